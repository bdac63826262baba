import {describe, expect, it} from 'vitest';
import {
  admonitionsToQuotes,
  bodyToMarkdown,
  markdownTwin,
  outsideInlineCode,
  splitFences,
  stripEsm,
  type MarkdownOptions,
} from './markdown';

const options = (overrides: Partial<MarkdownOptions> = {}): MarkdownOptions => ({
  mdx: true,
  siteUrl: 'https://docs.example.com',
  pageUrl: 'https://docs.example.com/features/x',
  render: (name, props) => (name === 'ModelTable' ? `| table of ${String(props.provider)} |` : undefined),
  ...overrides,
});

describe('splitFences', () => {
  it('keeps a fence with a longer closing run as one code segment', () => {
    const segments = splitFences('a\n````md\n```js\nx\n```\n`````\nb');
    expect(segments.map((segment) => segment.code)).toEqual([false, true, false]);
    expect(segments[1].text).toBe('````md\n```js\nx\n```\n`````');
  });
});

describe('stripEsm', () => {
  it('drops single-line and multi-line imports and keeps the prose', () => {
    const text = "import A from '@site/a';\nimport {\n  B,\n  C,\n} from '@site/b';\n\nImport your settings.";
    expect(stripEsm(text)).toBe('\nImport your settings.');
  });
});

describe('outsideInlineCode', () => {
  it('changes text around code spans but not inside them', () => {
    expect(outsideInlineCode('a `a` ``a`b`` a', (plain) => plain.replaceAll('a', 'X'))).toBe('X `a` ``a`b`` X');
  });
});

describe('admonitionsToQuotes', () => {
  it('turns a titled admonition into a quote led by its kind and title', () => {
    expect(admonitionsToQuotes(':::tip Save money\nUse a cheaper model.\n:::')).toBe(
      '> **Tip: Save money**\n>\n> Use a cheaper model.',
    );
  });

  it('nests a quote for an admonition inside another and keeps code lines in the quote', () => {
    const text = '::::note\nOuter\n:::warning[Careful]\n```\n:::\n```\n:::\n::::';
    expect(admonitionsToQuotes(text)).toBe(
      '> **Note**\n>\n> Outer\n> > **Warning: Careful**\n> >\n> > ```\n> > :::\n> > ```',
    );
  });
});

describe('bodyToMarkdown', () => {
  it('replaces a component by its rendering and drops its import', () => {
    const body =
      'import ModelTable from \'@site/src/components/ModelTable\';\n\nModels:\n\n<ModelTable provider="anthropic" />\n';
    expect(bodyToMarkdown(body, options())).toBe('Models:\n\n| table of anthropic |');
  });

  it('points to the web page for a component it cannot render', () => {
    expect(bodyToMarkdown('<Widget />', options())).toBe(
      '_This part of the page is shown only on [the web page](https://docs.example.com/features/x)._',
    );
  });

  it('leaves components, imports and links inside code alone', () => {
    const body = '```mdx\nimport X from "x";\n<ModelTable provider="a" />\n[a](/b)\n```\nSee `<ModelTable />`.';
    expect(bodyToMarkdown(body, options())).toBe(body);
  });

  it('makes site links absolute, including reference links, and leaves outside links alone', () => {
    expect(bodyToMarkdown('[a](/features/a#x) [b](https://x.org/y)\n\n[c]: /c', options())).toBe(
      '[a](https://docs.example.com/features/a#x) [b](https://x.org/y)\n\n[c]: https://docs.example.com/c',
    );
  });

  it('points in-page anchors at the page, so they still work in llms-full.txt', () => {
    expect(bodyToMarkdown('See [limits](#limits).', options())).toBe(
      'See [limits](https://docs.example.com/features/x#limits).',
    );
  });

  it('treats tags in a plain .md page as text', () => {
    expect(bodyToMarkdown('Wrap it in <Thinking> tags.\nimport x', options({mdx: false}))).toBe(
      'Wrap it in <Thinking> tags.\nimport x',
    );
  });

  it('drops MDX comments and heading ids', () => {
    expect(bodyToMarkdown('{/* note to self */}\n## Setup {#setup}\nText', options())).toBe('## Setup\nText');
  });
});

describe('markdownTwin', () => {
  it('leads with the title, the description and the page address', () => {
    expect(markdownTwin({title: 'Checkpoints', description: 'Undo edits.', url: 'https://d/x', body: '## Use'})).toBe(
      '# Checkpoints\n\n> Undo edits.\n\nSource: https://d/x\n\n## Use\n',
    );
  });
});
