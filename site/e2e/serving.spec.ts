import {describe, expect, it} from 'vitest';
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
    // The entry scripts' URLs are in the inline loader's list (src/lib/paint-first-scripts), as JSON strings.
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
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
