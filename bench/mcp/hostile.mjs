#!/usr/bin/env node
// Hostile-client figures of the docs MCP server (issue 43): every case of packages/mcp/test/hostile-cases.ts, plus
// the 2026-11-29 probe's largest shapes at their full size, sent to `npm run serve` (site and /mcp in one process)
// while a second client reads /faq, and to the stdio bin with a ping behind each. Prints per case the answer's size,
// how long the page (HTTP) or the ping (stdio) waited, and the totals: largest answer, longest stall, and the
// servers' peak resident memory (VmHWM). Run it with tsx, which reads the TypeScript case list:
//   npm run build && npx tsx bench/mcp/hostile.mjs
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {HOSTILE_CASES, manyBadGroups, SMALL_MODE} from '../../packages/mcp/test/hostile-cases.ts';
import {printTable, ROOT, writeResults} from '../lib/report.mjs';

const BIN = path.join(ROOT, 'packages/mcp/bin/roo-code-docs-mcp.js');
const SERVE = path.join(ROOT, 'site/scripts/serve.mjs');
if (!fs.existsSync(path.join(ROOT, 'packages/mcp/dist/roo-code-docs-mcp.js'))) {
  console.error('The MCP server is not built: run `npm run build` first.');
  process.exit(1);
}

const json = (value) => JSON.stringify(value);
const keys = (count) => `{${Array.from({length: count}, (_, i) => `"k${i.toString(36)}":0`).join(',')}}`;
/** The probe's own sizes: what took the server down for a minute before issue 43. */
const FULL_SIZE = [
  {
    id: 'H115',
    what: 'initialize, clientInfo.icons = [0 x 2,000,000] (3.81 MiB)',
    message: () =>
      json({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: {name: 'x', version: '1', icons: Array(2e6).fill(0)},
        },
      }),
  },
  {
    id: 'H107',
    what: 'notifications/initialized with 400,000 params keys (3.9 MiB)',
    message: () => `{"jsonrpc":"2.0","method":"notifications/initialized","params":${keys(400_000)}}`,
  },
  {
    id: 'V45',
    what: 'validate_modes, customModes [{} x 66,000] (198 KB)',
    message: () =>
      json({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: {name: 'validate_modes', arguments: {content: `customModes: [${Array(66_000).fill('{}').join(',')}]`}},
      }),
  },
];
const CASES = [...HOSTILE_CASES, ...FULL_SIZE];

/** Peak resident memory of a process so far, in MiB (Linux). */
const peakMiB = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

async function startServe() {
  const child = spawn(process.execPath, [SERVE], {
    env: {...process.env, PORT: '0'},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /on (http:\/\/[^\s,]+)/.exec(out);
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return {child, url};
}

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json'},
    body,
  });
  return {status: response.status, bytes: (await response.arrayBuffer()).byteLength};
}

/** Runs `hostile` while pages are read one after another; the slowest page is the stall. */
async function whileReading(base, hostile) {
  let done = false;
  let waited = 0;
  const running = hostile().finally(() => (done = true));
  const reader = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    while (!done) {
      const started = performance.now();
      await (await fetch(`${base}/faq`)).arrayBuffer();
      waited = Math.max(waited, performance.now() - started);
    }
  })();
  const result = await running;
  await reader;
  return {...result, waited};
}

const rows = [];
const results = {http: [], stdio: []};

const {child: serve, url} = await startServe();
const smallCall = (id) =>
  json({jsonrpc: '2.0', id, method: 'tools/call', params: {name: 'validate_modes', arguments: {content: SMALL_MODE}}});
