import {describe, expect, it} from 'vitest';
import {markdownLink, nginxMarkdown, vercelLinkHeaders} from './markdown-alternates';
import {vercelConfig} from './redirect-rules';

describe('vercelLinkHeaders', () => {
  it("names each page's twin on its clean route, the home page's as /index.md", () => {
    expect(vercelLinkHeaders(['/', '/features/', '/update-notes/v3.28.10'])).toEqual([
      {source: '/', headers: [{key: 'Link', value: '</index.md>; rel="alternate"; type="text/markdown"'}]},
      {source: '/features', headers: [{key: 'Link', value: '</features.md>; rel="alternate"; type="text/markdown"'}]},
      {
        source: '/update-notes/v3.28.10',
        headers: [{key: 'Link', value: '</update-notes/v3.28.10.md>; rel="alternate"; type="text/markdown"'}],
      },
    ]);
  });

  it('goes after the policy rule for every path in vercel.json', () => {
    const config = JSON.parse(vercelConfig([], {'X-Frame-Options': 'DENY'}, vercelLinkHeaders(['/faq'])));
    expect(config.headers.map((rule: {source: string}) => rule.source)).toEqual(['/(.*)', '/faq']);
  });
});

describe('nginxMarkdown', () => {
  // The map's regular expression, run here as nginx's PCRE would run it (case-insensitive).
  const pattern = new RegExp(/"~\*(.+)" "\.md";/.exec(nginxMarkdown())![1].replace(/\\\\/g, '\\'), 'i');

  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['Text/Markdown', true],
    ['text/html, text/markdown', false],
    ['text/html,application/xhtml+xml,*/*;q=0.8', false],
    ['text/markdown;q=0, */*', false],
    ['text/markdown; q=0.0', false],
    ['text/markdown;q=0.5', true],
  ])('serves the twin for Accept %s: %s', (accept, twin) => {
    expect(pattern.test(accept)).toBe(twin);
  });

  it('sends the Link header in the form the other hosts use', () => {
    expect(nginxMarkdown()).toContain('"<$roo_docs_route.md>; rel=\\"alternate\\"; type=\\"text/markdown\\""');
    expect(markdownLink('/faq')).toBe('</faq.md>; rel="alternate"; type="text/markdown"');
  });
});
