// Property-based fuzzing of the static server: thousands of generated targets, methods and headers against a small
// build folder with a secret planted beside it. Bounded by the run count so it takes a few seconds.
import http from 'node:http';
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ASSET_TEXT, makeBuildFolder, request, SECRET, SECURITY_HEADERS} from './static-server-fixture.mjs';
import {startStaticServer} from './static-server.mjs';

const STATUSES = new Set([200, 206, 301, 304, 400, 404, 405, 416, 431]);

const segment = fc.oneof(
  fc.constantFrom(
    '',
    '.',
    '..',
    '%2e%2e',
    '%2E%2e%2F',
    '..%2f',
    '..%5c',
    '%00',
    '%zz',
    '%',
    '\\',
    '..\\..',
    'faq',
    'faq.md',
    'index.html',
    '.html',
    'assets',
    'js',
    'main.0123abcd.js',
    'update-notes',
    'v3.25.23',
    'secret.txt',
    'build-private',
    '.hidden',
    'evil.com',
    'x:99999',
    '[',
    '@evil.com',
    '%2f%2fevil.com',
  ),
  fc.stringMatching(/^[\x21-\x7e]{0,12}$/),
  fc.string({unit: 'binary', maxLength: 6}).map(encodeURIComponent),
);

const target = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        '/',
        '//',
        '/./',
        '/.//',
        '///',
        '\\',
        'http://x:99999',
        'http://localhost',
        'https://[',
        '*',
        '',
      ),
      fc.array(segment, {maxLength: 6}),
      fc.constantFrom('', '?', '?q=1', '?a=%zz', '#frag', '/'),
    )
    .map(([start, parts, end]) => start + parts.join('/') + end),
  fc.webPath(),
  fc.stringMatching(/^[\x21-\x7e]{0,40}$/),
);

const method = fc.oneof(
  fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'PATCH', 'CONNECT'),
  fc.stringMatching(/^[A-Z]{1,8}$/),
);

const number = fc.oneof(fc.nat({max: ASSET_TEXT.length * 2}), fc.constantFrom('', '99999999999999999999', '-1', 'x'));
const range = fc.oneof(
  fc.tuple(number, number).map(([from, to]) => `bytes=${from}-${to}`),
  fc.nat({max: ASSET_TEXT.length * 2}).map((n) => `bytes=-${n}`),
  fc.tuple(number, number, number, number).map(([a, b, c, d]) => `bytes=${a}-${b},${c}-${d}`),
  fc.constantFrom('bytes=abc', 'bytes=', 'items=0-5', 'bytes=50-10', 'bytes=-0', 'bytes=0-'),
  fc.stringMatching(/^[\x20-\x7e]{0,20}$/),
);
const ifNoneMatch = fc.oneof(
  fc.constantFrom('*', '"x"', 'W/"x"', '', ','),
  fc
    .array(fc.stringMatching(/^(W\/)?"[0-9a-f-]{0,12}(br|gzip)?"$/), {minLength: 1, maxLength: 3})
    .map((list) => list.join(', ')),
  fc.stringMatching(/^[\x20-\x7e]{0,20}$/),
);
const acceptEncoding = fc.oneof(
  fc.constantFrom('gzip, deflate, br', 'br', 'gzip', 'identity', '*', 'br;q=0', 'gzip;q=0.5, br;q=0.4', '*;q=0', ''),
  fc.stringMatching(/^[\x20-\x7e]{0,24}$/),
);

const headers = fc.record(
  {
    Range: range,
    'If-None-Match': ifNoneMatch,
    'Accept-Encoding': acceptEncoding,
    'If-Range': fc.constantFrom('"x"', 'Mon, 01 Jan 2024 00:00:00 GMT'),
  },
  {requiredKeys: []},
);

/** Node refuses to send some generated targets and header values itself; those are not the server's concern. */
function sendable(targetText, headerValues) {
  if (!targetText || /[^\u0021-\u00ff]/.test(targetText)) return false;
  try {
    for (const [name, value] of Object.entries(headerValues)) http.validateHeaderValue(name, value);
    return true;
  } catch {
    return false;
  }
}

let fixture;
let server;
const agent = new http.Agent({keepAlive: true, maxSockets: 8});

beforeAll(async () => {
  fixture = makeBuildFolder();
  server = await startStaticServer({root: fixture.root});
});
afterAll(async () => {
  agent.destroy();
  await server.close();
  fixture.remove();
});

describe('static server under generated requests', () => {
  it('stays up, answers a known status with the security headers, and never leaves the build', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(target, method, headers, async (targetText, methodName, headerValues) => {
        fc.pre(sendable(targetText, headerValues));
        sent += 1;
        const response = await request(server.url, {
          target: targetText,
          method: methodName,
          headers: headerValues,
          agent,
        });
        expect(STATUSES.has(response.status), `${response.status} for ${methodName} ${targetText}`).toBe(true);
        expect(response.headers).toMatchObject(SECURITY_HEADERS);
        expect(response.body).not.toContain(SECRET);
        if (response.status === 301) expect(response.headers.location).toMatch(/^\/(?![/\\])/);
        if (response.status === 405) expect(response.headers.allow).toBe('GET, HEAD');
        if (response.status === 206) {
          const [, from, to, size] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers['content-range']) ?? [];
          expect(response.raw.length).toBe(Number(to) - Number(from) + 1);
          // The asset is the one file of its size, and ASCII, so its ranges can be checked byte for byte.
          if (Number(size) === ASSET_TEXT.length)
            expect(response.body).toBe(ASSET_TEXT.slice(Number(from), Number(to) + 1));
        }
      }),
      {numRuns: 3000, interruptAfterTimeLimit: 20_000},
    );
    expect(sent).toBeGreaterThan(1000);
    expect((await request(server.url, {target: '/'})).status).toBe(200);
  }, 60_000);
});