/** The slowest of `count` runs of `task`, in ms: what the machine gives a request when nothing hostile runs. */
async function slowest(count, task) {
  let worst = 0;
  for (let run = 0; run < count; run += 1) {
    const started = performance.now();
    await task();
    worst = Math.max(worst, performance.now() - started);
  }
  return worst;
}
try {
  // Warm-up, then the baseline on this machine at this load.
  await slowest(3, () => post(`${url}/mcp`, smallCall(0)));
  results.baseline = {
    pageMs: await slowest(20, async () => (await fetch(`${url}/faq`)).arrayBuffer()),
    smallValidateMs: await slowest(5, () => post(`${url}/mcp`, smallCall(0))),
  };
  for (const entry of CASES) {
    const started = performance.now();
    const {status, bytes, waited} = await whileReading(url, () => post(`${url}/mcp`, entry.message()));
    const record = {
      id: entry.id,
      what: entry.what,
      status,
      bytes,
      tookMs: performance.now() - started,
      waitedMs: waited,
    };
    results.http.push(record);
  }
  // F4: another client's four-line file while a 198 KB one is checked.
  const slow = post(
    `${url}/mcp`,
    json({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {name: 'validate_modes', arguments: {content: manyBadGroups(99_000)}},
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  await post(`${url}/mcp`, smallCall(2));
  results.otherClientMs = performance.now() - started;
  await slow;
  results.httpPeakMiB = peakMiB(serve.pid);
} finally {
  serve.kill();
}

const stdio = spawn(process.execPath, [BIN], {stdio: ['pipe', 'pipe', 'ignore']});
const lines = [];
const waiting = [];
let rest = '';
stdio.stdout.setEncoding('utf8');
stdio.stdout.on('data', (chunk) => {
  const parts = (rest + chunk).split('\n');
  rest = parts.pop();
  for (const line of parts) (waiting.shift() ?? ((text) => lines.push(text)))(line);
});
const nextLine = () =>
  lines.length ? Promise.resolve(lines.shift()) : new Promise((resolve) => waiting.push(resolve));
// The server reads its pages on start: the first answer waits for that, not for a hostile case.
stdio.stdin.write(`${json({jsonrpc: '2.0', id: 'ready', method: 'ping'})}\n`);
await nextLine();
for (const entry of CASES) {
  const sent = performance.now();
  stdio.stdin.write(`${entry.message()}\n${json({jsonrpc: '2.0', id: 'behind', method: 'ping'})}\n`);
  const got = [];
  let pingMs;
  while (got.length < 2) {
    const line = await nextLine();
    if (JSON.parse(line).id === 'behind') pingMs = performance.now() - sent;
    got.push(line);
  }
  const answer = got.find((line) => JSON.parse(line).id !== 'behind');
  results.stdio.push({id: entry.id, bytes: Buffer.byteLength(answer), pingMs});
}
results.stdioPeakMiB = peakMiB(stdio.pid);
stdio.stdin.end();
const exited = await new Promise((resolve) => {
  const timer = setTimeout(() => resolve(false), 15_000);
  stdio.on('exit', () => resolve(clearTimeout(timer) ?? true));
});
results.stdioExitedOnEnd = exited;

for (const [index, http] of results.http.entries()) {
  const io = results.stdio[index];
  rows.push([
    http.id,
    http.what.slice(0, 60),
    String(http.status),
    String(http.bytes),
    http.waitedMs.toFixed(0),
    String(io.bytes),
    io.pingMs.toFixed(0),
  ]);
}
printTable(
  'Hostile cases (bytes of answer; ms a page or a ping waited)',
  ['case', 'what', 'HTTP', 'bytes', 'page waited', 'stdio bytes', 'ping after'],
  rows,
);

const largest = Math.max(...results.http.map((item) => item.bytes), ...results.stdio.map((item) => item.bytes));
const stall = Math.max(...results.http.map((item) => item.waitedMs));
const summary = {
  largestAnswerBytes: largest,
  longestPageStallMs: stall,
  otherClientValidateMs: results.otherClientMs,
  baseline: results.baseline,
  loadAverage: os.loadavg(),
  peakRssMiB: {http: results.httpPeakMiB, stdio: results.stdioPeakMiB},
  stdioExitedOnEnd: exited,
};
console.log(
  `Baseline with nothing hostile running: slowest of 20 pages ${results.baseline.pageMs.toFixed(0)} ms, slowest of 5 ` +
    `small validate_modes ${results.baseline.smallValidateMs.toFixed(0)} ms; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
);
console.log(`Largest answer: ${largest} bytes`);
console.log(`Longest page stall behind one hostile request: ${stall.toFixed(0)} ms`);
console.log(
  `Another client's 4-line validate_modes while a 198 KB file is checked: ${results.otherClientMs.toFixed(0)} ms`,
);
console.log(
  `Peak RSS: serve (site + /mcp) ${results.httpPeakMiB.toFixed(0)} MiB, stdio ${results.stdioPeakMiB.toFixed(0)} MiB`,
);
console.log(`stdio server exited on stdin end: ${exited ? 'yes' : 'no'}`);
writeResults('mcp-hostile', {summary, results});
process.exit(0);
