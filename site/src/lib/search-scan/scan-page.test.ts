import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SEARCH_PARSE_MODULE} from '../../../plugins/fast-search-scan';
import {scanDocsPage} from './scan-page';

type PluginParse = (html: string, type: string, url: string, options: object) => unknown;
const pluginParse = (
  createRequire(path.resolve(__dirname, '../../../package.json'))(SEARCH_PARSE_MODULE) as {parse: PluginParse}
).parse;
const byThePlugin = (html: string) =>
  pluginParse(html, 'docs', '/page', {ignoreCssSelectors: [], forceIgnoreNoIndex: false});

// Pages shaped like the built site's: minified, optional end tags left out, a sidebar, an article with anchors.
const page = ({head = '', sidebar = '', article}: {head?: string; sidebar?: string; article: string}) =>
  `<!doctype html><html lang=en><head><meta charset=UTF-8><title>T</title>${head}</head><body>` +
  `<nav class="navbar navbar--fixed-top"><a class=navbar__brand href=/>Roo Code</a></nav>` +
  `<div class=main-wrapper><aside><nav class="menu thin-scrollbar">${sidebar}</nav></aside>` +
  `<main><article>${article}</article><nav class=table-of-contents><a href=#a>A</a></nav></main></div>` +
  `<footer class=footer><h2>Footer heading</h2><p>Footer text</footer></body></html>`;

const heading = (level: number, text: string, id: string) =>
  `<h${level} id=${id}>${text}<a href=#${id} class=hash-link aria-label="Direct link to ${text}">\u200b</a></h${level}>`;

const cases: Record<string, string> = {
  'title in a header, sections under h2 and h3, text between them': page({
    head: `<meta name=description content="Reads files, then edits them"><meta name=keywords content="read,write, edit">`,
    article:
      `<header><h1>Tools &amp; more</h1></header><p>Intro <em>text</em>.<br>Next line` +
      `${heading(2, 'Reading', 'reading')}<p>Reads<ul><li>one<li>two</ul>${heading(3, 'Deep <code>mode</code>', 'deep')}` +
      `<table><thead><tr><th>Name<th>Value<tbody><tr><td>a<td>1</table>${heading(2, 'Writing', 'writing')}<pre><code>x = 1</code></pre>`,
  }),
  'title without a header and headings only inside a wrapper': page({
    article: `<h1>Steps</h1><p>Before<div class=tabs><p>Lead in<div>Inner</div>${heading(2, 'Inside', 'inside')}<p>After</div>`,
  }),
  'list items and definitions whose end tags the minifier dropped': page({
    article:
      `<h1>Quick start</h1>${heading(2, 'Steps', 'steps')}<ol><li><h3><a href=/a>Install</a></h3><p>Add it` +
      `<li><h3><a href=/b>Connect</a></h3><p>Pick one<li><h3>Run</h3><p>Go</ol><dl><dt>Term<dd><p>Means<dt>Other<dd>Also</dl>`,
  }),
  'breadcrumb from the sidebar and an active navbar link': page({
    head: `<meta name=robots content=index>`,
    sidebar:
      `<ul class=menu__list><li class=menu__list-item><div class=menu__list-item-collapsible>` +
      `<a class="menu__link menu__link--sublist menu__link--active" href=/f> Features </a></div>` +
      `<ul><li><a class="menu__link menu__link--active" href=/f/x>Page</a></ul></ul>`,
    article: `<h1>Page</h1><p>Body <a class=navbar__link--active href=/f>Docs</a>`,
  }),
  'copy buttons, version badges, scripts and styles': page({
    article:
      `<h1>Code <span class=badge>Version: 3</span><span class=badge>New</span></h1>` +
      `<div class="mdxCodeBlock_x1"><pre>let a</pre><div><button>Copy</button></div></div>` +
      `<script>var hidden = 1</script><style>.a{}</style><!-- note --><p>Text`,
  }),
  'no article at all': page({article: ''}).replace(/<\/?article>/g, ''),
};

describe('scanDocsPage', () => {
  for (const [name, html] of Object.entries(cases)) {
    it(`reads the page as the search plugin does: ${name}`, () => {
      expect(scanDocsPage(html)).toEqual(byThePlugin(html));
    });
  }

  it('keeps each list item to its own text when the minifier dropped </p> and </li>', () => {
    const scanned = scanDocsPage(cases['list items and definitions whose end tags the minifier dropped']);
    expect(scanned?.sections.map(({title, content}) => [title, content])).toEqual([
      ['Quick start', ''],
      ['Steps', 'Install Add it Connect Pick one Run Go Term Means Other Also'],
      ['Install', 'Add it'],
      ['Connect', 'Pick one'],
      ['Run', 'Go'],
    ]);
  });

  it('returns the title, description, keywords, anchors and breadcrumb it read', () => {
    const scanned = scanDocsPage(cases['title in a header, sections under h2 and h3, text between them']);
    expect(scanned).toMatchObject({
      pageTitle: 'Tools & more',
      description: 'Reads files, then edits them',
      keywords: 'read, write,  edit',
      breadcrumb: [],
    });
    expect(scanned?.sections[1]).toEqual({title: 'Reading', hash: '#reading', content: 'Reads one two'});
    expect(scanDocsPage(cases['breadcrumb from the sidebar and an active navbar link'])?.breadcrumb).toEqual([
      'Docs',
      'Features',
    ]);
  });

  it('skips a page that asks not to be indexed, like the plugin', () => {
    const html = page({head: `<meta name=robots content="noindex, nofollow">`, article: '<h1>Hidden</h1>'});
    expect(scanDocsPage(html)).toBeNull();
    expect(byThePlugin(html)).toBeNull();
  });
});
