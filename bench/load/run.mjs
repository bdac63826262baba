#!/usr/bin/env node
// Load benchmark of the static server (site/scripts/static-server.mjs) on a production build: 5,000 requests, 50 at a
// time, over a mix of pages, hashed assets and the search index's files, as browsers ask for them (compressed, some
// revalidating). Prints errors and p50/p99 latency against the budget (p99 ≤ 250 ms). The server runs in its own
// process, as `npm run serve` does, so the client's work is not counted as the server's.
// Options: --build <dir> (default site/build), --requests N, --concurrency N.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {ROOT, SAMPLE, median, printTable, verdict, writeResults} from '../lib/report.mjs';

const BUDGET_P99_MS = 250;
const {values: args} = parseArgs({
  options: {
    build: {type: 'string', default: path.join(ROOT, 'site/build')},
    requests: {type: 'string', default: '5000'},
    concurrency: {type: 'string', default: '50'},
  },
});
const buildDir = path.resolve(args.build);
const total = Number(args.requests);
const concurrency = Number(args.concurrency);
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const serverScript = `
  const {startStaticServer} = await import(${JSON.stringify(path.join(ROOT, 'site/scripts/static-server.mjs'))});
  const server = await startStaticServer({root: process.argv[1]});
  process.on('message', () => process.send(process.cpuUsage()));
  console.log(server.url);
`;
const child = spawn(process.execPath, ['--input-type=module', '-e', serverScript, buildDir], {
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
/** The server process's CPU time so far (user + system), in milliseconds. */
const serverCpuMs = () =>
  new Promise((resolve) => {
    child.once('message', ({user, system}) => resolve((user + system) / 1000));
    child.send('cpu');
  });
const stopServer = () => child.kill();
process.on('exit', stopServer);
const base = await new Promise((resolve, reject) => {
  child.stdout.once('data', (chunk) => resolve(String(chunk).trim()));
  child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
});

const agent = new http.Agent({keepAlive: true, maxSockets: concurrency});

/** One request, body read to the end; resolves with status, ETag and milliseconds, never rejects. */
function hit(target, headers) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(base + target, {agent, headers}, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({status: res.statusCode, etag: res.headers.etag, bytes, ms: performance.now() - started}),
      );
      res.on('error', (error) => resolve({error, ms: performance.now() - started}));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({error, ms: performance.now() - started}));
  });
}

// The mix: the sample pages and a few more, the scripts and styles the home page loads, and the search index's
// files a first query fetches (Pagefind's script and WebAssembly, the page list, the vocabulary, a few index chunks
// and page fragments).
const home = await hit('/', {});
if (home.status !== 200) throw new Error(`GET / answered ${home.status}`);
const homeHtml = await (await fetch(base + '/')).text();
const assets = [...new Set([...homeHtml.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]))];
const searchDir = path.join(buildDir, 'pagefind');
const firstOf = (folder, count) =>
  fs
    .readdirSync(path.join(searchDir, folder))
    .sort()
    .slice(0, count)
    .map((name) => `/pagefind/${folder}/${name}`);
const indexes = [
  ...fs
    .readdirSync(searchDir)
    .filter((name) => /\.(js|pagefind|json|txt|pf_meta)$/.test(name))
    .map((name) => `/pagefind/${name}`),
  ...firstOf('index', 4),
  ...firstOf('fragment', 4),
];
const pages = [...SAMPLE.map(({path: page}) => page), '/features', '/faq', '/providers/openai', '/no-such-page'];
const groups = [
  {name: 'pages', targets: pages, share: 0.5},
  {name: 'assets', targets: assets, share: 0.3},
  {name: 'search index', targets: indexes, share: 0.2},
];
for (const group of groups) if (group.targets.length === 0) throw new Error(`no ${group.name} found in the build`);

// A fixed sequence (no randomness), so two runs ask for exactly the same things in the same order.
const plan = [];
for (let index = 0; index < total; index += 1) {
  const slot = (index * 0.618034) % 1;
  const group = slot < groups[0].share ? groups[0] : slot < groups[0].share + groups[1].share ? groups[1] : groups[2];
  plan.push({group: group.name, target: group.targets[index % group.targets.length], revalidate: index % 10 === 9});
}

const ACCEPT = {'Accept-Encoding': 'gzip, deflate, br'};
// First request of each file: fills the server's compressed cache. Timed apart, since a real server warms up once.
const warmStarted = performance.now();
const etags = new Map();
for (const target of new Set(plan.map(({target}) => target))) etags.set(target, (await hit(target, ACCEPT)).etag);
const warmMs = performance.now() - warmStarted;

const results = [];
let next = 0;
const cpuBefore = await serverCpuMs();
const started = performance.now();
await Promise.all(
  Array.from({length: concurrency}, async () => {
    while (next < plan.length) {
      const {group, target, revalidate} = plan[next++];
      const etag = etags.get(target);
      const headers = revalidate && etag ? {...ACCEPT, 'If-None-Match': etag} : ACCEPT;
      results.push({group, target, ...(await hit(target, headers))});
    }
  }),
);
const wallMs = performance.now() - started;
const serverCpu = (await serverCpuMs()) - cpuBefore;
agent.destroy();
stopServer();

// Errors are a finding like a slow p99: printed and kept in the results, while the script exits 0 (bench/README.md).
const expected = (result) =>
  !result.error &&
  (result.status === 200 || result.status === 304 || (result.status === 404 && result.target === '/no-such-page'));
const errors = results.filter((result) => !expected(result));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;
const summary = (list) => ({
  count: list.length,
  p50Ms: median(list.map((result) => result.ms)),
  p99Ms: percentile(
    list.map((result) => result.ms),
    99,
  ),
});
const all = summary(results);
const byGroup = Object.fromEntries(groups.map(({name}) => [name, summary(results.filter((r) => r.group === name))]));

printTable(
  `Load: ${total} requests, ${concurrency} at a time, ${(total / (wallMs / 1000)).toFixed(0)} requests/s`,
  ['requests', 'count', 'p50', 'p99', 'budget', 'status'],
  [
    ['all', all.count, ms(all.p50Ms), ms(all.p99Ms), `p99 ≤ ${BUDGET_P99_MS} ms`, verdict(all.p99Ms <= BUDGET_P99_MS)],
    ...Object.entries(byGroup).map(([name, figures]) => [
      name,
      figures.count,
      ms(figures.p50Ms),
      ms(figures.p99Ms),
      '',
      '',
    ]),
  ],
);
console.log(
  `\nErrors: ${errors.length}${errors.length ? ` (first: ${errors[0].target} → ${errors[0].error?.message ?? errors[0].status})` : ''}`,
);
console.log(
  `Server CPU: ${ms(serverCpu)} for ${total} requests, ${ms(serverCpu / total)} a request (compressed copies are reused)`,
);
console.log(`Warm-up (one request per file, fills the compressed cache): ${ms(warmMs)} for ${etags.size} files`);
const file = writeResults('load', {
  requests: total,
  concurrency,
  errors: errors.length,
  wallMs,
  warmUpMs: warmMs,
  serverCpuMs: serverCpu,
  ...all,
  byGroup,
  budget: {p99Ms: BUDGET_P99_MS},
  withinBudget: {p99: all.p99Ms <= BUDGET_P99_MS, errors: errors.length === 0},
});
console.log(`Results: ${file}`);
