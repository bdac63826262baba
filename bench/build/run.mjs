#!/usr/bin/env node
// Build benchmark: a cold production build (`npm run build`: the site's `docusaurus build`, then the docs MCP server's
// bundle and saved index, about a second; the types package
// is TypeScript source the bundler reads, so it has no build step of its own) under `/usr/bin/time -v`. Cold means no site/build, no site/.docusaurus and no Rspack persistent cache, which
// Docusaurus keeps in site/node_modules/.cache (the folder `docusaurus clear` empties).
// Prints wall time, peak RSS, pages built and seconds per page beside the budget; writes bench/results/build.json.
// `--runs N` (default 3) repeats the cold build: on a shared VM the same build's wall time moves by 20 % or more from
// one run to the next, so the budget figure is the median wall time, and the peak RSS is the largest of any run.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT, printTable, verdict, writeResults} from '../lib/report.mjs';

const SITE = path.join(ROOT, 'site');
const BUILD_DIR = path.join(SITE, 'build');
const BUDGET = {wallSeconds: 30, peakRssBytes: 1.3 * 1024 ** 3};
const TIME = '/usr/bin/time';
const gib = (bytes) => (bytes == null ? '–' : (bytes / 1024 ** 3).toFixed(2));
const STEPS = [
  // Docusaurus's own stage timings (a private switch of 3.x) show where the site step spends its time.
  {name: 'site', args: ['run', 'build'], env: {DOCUSAURUS_PERF_LOGGER: 'true'}},
];

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg === -1 ? 3 : Number(process.argv[runsArg + 1]);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of at least 1');
  process.exit(2);
}

function clearBuildState() {
  for (const dir of [BUILD_DIR, path.join(SITE, '.docusaurus'), path.join(SITE, 'node_modules/.cache')]) {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const hasTime = fs.existsSync(TIME);
if (!hasTime) console.warn(`${TIME} is missing: measuring wall time with a clock and peak RSS by polling /proc.`);

const logFileOf = (step) => path.join(os.tmpdir(), `bench-build-${step.name}.log`);

/** Runs one step; resolves to {wallSeconds, peakRssBytes, exitCode}. */
function runStep(step) {
  const log = fs.openSync(logFileOf(step), 'w');
  const timeFile = path.join(os.tmpdir(), `bench-build-${step.name}.time`);
  const [command, args] = hasTime ? [TIME, ['-v', '-o', timeFile, 'npm', ...step.args]] : ['npm', step.args];
  const started = process.hrtime.bigint();
  const child = spawn(command, args, {cwd: ROOT, stdio: ['ignore', log, log], env: {...process.env, ...step.env}});
  const poller = hasTime ? null : pollPeakRss(child.pid);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => {
      const clockSeconds = Number(process.hrtime.bigint() - started) / 1e9;
      fs.closeSync(log);
      if (!hasTime) {
        clearInterval(poller.timer);
        resolve({wallSeconds: clockSeconds, peakRssBytes: poller.peak, exitCode, measuredBy: 'clock + /proc polling'});
        return;
      }
      const report = fs.readFileSync(timeFile, 'utf8');
      const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (.+)/.exec(report)?.[1];
      const rssKb = /Maximum resident set size \(kbytes\): (\d+)/.exec(report)?.[1];
      const userSeconds = Number(/User time \(seconds\): ([\d.]+)/.exec(report)?.[1]);
      const systemSeconds = Number(/System time \(seconds\): ([\d.]+)/.exec(report)?.[1]);
      resolve({
        wallSeconds: wall ? wall.split(':').reduce((total, part) => total * 60 + Number(part), 0) : clockSeconds,
        peakRssBytes: rssKb ? Number(rssKb) * 1024 : null,
        cpuSeconds: userSeconds + systemSeconds,
        exitCode,
        measuredBy: '/usr/bin/time -v',
      });
    });
  });
}

/** Without /usr/bin/time: the largest RSS any single process of the tree reaches, like `time -v` reports. */
function pollPeakRss(rootPid) {
  const state = {peak: 0, timer: null};
  const children = (pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  state.timer = setInterval(() => {
    const queue = [rootPid];
    while (queue.length) {
      const pid = queue.pop();
      queue.push(...children(pid));
      try {
        const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        if (rss) state.peak = Math.max(state.peak, Number(rss) * 1024);
      } catch {
        // The process ended between listing and reading.
      }
    }
  }, 100);
  return state;
}

/** The stages of Docusaurus's [PERF] log one level under the locale ("Build > en > Bundling with rspack"), in seconds. */
function buildStages(logFile) {
  const stages = [];
  for (const raw of fs.readFileSync(logFile, 'utf8').split('\n')) {
    const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
    const match = /^\[PERF\] (Build > [^>]+ > [^>]+?) - ([\d.]+) (ms|seconds!)/.exec(line);
    if (match) stages.push({label: match[1], seconds: Number(match[2]) / (match[3] === 'ms' ? 1000 : 1)});
  }
  return stages;
}

function countHtml(dir) {
  let all = 0;
  let redirects = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    all += 1;
    // The client-redirects plugin writes small stubs that only refresh to their target.
    const head = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8').slice(0, 600);
    if (/http-equiv="refresh"/i.test(head) && head.length < 600) redirects += 1;
  }
  return {all, redirects};
}

