import {describe, expect, it} from 'vitest';
import {closeRoutes} from '../src/pages';
import {makeSite, parsePage} from '../src/site';

const siteOf = (routes: string[]) =>
  makeSite(
    '/nowhere',
    routes.map((route) => parsePage(route, `# ${route}\n`)),
    'https://docs.roocode.com',
  );

describe('closeRoutes', () => {
  it('puts a route with the same last segment first', () => {
    const site = siteOf(['/features/checkpoint-a', '/advanced-usage/checkpoints', '/features/checkpointz']);
    expect(closeRoutes(site, '/features/checkpoints', 1)).toEqual(['/advanced-usage/checkpoints']);
  });

  it('counts two swapped neighbours as one edit, so a swap ranks above two wrong letters', () => {
    // Both are two letter changes away; only a distance that knows transpositions tells them apart.
    const site = siteOf(['/features/modxx', '/features/mdoes']);
    expect(closeRoutes(site, '/features/modes', 1)).toEqual(['/features/mdoes']);
  });
});
