import {describe, expect, it} from 'vitest';
import {pageRecord} from './page-record';

const SECTIONS = ['features', 'update-notes'];

const builtPage = (body: string, head = '') =>
  `<!doctype html><html><head><meta name="description" content="Save and restore work.">` +
  `<meta name="keywords" content="undo,rollback">${head}</head><body><nav class="navbar">Site chrome</nav>` +
  `<article><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a aria-label="Home page"></a></li>` +
  `<li class="breadcrumbs__item"><span>Features</span></li><li class="breadcrumbs__item"><span>MCP</span></li>` +
  `<li class="breadcrumbs__item breadcrumbs__item--active"><span>Checkpoints</span></li></ul></nav>` +
  `<div class="theme-doc-markdown markdown">${body}</div></article><footer>Footer text</footer></body></html>`;

describe('pageRecord', () => {
  it('keeps the Markdown body with its headings, without the chrome around it', () => {
    const record = pageRecord({
      html: builtPage(
        '<header><h1>Checkpoints</h1></header><p>Restore a task.<a class="cite-link" href="https://github.com/x" ' +
          'aria-label="Source: src/a.ts, line 3 (v3.28.10)" data-pagefind-ignore="">source</a></p>' +
          '<h2 id="restore">Restore<a class="hash-link" href="#restore">​</a></h2><button>Copy</button>' +
          '<p><img src="data:image/png;base64,qzxwvjkplm" alt="A diagram"></p>',
      ),
      url: '/features/checkpoints',
      sections: SECTIONS,
    });
    expect(record?.title).toBe('Checkpoints');
    expect(record?.section).toBe('features');
    expect(record?.document).toContain('<h2 id="restore">Restore</h2>');
    expect(record?.document).not.toContain('Site chrome');
    expect(record?.document).not.toContain('Footer text');
    expect(record?.document).not.toContain('hash-link');
    expect(record?.document).not.toContain('Copy');
    expect(record?.document).not.toContain('<img');
    expect(record?.document).toContain('<p>Restore a task.</p>');
    expect(record?.text).not.toMatch(/\bsource\b/);
  });

  it('tags the page with its kind, section and breadcrumb, and indexes keywords and description', () => {
    const record = pageRecord({
      html: builtPage('<h1>Checkpoints</h1>'),
      url: '/features/checkpoints',
      sections: SECTIONS,
    });
    expect(record?.document).toContain('<span data-pagefind-filter="kind:guide"></span>');
    expect(record?.document).toContain('<span data-pagefind-filter="section:features"></span>');
    expect(record?.document).toContain('data-pagefind-meta="breadcrumb:Features › MCP"');
    expect(record?.document).toContain('<p data-pagefind-weight="5">undo, rollback</p>');
    expect(record?.text).toContain('Save and restore work.');
  });

  it('calls pages below /update-notes release notes, and the notes index a guide', () => {
    const note = pageRecord({html: builtPage('<h1>3.28.10</h1>'), url: '/update-notes/v3.28.10', sections: SECTIONS});
    const index = pageRecord({html: builtPage('<h1>Release Notes</h1>'), url: '/update-notes', sections: SECTIONS});
    expect(note?.document).toContain('kind:note');
    expect(index?.document).toContain('kind:guide');
    expect(index?.section).toBe('update-notes');
  });

  it('escapes text that would otherwise become markup or break an attribute', () => {
    const html = builtPage('<h1>A &lt;b&gt; "title"</h1>').replace('Features', 'Say "hi" &amp; &lt;go&gt;');
    const record = pageRecord({html, url: '/faq', sections: SECTIONS});
    expect(record?.section).toBeUndefined();
    expect(record?.document).toContain('data-pagefind-meta="breadcrumb:Say &quot;hi&quot; &amp; &lt;go&gt; › MCP"');
    expect(record?.document).toContain('<title>A &lt;b&gt; "title"</title>');
  });

  it('skips a page without a Markdown body', () => {
    expect(
      pageRecord({html: '<html><body><main>Search</main></body></html>', url: '/search', sections: SECTIONS}),
    ).toBe(undefined);
  });
});
