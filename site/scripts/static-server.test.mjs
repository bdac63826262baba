import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ASSET_TEXT, makeBuildFolder, request, SECURITY_HEADERS} from './static-server-fixture.mjs';
import {LIMITS, startStaticServer} from './static-server.mjs';

const ASSET = '/assets/js/main.0123abcd.js';

let fixture;
let server;
const get = (target, headers = {}, method = 'GET') => request(server.url, {target, headers, method});

beforeAll(async () => {
  fixture = makeBuildFolder();
  server = await startStaticServer({root: fixture.root});
});
afterAll(async () => {
  await server.close();
  fixture.remove();
});

const expectSecurityHeaders = (response) => expect(response.headers).toMatchObject(SECURITY_HEADERS);

describe('request targets', () => {
  it.each(['//x:99999/', '//%zz/', '//[/', 'http://x:99999/', '/a%00b', '*'])(
    'answers %s with 400 and keeps serving',
    async (target) => {
      const response = await get(target);
      expect(response.status).toBe(400);
      expectSecurityHeaders(response);
      expect((await get('/')).status).toBe(200);
    },
  );

  it('answers a path whose escapes do not decode with the 404 page', async () => {
    const response = await get('/features/%E0%A4%A');
    expect(response.status).toBe(404);
    expect(response.body).toContain('no such page');
  });

  it('serves the path of an absolute-form target', async () => {
    expect((await get('http://localhost/faq')).body).toContain('<title>FAQ</title>');
  });

  it.each([
    ['/.//evil.com/index.html', '/evil.com'],
    ['/.//evil.com.html', '/evil.com'],
    ['/faq/index.html?x=1', '/faq?x=1'],
    ['/index.html', '/'],
  ])('sends %s on to %s on this host', async (target, location) => {
    const response = await get(target);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%2f..%2fbuild-private/secret.txt',
    '/.hidden',
  ])('never serves a file outside the build or a dot file: %s', async (target) => {
    const response = await get(target);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('SECRET');
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'PATCH'])('answers %s with 405 and Allow', async (method) => {
    const response = await get('/', {}, method);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expectSecurityHeaders(response);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await get('/faq', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('ranges', () => {
  it('answers bytes=-10 with the last ten bytes', async () => {
    const response = await get(ASSET, {Range: 'bytes=-10'});
    expect(response.status).toBe(206);
    expect(response.body).toBe(ASSET_TEXT.slice(-10));
    expect(response.headers['content-range']).toBe(
      `bytes ${ASSET_TEXT.length - 10}-${ASSET_TEXT.length - 1}/${ASSET_TEXT.length}`,
    );
  });

  it('answers a plain range with exactly its bytes', async () => {
    const response = await get(ASSET, {Range: 'bytes=10-19', 'Accept-Encoding': 'br'});
    expect(response.status).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ASSET_TEXT.slice(10, 20));
  });

  it.each(['bytes=50-10', `bytes=${ASSET_TEXT.length}-`])('answers the unsatisfiable %s with 416', async (range) => {
    const response = await get(ASSET, {Range: range});
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${ASSET_TEXT.length}`);
    expectSecurityHeaders(response);
    expect((await get('/')).status).toBe(200);
  });

  it('reads an end beyond the file as the end of the file', async () => {
    const response = await get(ASSET, {Range: 'bytes=0-99999999999999999999'});
    expect(response.status).toBe(206);
    expect(response.body).toBe(ASSET_TEXT);
  });

  it('ignores a range on a HEAD request, since HTTP defines ranges for GET only', async () => {
    const response = await get(ASSET, {Range: 'bytes=0-9'}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(ASSET_TEXT.length));
  });

  it('ignores an unreadable range and sends the whole file', async () => {
    const response = await get(ASSET, {Range: 'bytes=abc'});
    expect(response.status).toBe(200);
    expect(response.body).toBe(ASSET_TEXT);
  });
});

describe('conditional requests', () => {
  it('answers 304 to a list holding the ETag, a weak form of it, or *', async () => {
    const {headers} = await get(ASSET);
    const etag = headers.etag;
    for (const value of [etag, `"nope", ${etag}`, `W/${etag}`, '*']) {
      const response = await get(ASSET, {'If-None-Match': value});
      expect(response.status, value).toBe(304);
      expect(response.body).toBe('');
      expectSecurityHeaders(response);
    }
    expect((await get(ASSET, {'If-None-Match': '"other"'})).status).toBe(200);
  });

  it('answers 412 with the security headers when If-Match names another version', async () => {
    const response = await get(ASSET, {'If-Match': '"other"'});
    expect(response.status).toBe(412);
    expectSecurityHeaders(response);
    expect((await get(ASSET, {'If-Match': (await get(ASSET)).headers.etag})).status).toBe(200);
  });

  it('checks If-Match and If-Unmodified-Since on a compressed answer too', async () => {
    const br = await get(ASSET, {'Accept-Encoding': 'br'});
    const refused = await get(ASSET, {'Accept-Encoding': 'br', 'If-Match': '"other"'});
    expect(refused.status).toBe(412);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expectSecurityHeaders(refused);
    for (const value of [br.headers.etag, `"other", ${br.headers.etag}`, '*']) {
      expect((await get(ASSET, {'Accept-Encoding': 'br', 'If-Match': value})).status, value).toBe(200);
    }
    // If-Match compares strongly: a weak validator never matches.
    expect((await get(ASSET, {'Accept-Encoding': 'br', 'If-Match': `W/${br.headers.etag}`})).status).toBe(412);
    const before = 'Thu, 01 Jan 1998 00:00:00 GMT';
    expect((await get(ASSET, {'Accept-Encoding': 'br', 'If-Unmodified-Since': before})).status).toBe(412);
    const later = new Date(Date.now() + 86_400_000).toUTCString();
    expect((await get(ASSET, {'Accept-Encoding': 'br', 'If-Unmodified-Since': later})).status).toBe(200);
    // With If-Match present, If-Unmodified-Since is not looked at (RFC 9110, 13.2.2).
    const both = {'Accept-Encoding': 'br', 'If-Match': br.headers.etag, 'If-Unmodified-Since': before};
    expect((await get(ASSET, both)).status).toBe(200);
  });

  it('gives each compressed copy its own ETag', async () => {
    const plain = await get(ASSET);
    const br = await get(ASSET, {'Accept-Encoding': 'br'});
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect((await get(ASSET, {'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag})).status).toBe(304);
  });
});

describe('what a static host does', () => {
  it('serves dotted release-note routes, Markdown as UTF-8 and a 404 page with its status', async () => {
    expect((await get('/update-notes/v3.25.23')).status).toBe(200);
    const markdown = await get('/faq.md');
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.body).toBe('# FAQ — questions\n');
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('no such page');
    expectSecurityHeaders(missing);
  });

  it('compresses with the coding the client prefers and caches hashed assets for a year', async () => {
    expect((await get(ASSET, {'Accept-Encoding': 'gzip, br;q=0.5'})).headers['content-encoding']).toBe('gzip');
    expect((await get(ASSET, {'Accept-Encoding': 'br;q=0, gzip;q=0'})).headers['content-encoding']).toBeUndefined();
    const response = await get(ASSET, {'Accept-Encoding': 'gzip, deflate, br'});
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe(ASSET_TEXT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
  });

  it('answers a request Node cannot parse with 400 and the security headers', async () => {
    const {hostname, port} = new URL(server.url);
    const raw = await new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => socket.end('GET / HTTP/1.1\r\nBad Header\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toContain('X-Frame-Options: DENY');
  });
});

/** The raw answer to bytes written as they are (no client library adds a Host or drops an odd Expect). */
function rawExchange(text) {
  const {hostname, port} = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let answer = '';
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('data', (chunk) => {
      answer += chunk;
      // One answer is all these tests need; the socket may be kept alive.
      if (/\r\n\r\n/.test(answer)) socket.end();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('answers Node would send without the policy', () => {
  it.each([
    ['an HTTP/1.1 request without Host', 'GET / HTTP/1.1\r\n\r\n', 400],
    ['an unknown Expect', 'GET / HTTP/1.1\r\nHost: x\r\nExpect: something-odd\r\n\r\n', 417],
  ])('answers %s with its status and every security header', async (_what, text, status) => {
    const answer = await rawExchange(text);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(answer.toLowerCase()).toContain(`${name}: ${value}`.toLowerCase());
    }
    expect((await get('/')).status).toBe(200);
  });

  it('still serves an HTTP/1.0 request without Host', async () => {
    expect(await rawExchange('GET / HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('Markdown on request', () => {
  it.each([
    ['text/markdown', 'markdown'],
    ['text/markdown, text/html;q=0.9', 'markdown'],
    ['text/html;q=0.5, text/markdown;q=0.8, */*;q=0.1', 'markdown'],
    ['text/html, text/markdown;q=0.9', 'html'],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'html'],
    ['text/markdown;q=0, text/html', 'html'],
    // RFC 7763's parameters (issue 43, F11): the twin is UTF-8 and plain enough for any variant.
    ['text/markdown; charset=utf-8', 'markdown'],
    ['text/markdown;charset="UTF-8";q=0.9, text/html;q=0.8', 'markdown'],
    ['text/markdown; variant=GFM', 'markdown'],
    ['text/markdown; charset=iso-8859-1, text/html;q=0.5', 'html'],
    ['text/markdown; charset=utf-8;q=0.5, text/html', 'html'],
    [undefined, 'html'],
  ])('answers a page route for Accept %s with its %s', async (accept, kind) => {
    const response = await get('/faq', accept ? {Accept: accept} : {});
    expect(response.status).toBe(200);
    if (kind === 'markdown') {
      expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(response.body).toBe('# FAQ — questions\n');
    } else {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>FAQ</title>');
    }
    expect(response.headers.vary).toMatch(/^Accept(, Accept-Encoding)?$/);
    expect(response.headers.link).toBe('</faq.md>; rel="alternate"; type="text/markdown"');
  });

  it('gives the two answers different ETags, so a cached HTML copy never answers a Markdown request', async () => {
    const html = await get('/faq');
    const markdown = await get('/faq', {Accept: 'text/markdown'});
    expect(html.headers.etag).not.toBe(markdown.headers.etag);
    expect((await get('/faq', {Accept: 'text/markdown', 'If-None-Match': html.headers.etag})).status).toBe(200);
  });

  it('leaves a page without a twin, and the twin itself, as they were', async () => {
    const release = await get('/update-notes/v3.25.23', {Accept: 'text/markdown'});
    expect(release.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(release.headers.link).toBeUndefined();
    expect((await get('/faq.md')).headers.vary ?? '').not.toMatch(/Accept(?!-)/);
  });
});

describe('the MCP mount', () => {
  it.each(['/mcp', '/mcp/', '/mcp?x=1'])(
    'hands %s to the MCP handler, with the policy headers, for any method',
    async (target) => {
      const seen = [];
      const mounted = await startStaticServer({
        root: fixture.root,
        mcp: async (req, res) => {
          seen.push(req.method);
          res.statusCode = 202;
          res.end();
        },
      });
      try {
        const response = await request(mounted.url, {target, method: 'POST'});
        expect(response.status).toBe(202);
        expectSecurityHeaders(response);
        expect((await request(mounted.url, {target, method: 'DELETE'})).status).toBe(202);
        expect(seen).toEqual(['POST', 'DELETE']);
        expect((await request(mounted.url, {target: '/faq'})).status).toBe(200);
      } finally {
        await mounted.close();
      }
    },
  );
});

describe('slow and many clients (issue 43, F7)', () => {
  const limits = {headersTimeout: 400, requestTimeout: 800, connectionsCheckingInterval: 100, maxConnections: 3};

  /** Opens a socket, writes `bytes`, and resolves with the first line of the answer and when the socket closed. */
  const hold = (url, bytes) =>
    new Promise((resolve) => {
      const started = Date.now();
      const {port} = new URL(url);
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({status: data.split('\r\n')[0], closedAfter: Date.now() - started}));
    });

  it('drops a request whose body stops arriving, and headers that never end, within the limits', async () => {
    // A mount that waits for the whole body, as the MCP handler does.
    const mcp = (req, res) =>
      new Promise((resolve) => {
        req.resume();
        req.on('end', () => resolve(res.end()));
      });
    const limited = await startStaticServer({root: fixture.root, limits, mcp});
    try {
      const [body, headers] = await Promise.all([
        hold(limited.url, 'POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{'),
        hold(limited.url, 'GET /faq HTTP/1.1\r\nHost: x\r\nX-Slow: '),
      ]);
      for (const held of [body, headers]) {
        expect(held.status).toBe('HTTP/1.1 408 Request Timeout');
        expect(held.closedAfter).toBeLessThan(3000);
      }
    } finally {
      await limited.close();
    }
  });

  it('closes a connection past maxConnections at once, and serves again when one ends', async () => {
    const limited = await startStaticServer({
      root: fixture.root,
      limits: {...limits, headersTimeout: 5000, requestTimeout: 5000},
    });
    const {port} = new URL(limited.url);
    const open = await Promise.all(
      Array.from(
        {length: 3},
        () =>
          new Promise((resolve) =>
            net.connect(Number(port), '127.0.0.1', function () {
              resolve(this);
            }),
          ),
      ),
    );
    try {
      const extra = await hold(limited.url, 'GET /faq HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(extra.status).toBe('');
      open[0].destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await request(limited.url, {target: '/faq'})).status).toBe(200);
    } finally {
      for (const socket of open) socket.destroy();
      await limited.close();
    }
  });

  it('keeps the limits of issue 43 by default: seconds, not minutes', () => {
    expect(LIMITS.requestTimeout).toBeLessThanOrEqual(15_000);
    expect(LIMITS.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(LIMITS.connectionsCheckingInterval).toBeLessThanOrEqual(1000);
    expect(LIMITS.maxConnections).toBeGreaterThan(0);
  });
});

describe("the build's _redirects", () => {
  it('answers a moved page with a same-host 301 to its new path, query kept', async () => {
    fs.writeFileSync(
      path.join(fixture.root, '_redirects'),
      '# generated\n/old-faq /faq 301\n/elsewhere https://evil.example/ 301\n',
    );
    const moved = await startStaticServer({root: fixture.root});
    try {
      for (const target of ['/old-faq', '/old-faq/']) {
        const response = await request(moved.url, {target: `${target}?a=1`});
        expect(response.status).toBe(301);
        expect(response.headers.location).toBe('/faq?a=1');
        expectSecurityHeaders(response);
      }
      // Only paths on this host are followed; a rule naming another site is ignored.
      expect((await request(moved.url, {target: '/elsewhere'})).status).toBe(404);
    } finally {
      await moved.close();
      fs.rmSync(path.join(fixture.root, '_redirects'));
    }
  });
});
