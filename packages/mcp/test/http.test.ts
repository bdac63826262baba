// Point 1 of issue 35: the docs over Streamable HTTP, stateless, at /mcp of the README's static server (the SDK's
// own HTTP client), and the exported handler's HTTP behaviour: JSON-only clients, GET/DELETE, CORS.
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PACKAGE, post, requireBuild, SITE} from './helpers';

type Served = {url: string; close: () => Promise<void>};
const SCRIPTS = path.resolve(PACKAGE, '../../site/scripts');

let served: Served;
const tools = ['get_model', 'list_pages', 'read_page', 'search_docs', 'validate_mcp_config', 'validate_modes'];

beforeAll(async () => {
  requireBuild();
  const {startStaticServer} = await import(pathToFileURL(path.join(SCRIPTS, 'static-server.mjs')).href);
  const {loadMcpHandler} = await import(pathToFileURL(path.join(SCRIPTS, 'mcp-handler.mjs')).href);
  served = (await startStaticServer({root: SITE, mcp: await loadMcpHandler()})) as Served;
}, 30_000);
afterAll(() => served?.close());

async function connect(endpoint: string): Promise<Client> {
  const client = new Client({name: 'http-test', version: '0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
  return client;
}

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as {text: string}[]).map((part) => part.text).join('\n');

describe('the SDK client against the static server', () => {
  it.each(['/mcp', '/mcp/'])('lists the tools, searches and reads a page at %s', async (endpoint) => {
    const client = await connect(`${served.url}${endpoint}`);
    try {
      const listed = await client.listTools();
      expect(listed.tools.map((tool) => tool.name).sort()).toEqual(tools);
      const search = textOf(await client.callTool({name: 'search_docs', arguments: {query: 'checkpoints'}}));
      expect(search).toMatch(/^1\. Checkpoints/);
      expect(search).toContain('route: /features/checkpoints');
      const page = await client.readResource({uri: 'roo-docs:///features/checkpoints'});
      expect((page.contents[0] as {text: string}).text).toMatch(/^# Checkpoints\n/);
    } finally {
      await client.close();
    }
  });

  it('serves the same pages over HTTP as the site has twins for', async () => {
    const client = await connect(`${served.url}/mcp`);
    try {
      const read = textOf(await client.callTool({name: 'read_page', arguments: {page: '/features/checkpoints'}}));
      const twin = await (await fetch(`${served.url}/features/checkpoints.md`)).text();
      expect(read).toBe(twin);
    } finally {
      await client.close();
    }
  });
});

describe('HTTP details', () => {
  const list = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'});

  it('answers a client that accepts only JSON with JSON, and one that accepts SSE with an event stream', async () => {
    const json = await post(`${served.url}/mcp`, list, {accept: 'application/json'});
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect((json.reply?.result as {tools: unknown[]}).tools).toHaveLength(tools.length);
    const sse = await post(`${served.url}/mcp`, list);
    expect(sse.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((sse.reply?.result as {tools: unknown[]}).tools).toHaveLength(tools.length);
  });

  it.each(['GET', 'DELETE'])('answers %s with 405 and Allow, as a server without sessions', async (method) => {
    const response = await fetch(`${served.url}/mcp`, {method, headers: {accept: 'text/event-stream'}});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toMatchObject({jsonrpc: '2.0', error: {code: -32600}});
  });

  it('answers a preflight from an allowed origin, and exposes the MCP headers to its pages', async () => {
    const {startStaticServer} = await import(pathToFileURL(path.join(SCRIPTS, 'static-server.mjs')).href);
    const {loadMcpHandler} = await import(pathToFileURL(path.join(SCRIPTS, 'mcp-handler.mjs')).href);
    const mcp = await loadMcpHandler({allowOrigin: 'https://example.org'});
    const allowing = (await startStaticServer({root: SITE, mcp})) as Served;
    try {
      const preflight = await fetch(`${allowing.url}/mcp`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://example.org',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, mcp-protocol-version',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://example.org');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      const allowed = preflight.headers.get('access-control-allow-headers')!.toLowerCase();
      for (const name of ['content-type', 'mcp-protocol-version', 'mcp-session-id']) expect(allowed).toContain(name);
      const answer = await post(`${allowing.url}/mcp`, list, {origin: 'https://example.org'});
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://example.org');
      expect(answer.headers.get('vary')).toMatch(/Origin/);
      expect(answer.headers.get('access-control-expose-headers')!.toLowerCase()).toContain('mcp-protocol-version');
      // Another origin is still refused, and no CORS header tells its page anything.
      const other = await post(`${allowing.url}/mcp`, list, {origin: 'https://other.example'});
      expect(other.status).toBe(403);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await allowing.close();
    }
  });

  it('refuses any origin by default except the endpoint’s own', async () => {
    expect((await post(`${served.url}/mcp`, list, {origin: 'https://example.org'})).status).toBe(403);
    expect((await post(`${served.url}/mcp`, list, {origin: served.url})).status).toBe(200);
    expect((await post(`${served.url}/mcp`, list)).status).toBe(200);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const answer = await post(`${served.url}/mcp`, list, {'content-type': 'text/plain'});
    expect(answer.status).toBe(415);
    expect(answer.reply?.error?.code).toBe(-32600);
  });

  it('mounts only /mcp and /mcp/: a neighbouring path is still a page route', async () => {
    expect((await fetch(`${served.url}/mcpx`)).status).toBe(404);
    expect((await fetch(`${served.url}/mcp`, {method: 'HEAD'})).status).toBe(405);
  });
});
