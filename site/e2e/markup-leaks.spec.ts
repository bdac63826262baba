import {describe, expect, inject, it} from 'vitest';
import {collectPages} from '../scripts/link-check.mjs';

// Markdown the renderer did not understand reaches the reader as text. The case that happened: `:::tip Title` (the
// MDX 1 title syntax, off since mdx1Compat) printed the fence and the title inside a paragraph instead of a tip box.
const LEAKS: [string, RegExp][] = [
  ['an admonition fence', /<p>\s*:::/],
  ['a heading id', /<h[1-6][^>]*>[^<]*\{#[\w-]+\}/],
];

describe('markup in the build', () => {
  it('shows no admonition fence or heading id as text on any page', () => {
    const pages = collectPages(inject('buildDir'));
    expect(pages.size).toBeGreaterThan(100);
    const leaks = [...pages].flatMap(([route, html]) =>
      LEAKS.filter(([, pattern]) => pattern.test(html)).map(([what]) => `${route}: ${what}`),
    );
    expect(leaks).toEqual([]);
  });
});
