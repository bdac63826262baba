import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {baseUrl} from './browser';
import {get, h1Count, titleOf} from './html';
import {siteRoutes} from './routes';

describe('route manifest', () => {
  it('matches the pages the build put in its sitemap', () => {
    const sitemap = fs.readFileSync(path.join(inject('buildDir'), 'sitemap.xml'), 'utf8');
    const built = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
      ([, route]) => route.replace(/\/$/, '') || '/',
    );
    expect([...new Set(built)].sort()).toEqual([...new Set(siteRoutes)].sort());
  });
});

describe('every route in the manifest', () => {
  it.each(siteRoutes)('%s answers 200 with its own title and one h1', async (route) => {
    const page = await get(baseUrl() + route);
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).not.toBe('');
    expect(titleOf(page.html)).not.toMatch(/^Page Not Found/);
    expect(h1Count(page.html)).toBe(1);
  });

  it('gives every page a different title', async () => {
    const titles = await Promise.all(siteRoutes.map(async (route) => titleOf((await get(baseUrl() + route)).html)));
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });
});