const runs = [];
for (let run = 1; run <= RUNS; run += 1) {
  clearBuildState();
  const steps = {};
  let stages = [];
  for (const step of STEPS) {
    process.stdout.write(`build ${run}/${RUNS}: ${step.name}… `);
    steps[step.name] = await runStep(step);
    console.log(`${steps[step.name].wallSeconds.toFixed(1)} s`);
    if (steps[step.name].exitCode !== 0) {
      console.error(`The ${step.name} step failed (exit ${steps[step.name].exitCode}); see ${logFileOf(step)}`);
      process.exit(1);
    }
    if (step.name === 'site') stages = buildStages(logFileOf(step));
  }
  runs.push({
    steps,
    siteStages: stages,
    wallSeconds: steps.site.wallSeconds,
    cpuSeconds: steps.site.cpuSeconds ?? null,
    peakRssBytes: Math.max(...Object.values(steps).map((s) => s.peakRssBytes ?? 0)) || null,
    loadAverageAfter: os.loadavg(),
  });
}
if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
  console.error(`No ${path.relative(ROOT, BUILD_DIR)}/index.html after the build: cannot count pages.`);
  process.exit(1);
}

const pages = countHtml(BUILD_DIR);
const wallSeconds = median(runs.map((run) => run.wallSeconds));
// The stages shown are those of the run whose wall time is nearest the median.
const typicalRun = runs.reduce((best, run) =>
  Math.abs(run.wallSeconds - wallSeconds) < Math.abs(best.wallSeconds - wallSeconds) ? run : best,
);
const peakRssBytes = Math.max(...runs.map((run) => run.peakRssBytes ?? 0)) || null;
const cpuSeconds = hasTime ? median(runs.map((run) => run.cpuSeconds)) : null;
const loadAverage = os.loadavg();
const result = {
  node: process.version,
  measuredBy: typicalRun.steps.site.measuredBy,
  loadAverageAfter: loadAverage,
  runs,
  siteStages: typicalRun.siteStages,
  wallSeconds,
  wallSecondsRange: [Math.min(...runs.map((run) => run.wallSeconds)), Math.max(...runs.map((run) => run.wallSeconds))],
  cpuSeconds,
  peakRssBytes,
  htmlFiles: pages.all,
  redirectStubs: pages.redirects,
  pages: pages.all - pages.redirects,
  secondsPerPage: wallSeconds / pages.all,
  budget: BUDGET,
  withinBudget: {wall: wallSeconds <= BUDGET.wallSeconds, peakRss: peakRssBytes <= BUDGET.peakRssBytes},
};
const stages = result.siteStages;
const seconds = (value) => `${value.toFixed(1)} s`;

printTable(
  `Cold build, ${RUNS} run${RUNS > 1 ? 's' : ''} (${result.measuredBy}; ${os.cpus().length} CPUs)`,
  ['figure', 'value', 'budget', 'status'],
  [
    [RUNS > 1 ? 'wall time, whole build (median)' : 'wall time, whole build', seconds(wallSeconds), `≤ ${BUDGET.wallSeconds} s`, verdict(result.withinBudget.wall)],
    [RUNS > 1 ? 'peak RSS (largest process, any run)' : 'peak RSS (largest process)', `${gib(peakRssBytes)} GiB`, `≤ ${gib(BUDGET.peakRssBytes)} GiB`, verdict(result.withinBudget.peakRss)],
    ['HTML files built', pages.all, '', ''],
    ['  of which redirect stubs', pages.redirects, '', ''],
    ['seconds per HTML file', `${result.secondsPerPage.toFixed(3)} s`, '', ''],
    [RUNS > 1 ? 'CPU time, user + system (median)' : 'CPU time (user + system)', cpuSeconds == null ? '–' : seconds(cpuSeconds), '', ''],
  ],
);
if (RUNS > 1) {
  printTable(
    'Each run',
    ['run', 'wall', 'CPU', 'peak RSS', 'load average after'],
    runs.map((run, index) => [
      index + 1,
      seconds(run.wallSeconds),
      run.cpuSeconds == null ? '–' : seconds(run.cpuSeconds),
      `${gib(run.peakRssBytes)} GiB`,
      run.loadAverageAfter.map((n) => n.toFixed(1)).join(' '),
    ]),
  );
}
console.log(
  `load average after the build: ${loadAverage.map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs` +
    (loadAverage[0] > os.cpus().length ? ' (the machine was busy: wall time is inflated; CPU time is steadier)' : ''),
);
if (stages.length) {
  printTable(
    `Site build stages${RUNS > 1 ? ' of the run nearest the median' : ''} (Docusaurus [PERF] log; postBuild is the search index, sitemap, redirects and JSON Schemas)`,
    ['stage', 'seconds'],
    stages.map((s) => [s.label, s.seconds.toFixed(1)]),
  );
}
console.log(`\nwrote ${writeResults('build', result)}`);
