#!/usr/bin/env node
// `npm run bench`: the cold build benchmark (which leaves a fresh site/build), then page weight, Lighthouse, the
// server's load test and, when present, search quality and the docs MCP server against that build. Each prints its
// own tables as it goes; a summary of every figure beside its budget follows at the end, read from bench/results/*.json.
// Options: --skip-build (measure the existing site/build), --runs N (Lighthouse runs per page, default 3),
// --summary (run nothing: print the summary of the latest results in bench/results/).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {RESULTS_DIR, ROOT, kb, printTable, verdict} from './lib/report.mjs';

const {values: args} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    summary: {type: 'boolean', default: false},
  },
});
const steps = [
  ...(args['skip-build'] ? [] : [{name: 'build', script: 'bench/build/run.mjs', args: []}]),
  {name: 'weight', script: 'bench/weight/run.mjs', args: []},
  {name: 'lighthouse', script: 'bench/lighthouse/run.mjs', args: ['--runs', args.runs]},
  {name: 'load', script: 'bench/load/run.mjs', args: []},
  {name: 'search', script: 'bench/search/run.mjs', args: [], optional: true},
  {name: 'mcp', script: 'bench/mcp/run.mjs', args: [], optional: true},
];

const status = {};
const started = Date.now();
for (const step of args.summary ? [] : steps) {
  if (!fs.existsSync(path.join(ROOT, step.script))) {
    if (!step.optional) throw new Error(`${step.script} is missing`);
    continue;
  }
  console.log(`\n=== ${step.name} (${step.script}) ===`);
  const run = spawnSync(process.execPath, [step.script, ...step.args], {cwd: ROOT, stdio: 'inherit'});
  status[step.name] = run.status;
  // Without a build there is nothing to measure, so the browser benchmarks would only repeat the failure.
  if (step.name === 'build' && run.status !== 0) break;
}

if (args.summary) for (const name of ['build', 'weight', 'lighthouse', 'load', 'search', 'mcp']) status[name] = 0;
const read = (name) => {
  const file = path.join(RESULTS_DIR, `${name}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};
const rows = [];
const measured = (result) => result.date.slice(0, 16).replace('T', ' ');
const build = status.build === 0 ? read('build') : null;
if (build) {
  const gib = (bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
  const {wallSeconds, peakRssBytes, budget, withinBudget} = build;
  const wall = [`${wallSeconds.toFixed(1)} s`, `≤ ${budget.wallSeconds} s`, verdict(withinBudget.wall)];
  const runs = build.runs?.length ?? 1;
  const label = runs > 1 ? `cold build wall time (median of ${runs})` : 'cold build wall time';
  rows.push(['build', label, ...wall, measured(build)]);
  const rss = [gib(peakRssBytes), `≤ ${gib(budget.peakRssBytes)}`, verdict(withinBudget.peakRss)];
  rows.push(['build', runs > 1 ? 'peak RSS (largest of any run)' : 'peak RSS', ...rss, measured(build)]);
}
const weight = status.weight === 0 ? read('weight') : null;
for (const page of weight?.pages ?? []) {
  const budget = `≤ ${kb(weight.budget.firstLoadJsCompressedBytes)} KB`;
  const js = [`${kb(page.firstLoadJs.compressed)} KB`, budget, verdict(page.withinBudget.firstLoadJs)];
  rows.push(['weight', `first-load JS ${page.path}`, ...js, measured(weight)]);
}
const lighthouse = status.lighthouse === 0 ? read('lighthouse') : null;
for (const result of lighthouse?.results ?? []) {
  for (const key of ['performance', 'accessibility']) {
    rows.push([
      `lighthouse ${result.preset}`,
      `${key} ${result.path}`,
      result.median[key] ?? '–',
      `≥ ${result.budget[key]}`,
      verdict(result.withinBudget[key], true),
      `${measured(lighthouse)}, ${result.runs} run(s)`,
    ]);
  }
}
const load = status.load === 0 ? read('load') : null;
if (load) {
  const p99 = [`${load.p99Ms.toFixed(1)} ms`, `≤ ${load.budget.p99Ms} ms`, verdict(load.withinBudget.p99)];
  rows.push(['load', `server p99, ${load.requests} requests × ${load.concurrency}`, ...p99, measured(load)]);
  rows.push(['load', 'server errors', load.errors, '0', verdict(load.withinBudget.errors), measured(load)]);
}
const mcp = status.mcp === 0 ? read('mcp') : null;
if (mcp) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  rows.push([
    'mcp',
    'start-up to first search_docs answer',
    ms(mcp.startMs),
    `≤ ${mcp.budget.startMs} ms`,
    verdict(mcp.withinBudget.start),
    measured(mcp),
  ]);
  rows.push([
    'mcp',
    'search_docs p95',
    ms(mcp.p95Ms),
    `≤ ${mcp.budget.p95Ms} ms`,
    verdict(mcp.withinBudget.p95),
    measured(mcp),
  ]);
  rows.push([
    'mcp',
    'search_docs hit@1',
    mcp.hitAt1.toFixed(3),
    `≥ ${mcp.budget.hitAt1}`,
    verdict(mcp.withinBudget.hitAt1, true),
    measured(mcp),
  ]);
}
printTable(
  'Summary: every budgeted figure (times in UTC)',
  ['benchmark', 'figure', 'value', 'budget', 'status', 'measured'],
  rows,
);
const search = status.search === 0 ? read('search') : null;
if (search) console.log('\nSearch quality has no budget; see its table above and bench/results/search.json.');

const failed = Object.entries(status).filter(([, code]) => code !== 0);
const unmeasured = failed.length ? `; could not measure: ${failed.map(([name]) => name).join(', ')}` : '';
console.log(`\nbench finished in ${((Date.now() - started) / 60000).toFixed(1)} min${unmeasured}`);
const over = rows.filter((row) => row[4] !== 'ok').length;
if (over) console.log(`${over} figure(s) over budget (a measurement, not a failure).`);
process.exit(failed.length ? 1 : 0);
