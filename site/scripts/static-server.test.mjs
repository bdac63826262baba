import net from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ASSET_TEXT, makeBuildFolder, request, SECURITY_HEADERS} from './static-server-fixture.mjs';
import {startStaticServer} from './static-server.mjs';

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
