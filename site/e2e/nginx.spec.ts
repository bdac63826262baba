// The nginx server block of DEPLOYMENT.md on Debian's nginx, serving this build: the spec's routes, its must-404 paths and
// its redirects, each with the security headers of `_headers`. The fragments the build emits are only text until a
// real nginx reads them.
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {parseHeadersFile} from '../scripts/headers-file.mjs';
import {get} from './html';
import {NGINX, startNginx, type NginxServer} from './nginx-server';
import {specRoutes} from './spec-routes';

const installed = fs.existsSync(NGINX);
const inCI = Boolean(process.env.CI) && process.env.CI !== 'false';
const SKIP = `nginx is not installed at ${NGINX} (apt-get install -y nginx); skipping the nginx tests outside CI`;
if (!installed && !inCI) console.warn(SKIP);

/** The path a page declares as its own. */
const canonicalPath = (html: string) => {
  const href = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];
  return href === undefined ? undefined : new URL(href).pathname.replace(/(.)\/$/, '$1');
};

describe.skipIf(!installed && !inCI)('the nginx server block of DEPLOYMENT.md', () => {
  let server: NginxServer;
  let expectedHeaders: Record<string, string>;
  const routes = [...specRoutes.docs, ...specRoutes.updateNotes];

  beforeAll(async () => {
    if (!installed) throw new Error(`nginx is missing at ${NGINX}: .ci/run installs Debian's nginx package`);
    const buildDir = inject('buildDir');
    const headersFile = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');
    expectedHeaders = parseHeadersFile(headersFile);
    server = await startNginx(buildDir);
  });
  afterAll(() => server?.close());

  /** Every header of `_headers`, once, with its value. */
  const expectSecurityHeaders = (headers: Headers) => {
    expect(Object.keys(expectedHeaders)).toContain('Content-Security-Policy');
    for (const [name, value] of Object.entries(expectedHeaders)) expect(headers.get(name), name).toBe(value);
  };

  it('is checked on dotted release-note paths', () => {
    expect(routes.filter((route) => /\/v\d+\.\d+\.\d+$/.test(route)).length).toBeGreaterThan(100);
  });

  it.each(routes)('%s answers 200 with its own page', async (route) => {
    const response = await get(server.url + route);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(canonicalPath(response.html)).toBe(route);
    expectSecurityHeaders(response.headers);
  });

  it.each(specRoutes.notFound)('%s answers 404 with the not-found page', async (route) => {
    const response = await get(server.url + route);
    expect(response.status).toBe(404);
    expect(response.html).toContain('Page not found');
    expectSecurityHeaders(response.headers);
  });

  it.each(Object.entries(specRoutes.redirects))('%s is a 301 to %s on the same host', async (from, to) => {
    const response = await get(server.url + from);
    expect(response.status).toBe(301);
    const target = new URL(response.location ?? '', server.url + from);
    expect([target.origin, target.pathname]).toEqual([server.url, to]);
    expectSecurityHeaders(response.headers);
  });

  it('caches hashed assets for a year and keeps the headers on them', async () => {
    const page = await get(server.url + '/');
    const asset = /href="(\/assets\/[^"]+)"/.exec(page.html)?.[1];
    expect(asset).toBeDefined();
    const response = await get(server.url + asset);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response.headers);
  });

  it('sends the Markdown twins as UTF-8 Markdown', async () => {
    const response = await get(server.url + '/features/checkpoints.md');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.html).toMatch(/^# Checkpoints/m);
    expectSecurityHeaders(response.headers);
  });
});
