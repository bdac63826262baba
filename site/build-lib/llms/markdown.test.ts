import {describe, expect, it} from 'vitest';
import {bodyToMarkdown, markdownTwin, type MarkdownOptions} from './markdown';

const options = (overrides: Partial<MarkdownOptions> = {}): MarkdownOptions => ({
  mdx: true,
  siteUrl: 'https://docs.example.com',
  pageUrl: 'https://docs.example.com/features/x',
  render: (name, props) => {
    if (name === 'ModelTable') {
      return {block: [{type: 'paragraph', children: [{type: 'text', value: `table of ${String(props.provider)}`}]}]};
    }
    if (name === 'EnumValues') return {inline: [{type: 'inlineCode', value: String(props.name)}]};
    return undefined;
  },
  ...overrides,
});

const POINTER = '*This part of the page is shown only on [the web page](https://docs.example.com/features/x).*';

describe('bodyToMarkdown', () => {
  it('replaces a component by its rendering and drops its import, single-line or not', () => {
    const body =
      "import ModelTable from '@site/src/components/ModelTable';\nimport {\n  A,\n  B,\n} from '@site/b';\n\n" +
      'Models:\n\n<ModelTable provider="anthropic" />\n\nImport your settings.';
    expect(bodyToMarkdown(body, options())).toBe('Models:\n\ntable of anthropic\n\nImport your settings.');
  });

  it('puts an inline rendering inside its sentence', () => {
    expect(bodyToMarkdown('Pick <EnumValues name="effort" /> here.', options())).toBe('Pick `effort` here.');
  });

  it('points to the web page for a component it cannot render or whose props are not literals', () => {
    expect(bodyToMarkdown('<Widget />', options())).toBe(POINTER);
    expect(bodyToMarkdown('<ModelTable provider={name} />', options())).toBe(POINTER);
    expect(bodyToMarkdown('<ModelTable {...props} />', options())).toBe(POINTER);
    expect(bodyToMarkdown('See <Widget /> here.', options())).toBe(`See ${POINTER} here.`);
  });

  it('leaves components, imports, admonitions and links inside code alone', () => {
    const body =
      '````mdx\nimport X from "x";\n<ModelTable provider="a" />\n```\n:::tip\n[a](/b)\n````\n\nSee `<ModelTable />`.';
    expect(bodyToMarkdown(body, options())).toBe(body);
  });

  it('keeps HTML elements as HTML, with their attributes, and unwraps fragments', () => {
    expect(bodyToMarkdown('A <>fragment</> here.', options())).toBe('A fragment here.');
    expect(bodyToMarkdown('| a |\n| - |\n| <span id="limit">Limit</span> |', options())).toBe(
      '| a |\n| - |\n| <span id="limit">Limit</span> |',
    );
  });

  it('makes site links and images absolute, including reference links, and leaves outside links alone', () => {
    expect(bodyToMarkdown('[a](/features/a#x) [b](https://x.org/y) ![i](/img/i.png)\n\n[c]: /c', options())).toBe(
      '[a](https://docs.example.com/features/a#x) [b](https://x.org/y) ![i](https://docs.example.com/img/i.png)\n\n' +
        '[c]: https://docs.example.com/c',
    );
  });

  it('points in-page anchors at the page, so they still work in llms-full.txt', () => {
    expect(bodyToMarkdown('See [limits](#limits).', options())).toBe(
      'See [limits](https://docs.example.com/features/x#limits).',
    );
  });

  it('treats tags and import lines in a plain .md page as text', () => {
    expect(bodyToMarkdown('Wrap it in <Thinking> tags.\nimport x', options({mdx: false}))).toBe(
      'Wrap it in <Thinking> tags.\nimport x',
    );
  });

  it('drops MDX comments and heading ids', () => {
    expect(bodyToMarkdown('{/* note to self */}\n\n## Setup {#setup}\n\nText', options({mdx: false}))).toBe(
      '{/\\* note to self \\*/}\n\n## Setup\n\nText',
    );
    expect(bodyToMarkdown('{/* note to self */}\n\n## Setup\n\nText', options())).toBe('## Setup\n\nText');
  });

  it('turns admonitions into quotes led by kind and title, nested ones into nested quotes, code kept', () => {
    expect(bodyToMarkdown(':::tip[Save *money*]\nUse a cheaper model.\n:::', options())).toBe(
      '> **Tip: Save _money_**\n>\n> Use a cheaper model.',
    );
    const nested = '::::note\nOuter\n\n:::warning\n```\n[a](/b)\n```\n:::\n::::';
    expect(bodyToMarkdown(nested, options())).toBe(
      '> **Note**\n>\n> Outer\n>\n> > **Warning**\n> >\n> > ```\n> > [a](/b)\n> > ```',
    );
  });

  it('keeps a colon before a word as text, as the site shows it', () => {
    expect(bodyToMarkdown('Ratio 16:9, see :name{a=1} here.', options())).toBe('Ratio 16:9, see :name{a=1} here.');
    expect(bodyToMarkdown('::leaf', options({mdx: false}))).toBe('::leaf');
  });

  it.each([false, true])('writes a :ui[Label] as bold, each part of a path on its own (mdx: %s)', (mdx) => {
    expect(bodyToMarkdown('Open :ui[Settings] → :ui[Auto-Approve] and click :ui[Save].', options({mdx}))).toBe(
      'Open **Settings** → **Auto-Approve** and click **Save**.',
    );
  });

  it('keeps an empty :ui[] as written (the bracket escaped), not as empty bold', () => {
    expect(bodyToMarkdown('Broken :ui[] here.', options({mdx: false}))).toBe('Broken :ui\\[] here.');
  });

  it.each([false, true])('writes each :cite[] as a plain link to the lines at the tag (mdx: %s)', (mdx) => {
    const body = 'Roo waits.:cite[src/__tests__/Task.ts:120-134]:cite[src/a.ts:7] Then it retries.';
    expect(bodyToMarkdown(body, options({mdx, citeTag: 'v3.28.10'}))).toBe(
      'Roo waits. [source](https://github.com/RooCodeInc/Roo-Code/blob/v3.28.10/src/__tests__/Task.ts#L120-L134) ' +
        '[source](https://github.com/RooCodeInc/Roo-Code/blob/v3.28.10/src/a.ts#L7) Then it retries.',
    );
  });
});

describe('markdownTwin', () => {
  it('leads with the title, the description and the page address', () => {
    expect(markdownTwin({title: 'Checkpoints', description: 'Undo edits.', url: 'https://d/x', body: '## Use'})).toBe(
      '# Checkpoints\n\n> Undo edits.\n\nSource: https://d/x\n\n## Use\n',
    );
  });
});
