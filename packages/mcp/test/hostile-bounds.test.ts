// Issue 43: the probe's hostile cases against both transports, as a hostile client sends them. Over HTTP the server
// is `npm run serve` in its own process (the site and /mcp together), and a second client reads a page while each
// hostile request runs: the test fails when an answer passes its bound, when that page waits a second or more, or
// when the server stops answering. Over stdio, a ping sent right behind each case must be answered within a second.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ERROR_BOUND, HOSTILE_CASES, manyBadGroups, SMALL_MODE} from './hostile-cases';
import {postRaw, RawStdio, requireBuild, startServe, whileProbing, type Reply} from './helpers';

const STALL_MS = 1000;
const toolText = (reply: Reply | undefined) => (reply?.result as {content: {text: string}[]}).content[0]!.text;
const call = (id: number, name: string, args: unknown) =>
  JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params: {name, arguments: args}});

beforeAll(() => requireBuild());

describe('over HTTP (npm run serve)', () => {
  let serve: {url: string; close: () => void};
  let mcp: string;
  beforeAll(async () => {
    serve = await startServe();
    mcp = `${serve.url}/mcp`;
  }, 30_000);
  afterAll(() => serve?.close());

  const page = async () => {
    const response = await fetch(`${serve.url}/faq`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /faq: ${response.status}`);
  };
  const stillAnswers = async () => {
    const started = performance.now();
    const list = await postRaw(mcp, JSON.stringify({jsonrpc: '2.0', id: 9, method: 'tools/list'}));
    await page();
    expect(list.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(STALL_MS);
  };

  it.each(HOSTILE_CASES.map((entry) => [entry.id, entry.what, entry] as const))(
    '%s %s: a bounded answer, and pages keep coming',
    async (_id, _what, entry) => {
      const {result, waited} = await whileProbing(() => postRaw(mcp, entry.message()), page);
      expect(result.bytes).toBeLessThanOrEqual(entry.maxBytes);
      if (entry.code === undefined) expect(result.reply?.result).toBeDefined();
      else expect(result.reply?.error?.code).toBe(entry.code);
      expect(waited).toBeLessThan(STALL_MS);
      await stillAnswers();
    },
    20_000,
  );

  it("V26: one client's slow file neither delays nor fails another's", async () => {
    const slow = postRaw(mcp, call(1, 'validate_modes', {content: manyBadGroups(20_000)}));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const small = await postRaw(mcp, call(2, 'validate_modes', {content: SMALL_MODE}));
    expect(performance.now() - started).toBeLessThan(STALL_MS);
    expect(toolText(small.reply)).toMatch(/^Valid: 1 mode/);
    const answer = await slow;
    // Its own answer, bounded: the first problems and how many more there are, or its own time-out.
    expect(toolText(answer.reply)).toMatch(/^Invalid: 20000 problem\(s\)[^]*and 19900 more|took longer than 5 s/);
    expect(answer.bytes).toBeLessThan(ERROR_BOUND);
  }, 20_000);

  it('F3: refuses a foreign Origin and a rebinding Host with 403, and no CORS header', async () => {
    const body = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'});
    for (const origin of ['http://evil.example', 'null']) {
      const answer = await postRaw(mcp, body, {origin});
      expect(answer.status).toBe(403);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
    const preflight = await fetch(mcp, {
      method: 'OPTIONS',
      headers: {origin: 'http://evil.example', 'access-control-request-method': 'POST'},
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // fetch will not set Host, so the rebinding request is written by hand.
    const {port} = new URL(serve.url);
    const status = await rawStatus(
      Number(port),
      `POST /mcp HTTP/1.1\r\nHost: rebind.evil.example:${port}\r\nOrigin: http://rebind.evil.example:${port}\r\n` +
        `Content-Type: application/json\r\nAccept: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(status).toBe(403);
    // The site's own pages may call it.
    const same = await postRaw(mcp, body, {origin: serve.url});
    expect(same.status).toBe(200);
    expect(same.headers.get('access-control-allow-origin')).toBe(serve.url);
  });

  it('F12: answers an unknown transfer coding with 501 and a content coding with 415', async () => {
    const {port} = new URL(serve.url);
    const body = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'});
    const head = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json\r\nConnection: close\r\n`;
    const chunked = `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    expect(await rawStatus(Number(port), `${head}Transfer-Encoding: gzip, chunked\r\n\r\n${chunked}`)).toBe(501);
    expect(
      await rawStatus(Number(port), `${head}Content-Encoding: gzip\r\nContent-Length: ${body.length}\r\n\r\n${body}`),
    ).toBe(415);
    await stillAnswers();
  });
});

/** The status of the answer to raw request bytes. */
async function rawStatus(port: number, bytes: string): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
    socket.setTimeout(5000, () => reject(new Error('no answer')));
  });
}

describe('over stdio', () => {
  let server: RawStdio;
  beforeAll(async () => {
    server = new RawStdio();
    await server.initialize();
  }, 30_000);
  afterAll(() => server?.close());

  it.each(HOSTILE_CASES.map((entry) => [entry.id, entry.what, entry] as const))(
    '%s %s: a bounded answer line, and a ping behind it is answered',
    async (_id, _what, entry) => {
      const sent = performance.now();
      await server.write(`${entry.message()}\n`);
      await server.send({jsonrpc: '2.0', id: 'behind', method: 'ping'});
      const lines = [await server.nextLine(15_000), await server.nextLine(15_000)];
      const pingAt = performance.now() - sent;
      const replies = lines.map((line) => ({line, reply: JSON.parse(line) as Reply}));
      const answer = replies.find(({reply}) => reply.id !== 'behind')!;
      expect(replies.some(({reply}) => reply.id === 'behind')).toBe(true);
      expect(Buffer.byteLength(answer.line)).toBeLessThanOrEqual(entry.maxBytes);
      if (entry.code === undefined) expect(answer.reply.result).toBeDefined();
      else expect(answer.reply.error?.code).toBe(entry.code);
      // Only a file sent to the validator may take long, and then the ping comes first.
      if (replies[0]!.reply.id !== 'behind') expect(pingAt).toBeLessThan(STALL_MS);
      expect(server.exited).toBeUndefined();
    },
    20_000,
  );
});
