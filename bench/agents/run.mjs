#!/usr/bin/env node
// Agent-readiness benchmark (issue 35, point 7): serves site/build with the project's static server (MCP at /mcp) on
// 127.0.0.1 and prints a pass/fail check for each thing an agent relies on, with its figures: llms.txt size and
// links, the Markdown twins' headings against their pages, Accept negotiation, same-host 301s for moved pages,
// HTTP MCP tools/list and search hit@1 with p95 latency, and 1,000 tool calls at concurrency 20. Every loop is
// bounded. It builds nothing: run `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {ROOT, printTable, writeResults} from '../lib/report.mjs';
import {headingsOfHtml, headingsOfMarkdown, percentile, runPool, sameHeadings} from './checks.mjs';

const SITE = path.join(ROOT, 'site/build');
const SITE_URL = 'https://docs.roocode.com';
const LLMS_LIMIT = 50_000;
const LOAD_CALLS = 1000;
const LOAD_CONCURRENCY = 20;
const NEGOTIATION_SAMPLE = ['/', '/features/checkpoints', '/providers/anthropic', '/update-notes/v3.28.10'];

for (const file of ['llms.txt', '_redirects']) {
  if (!fs.existsSync(path.join(SITE, file))) {
    console.error(`site/build/${file} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
const scripts = path.join(ROOT, 'site/scripts');
const {startStaticServer} = await import(pathToFileURL(path.join(scripts, 'static-server.mjs')).href);
const {loadMcpHandler} = await import(pathToFileURL(path.join(scripts, 'mcp-handler.mjs')).href);
const mcp = await loadMcpHandler();
if (!mcp) {
  console.error('The MCP server is not built (packages/mcp/dist): run `npm run build` first.');
  process.exit(1);
}
const server = await startStaticServer({root: SITE, mcp});
const local = (url) => url.replace(SITE_URL, server.url);
const checks = [];
const check = (name, ok, figure) => checks.push({name, ok, figure});

try {
  // 1. llms.txt and the files it links (section files when it is split), each under the limit, every link 200.
  const llms = await (await fetch(`${server.url}/llms.txt`)).text();
  const links = [...llms.matchAll(/\]\((https:\/\/docs\.roocode\.com[^)\s]+)\)/g)].map((match) => match[1]);
  const indexFiles = [{url: `${SITE_URL}/llms.txt`, size: llms.length}];
  for (const sub of links.filter((link) => link.endsWith('.txt'))) {
    const text = await (await fetch(local(sub))).text();
    indexFiles.push({url: sub, size: text.length});
    links.push(...[...text.matchAll(/\]\((https:\/\/docs\.roocode\.com[^)\s]+)\)/g)].map((match) => match[1]));
  }
  const largest = Math.max(...indexFiles.map((file) => file.size));
  check(
    'llms.txt present and under 50,000 characters',
    largest < LLMS_LIMIT,
    `${llms.length} chars; ${indexFiles.length} file(s), largest ${largest}`,
  );
  const unique = [...new Set(links)];
  const statuses = await runPool(unique, 10, async (link) => (await fetch(local(link), {redirect: 'manual'})).status);
  const broken = unique.filter((_, index) => statuses[index] !== 200);
  check(
    'every link in llms.txt answers 200',
    broken.length === 0,
    `${unique.length - broken.length}/${unique.length}${broken.length ? `; first: ${broken[0]}` : ''}`,
  );

  // 2. Every twin has the headings of its page (h2 to h4, in order).
  const twins = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['assets', 'img', 'pagefind', 'schemas', 'search'].includes(entry.name) || dir !== SITE) walk(full);
      } else if (entry.name.endsWith('.md')) twins.push(full);
    }
  };
  walk(SITE);
  const mismatched = [];
  let withoutPage = 0;
  for (const twin of twins) {
    const relative = path.relative(SITE, twin).slice(0, -3);
    const html = path.join(SITE, relative === 'index' ? 'index.html' : path.join(relative, 'index.html'));
    if (!fs.existsSync(html)) {
      withoutPage += 1;
      continue;
    }
    const fromPage = headingsOfHtml(fs.readFileSync(html, 'utf8'));
    const fromTwin = headingsOfMarkdown(fs.readFileSync(twin, 'utf8'));
    if (!sameHeadings(fromPage, fromTwin)) mismatched.push(`/${relative}`);
  }
  check(
    'each doc page has a twin with the same headings',
    mismatched.length === 0 && withoutPage === 0,
    `${twins.length - mismatched.length - withoutPage}/${twins.length}${mismatched.length ? `; differ: ${mismatched.slice(0, 3).join(', ')}` : ''}`,
  );

  // 3. Negotiation: Markdown for an agent that prefers it, HTML for a browser, Vary and Link on both.
  let negotiated = 0;
  const problems = [];
  for (const route of NEGOTIATION_SAMPLE) {
    const twinPath = route === '/' ? '/index.md' : `${route}.md`;
    const twin = await (await fetch(`${server.url}${twinPath}`)).text();
    const md = await fetch(`${server.url}${route}`, {headers: {accept: 'text/markdown, text/html;q=0.5'}});
    const mdText = await md.text();
    const html = await fetch(`${server.url}${route}`, {headers: {accept: 'text/html,application/xhtml+xml,*/*;q=0.8'}});
    const htmlText = await html.text();
    const ok =
      md.headers.get('content-type')?.startsWith('text/markdown') &&
      mdText === twin &&
      html.headers.get('content-type')?.startsWith('text/html') &&
      /\bAccept\b/.test(md.headers.get('vary') ?? '') &&
      /\bAccept\b/.test(html.headers.get('vary') ?? '') &&
      html.headers.get('link')?.includes(`<${twinPath}>; rel="alternate"; type="text/markdown"`) &&
      [...htmlText.matchAll(/<link\b[^>]*>/g)].some(
        ([tag]) =>
          tag.includes('rel="alternate"') && tag.includes('type="text/markdown"') && tag.includes(`href="${twinPath}"`),
      );
    if (ok) negotiated += 1;
    else problems.push(route);
  }
  check(
    'Accept negotiation, Vary, Link header and <link> tag',
    negotiated === NEGOTIATION_SAMPLE.length,
    `${negotiated}/${NEGOTIATION_SAMPLE.length}${problems.length ? `; failing: ${problems.join(', ')}` : ''}`,
  );

  // 4. Moved pages: a 301 to a path on this host, which answers 200.
  const rules = fs
    .readFileSync(path.join(SITE, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) => line.split(/\s+/));
  const redirectResults = await runPool(rules, 10, async ([from, to]) => {
    const first = await fetch(`${server.url}${from}`, {redirect: 'manual'});
    const location = first.headers.get('location') ?? '';
    const sameHost = location.startsWith('/') && !location.startsWith('//');
    const target = sameHost ? (await fetch(`${server.url}${location}`, {redirect: 'manual'})).status : 0;
    return first.status === 301 && sameHost && location === to && target === 200;
  });
  const goodRedirects = redirectResults.filter(Boolean).length;
  check(
    'moved pages answer a same-host 301 to a live page',
    goodRedirects === rules.length,
    `${goodRedirects}/${rules.length}`,
  );

  // 5. HTTP MCP with the SDK's client: tools/list, then search hit@1 on the search benchmark's queries.
  const client = new Client({name: 'bench-agents', version: '0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  const {tools} = await client.listTools();
  check(
    'HTTP MCP tools/list',
    tools.length >= 5 && tools.some((tool) => tool.name === 'search_docs'),
    `${tools.length} tools`,
  );
  const queries = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/search/queries.json'), 'utf8'));
  const timings = [];
  let hits = 0;
  for (const {query, expect: expected} of queries) {
    const before = performance.now();
    const answer = await client.callTool({name: 'search_docs', arguments: {query, limit: 3}});
    timings.push(performance.now() - before);
    const first = /route: ([^#\s]+)/.exec(answer.content[0].text)?.[1];
    if (expected.includes(first)) hits += 1;
  }
  await client.close();
  const hitAt1 = hits / queries.length;
  check(
    'HTTP MCP search hit@1 ≥ 0.9',
    hitAt1 >= 0.9,
    `${(hitAt1 * 100).toFixed(0)}% of ${queries.length}; p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms`,
  );

  // 6. Load: 1,000 stateless tool calls, 20 at a time, JSON answers; any HTTP or JSON-RPC error counts.
  const calls = Array.from({length: LOAD_CALLS}, (_, index) =>
    index % 2 === 0
      ? {name: 'search_docs', arguments: {query: queries[index % queries.length].query}}
      : {name: 'read_page', arguments: {page: queries[index % queries.length].expect[0]}},
  );
  const loadTimes = [];
  const started = performance.now();
  const outcomes = await runPool(calls, LOAD_CONCURRENCY, async (params, index) => {
    const before = performance.now();
    try {
      const response = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: {'content-type': 'application/json', accept: 'application/json'},
        body: JSON.stringify({jsonrpc: '2.0', id: index, method: 'tools/call', params}),
      });
      const body = await response.json();
      loadTimes.push(performance.now() - before);
      return response.status === 200 && body.result && !body.result.isError;
    } catch {
      return false;
    }
  });
  const wall = (performance.now() - started) / 1000;
  const errors = outcomes.filter((ok) => !ok).length;
  check(
    `${LOAD_CALLS} tool calls at concurrency ${LOAD_CONCURRENCY}, 0 errors`,
    errors === 0,
    `${errors} errors; ${(LOAD_CALLS / wall).toFixed(0)} calls/s; p50 ${percentile(loadTimes, 50).toFixed(1)} ms, p95 ${percentile(loadTimes, 95).toFixed(1)} ms`,
  );
} finally {
  await server.close();
}

printTable(
  'Agent readiness (site/build served on 127.0.0.1)',
  ['check', 'result', 'figures'],
  checks.map((item) => [item.name, item.ok ? 'pass' : '✗ FAIL', item.figure]),
);
const failed = checks.filter((item) => !item.ok).length;
console.log(`\n${checks.length - failed}/${checks.length} checks pass; results in ${writeResults('agents', {checks})}`);
process.exitCode = failed === 0 ? 0 : 1;
