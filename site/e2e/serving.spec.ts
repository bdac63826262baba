import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {parseHeadersFile} from '../scripts/headers-file.mjs';
import {request} from '../scripts/static-server-fixture.mjs';
import {parseNginxHeaders} from '../build-lib/security-headers';
import {baseUrl} from './browser';
import {get} from './html';
import {updateNoteRoutes} from './routes';

describe('static serving', () => {
  it('answers 200 for a route with dots in its last segment', async () => {
    const dotted = updateNoteRoutes.find((route) => /v\d+\.\d+\.\d+$/.test(route));
    expect(dotted).toBeDefined();
    expect((await get(baseUrl() + dotted)).status).toBe(200);
  });

  it.each([
    ['/features/index.html', '/features'],
    ['/features.html', '/features'],
    ['/index.html', '/'],
  ])('sends %s on to %s', async (from, to) => {
    const response = await get(baseUrl() + from);
    expect(response.status).toBe(301);
    expect(response.location).toBe(to);
  });

  it('compresses pages for clients that accept it', async () => {
    const response = await fetch(baseUrl() + '/', {headers: {'Accept-Encoding': 'gzip, br'}});
    expect(['gzip', 'br']).toContain(response.headers.get('content-encoding'));
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const home = await get(baseUrl() + '/');
    // The entry scripts' URLs are in the inline loader's list (build-lib/paint-first-scripts), as JSON strings.
    const asset = /"(\/assets\/js\/main\.[^"]+\.js)"/.exec(home.html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(baseUrl() + asset);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('security headers', () => {
  it('sends the policy of the build’s _headers file with every page', async () => {
    const response = await fetch(baseUrl() + '/features');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it.each([
    ['GET', '/no-such-page', 404, {}],
    ['GET', '//x:99999/', 400, {}],
    ['POST', '/features', 405, {}],
    ['GET', '/pagefind/vocabulary.txt', 416, {Range: 'bytes=50-10'}],
  ] as const)('sends the policy with a %s %s answered %i too', async (method, target, status, headers) => {
    const response = await request(baseUrl(), {target, method, headers: {...headers}});
    expect(response.status).toBe(status);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('writes the same headers into vercel.json and nginx-headers.conf as into _headers', () => {
    const buildDir = inject('buildDir');
    const read = (name: string) => fs.readFileSync(path.join(buildDir, name), 'utf8');
    const expected = parseHeadersFile(read('_headers'));
    expect(Object.keys(expected)).toContain('Content-Security-Policy');
    const vercel = JSON.parse(read('vercel.json')) as {
      headers: {source: string; headers: {key: string; value: string}[]}[];
    };
    expect(vercel.headers[0]?.source).toBe('/(.*)');
    expect(Object.fromEntries(vercel.headers[0].headers.map(({key, value}) => [key, value]))).toEqual(expected);
    expect(parseNginxHeaders(read('nginx-headers.conf'))).toEqual(expected);
  });
});
