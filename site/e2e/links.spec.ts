import {describe, expect, inject, it} from 'vitest';
import {brokenLinks, collectPages} from '../scripts/link-check.mjs';

describe('links in the build', () => {
  it('has no internal link to a missing page or anchor', () => {
    const pages = collectPages(inject('buildDir'));
    expect(pages.size).toBeGreaterThan(1);
    expect(brokenLinks(pages)).toEqual([]);
  });
});
