import {describe, expect, it} from 'vitest';
import {brokenLinks, readPage, routeOfFile} from './link-check.mjs';

describe('routeOfFile', () => {
  it.each([
    ['index.html', '/'],
    ['faq/index.html', '/faq'],
    ['update-notes/v3.25.23/index.html', '/update-notes/v3.25.23'],
    ['404.html', '/404'],
  ])('maps %s to %s', (file, route) => {
    expect(routeOfFile(file)).toBe(route);
  });
});

describe('brokenLinks', () => {
  const pages = new Map([
    [
      '/',
      '<a href="/faq#install">FAQ</a><a href="/faq#nope">x</a><a href="/gone">x</a><a href="https://example.com">x</a>',
    ],
    ['/faq', '<h2 id=install>Install</h2><a class=x href=/>Home</a><a href="/img/logo.svg">logo</a>'],
  ]);

  it('reports a link to a missing page and a missing anchor, and nothing else', () => {
    expect(brokenLinks(pages)).toEqual(['/ → /faq#nope (no #nope on that page)', '/ → /gone (no such page)']);
  });
});

// The regular expressions that read pages before took text in scripts and comments for tags, took `data-href` for
// `href`, and stopped at a `>` inside a quoted attribute value.
describe('readPage', () => {
  it('reads only real tags and attributes', () => {
    const html = [
      '<script>var banner = "<div id=\\"banner\\"><a href=\\"/gone\\">x</a></div>";</script>',
      '<!-- <a href="/old">x</a> -->',
      '<code>&lt;a href="/text"&gt;</code>',
      '<a data-href="/data" href="/faq">x</a>',
      '<a title="a > b" href=\'/faq#install\'>x</a>',
      '<h2 id="tom&amp;jerry">x</h2>',
    ].join('');
    expect(readPage(html)).toEqual({ids: new Set(['tom&jerry']), links: ['/faq', '/faq#install']});
  });
});
