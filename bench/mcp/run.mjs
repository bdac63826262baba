#!/usr/bin/env node
// MCP server benchmark: starts packages/mcp's server on the built site through the SDK's stdio client, as Roo Code
// would, and prints the time from spawning it to its first search_docs answer (and to the initialize answer), the
// median and p95 round-trip time of search_docs over the search benchmark's queries (bench/search/queries.json),
// and hit@1 and hit@3 on them. It builds nothing: run `npm run build` first (it bundles the server and saves its
// index), or pass --site <dir> to index another build at start-up.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {ROOT, median, printTable, verdict, writeResults} from '../lib/report.mjs';

const {values: args} = parseArgs({
  options: {
    site: {type: 'string'},
    queries: {type: 'string', default: path.join(ROOT, 'bench/search/queries.json')},
    starts: {type: 'string', default: '5'},
    rounds: {type: 'string', default: '5'},
    verbose: {type: 'boolean', default: false},
  },
});
export const BUDGET = {startMs: 1000, p95Ms: 20, hitAt1: 0.9};
const BIN = path.join(ROOT, 'packages/mcp/bin/roo-code-docs-mcp.js');

if (!fs.existsSync(path.join(ROOT, 'packages/mcp/dist/roo-code-docs-mcp.js'))) {
  console.error('The MCP server is not built: run `npm run build` first.');
  process.exit(1);
}
const queries = JSON.parse(fs.readFileSync(args.queries, 'utf8'));
const serverArgs = [BIN, ...(args.site ? ['--site', path.resolve(args.site)] : [])];
const routeOf = (line) => line.replace(/^\s*route: /, '').split('#')[0];

async function start() {
  const started = performance.now();
  const client = new Client({name: 'bench', version: '0'});
  await client.connect(new StdioClientTransport({command: process.execPath, args: serverArgs, stderr: 'ignore'}));
  const initializedMs = performance.now() - started;
  const first = await client.callTool({name: 'search_docs', arguments: {query: 'checkpoints'}});
  if (first.isError) throw new Error(`search_docs failed: ${first.content[0].text}`);
  return {client, initializedMs, firstAnswerMs: performance.now() - started};
}

// Start-up: several cold starts, each a new process; the median is the figure.
const starts = [];
for (let run = 0; run < Number(args.starts); run += 1) {
  const {client, initializedMs, firstAnswerMs} = await start();
  starts.push({initializedMs, firstAnswerMs});
  await client.close();
}

const {client} = await start();
const results = [];
const timings = [];
try {
  for (let round = 0; round < Number(args.rounds); round += 1) {
    for (const {query, expect: expected} of queries) {
      const before = performance.now();
      const answer = await client.callTool({name: 'search_docs', arguments: {query, limit: 8}});
      timings.push(performance.now() - before);
      if (round > 0) continue;
      if (answer.isError) throw new Error(`search_docs("${query}") failed: ${answer.content[0].text}`);
      const routes = answer.content[0].text
        .split('\n')
        .filter((line) => line.startsWith('   route: '))
        .map(routeOf);
      const position = routes.findIndex((route) => expected.includes(route));
      results.push({query, expected, rank: position === -1 ? null : position + 1, top: routes.slice(0, 3)});
      if (args.verbose) console.log(query, position + 1, routes.slice(0, 3));
    }
  }
} finally {
  await client.close();
}

const sorted = [...timings].sort((a, b) => a - b);
const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
const share = (test) => results.filter(test).length / results.length;
const figures = {
  startMs: median(starts.map((run) => run.firstAnswerMs)),
  initializeMs: median(starts.map((run) => run.initializedMs)),
  medianMs: median(timings),
  p95Ms: p95,
  hitAt1: share((result) => result.rank === 1),
  hitAt3: share((result) => result.rank !== null && result.rank <= 3),
};
for (const result of results.filter((item) => item.rank !== 1)) {
  console.log(
    `miss@1  rank ${result.rank ?? '-'}  "${result.query}" → ${result.expected.join(' | ')}  (top: ${result.top[0] ?? '(none)'})`,
  );
}
const ms = (value) => `${value.toFixed(1)} ms`;
printTable(
  `MCP server: ${queries.length} queries, ${Number(args.rounds)} rounds, ${starts.length} cold starts`,
  ['figure', 'value', 'budget', ''],
  [
    [
      'start-up to first search_docs answer (median)',
      ms(figures.startMs),
      `≤ ${BUDGET.startMs} ms`,
      verdict(figures.startMs <= BUDGET.startMs),
    ],
    ['start-up to initialize answer (median)', ms(figures.initializeMs), '', ''],
    ['search_docs round trip, median', ms(figures.medianMs), '', ''],
    ['search_docs round trip, p95', ms(figures.p95Ms), `≤ ${BUDGET.p95Ms} ms`, verdict(figures.p95Ms <= BUDGET.p95Ms)],
    ['hit@1', figures.hitAt1.toFixed(3), `≥ ${BUDGET.hitAt1}`, verdict(figures.hitAt1 >= BUDGET.hitAt1, true)],
    ['hit@3', figures.hitAt3.toFixed(3), '', ''],
  ],
);
const withinBudget = {
  start: figures.startMs <= BUDGET.startMs,
  p95: figures.p95Ms <= BUDGET.p95Ms,
  hitAt1: figures.hitAt1 >= BUDGET.hitAt1,
};
const file = writeResults('mcp', {budget: BUDGET, withinBudget, ...figures, starts, results});
console.log(`\nFull results: ${file}`);
