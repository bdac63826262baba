import {compile} from '@mdx-js/mdx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {buildModelTable} from '../../src/lib/schema-models';
import {getEnumValues} from '../schema-enums';
import {settingsRows} from '../schema-registry';
import remarkStaticProps from './remark-static-props';

type Attribute = {name: string; value: unknown};
type Node = {type: string; name?: string; attributes?: Attribute[]; children?: Node[]};

async function transform(mdx: string, path = 'docs/page.mdx'): Promise<Node> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkStaticProps);
  const file = {path, value: mdx};
  // oxlint-disable-next-line typescript/await-thenable -- `as never` hides the file type, not the promise run returns
  return (await processor.run(processor.parse(mdx), file as never)) as unknown as Node;
}

function elements(node: Node, name: string): Node[] {
  const own = node.name === name ? [node] : [];
  return [...own, ...(node.children ?? []).flatMap((child) => elements(child, name))];
}

const dataOf = (node: Node) => {
  const value = node.attributes?.find((a) => a.name === 'data')?.value as {value: string} | undefined;
  return value ? JSON.parse(value.value) : undefined;
};

describe('remarkStaticProps', () => {
  it('gives an imported ModelTable the rows of its provider', async () => {
    const tree = await transform(
      'import ModelTable from \'@site/src/components/ModelTable\';\n\n<ModelTable provider="anthropic" />\n',
    );
    const [table] = elements(tree, 'ModelTable');
    expect(dataOf(table)).toEqual(JSON.parse(JSON.stringify(buildModelTable('anthropic'))));
  });

  it('reads an array of keys written as a JSX expression', async () => {
    const tree = await transform(
      "import SettingsTable from '@site/src/components/SettingsTable';\n\n" +
        "<SettingsTable schema=\"globalSettings\" keys={['maxReadFileLine', 'alwaysAllowReadOnly']} />\n",
    );
    const data = dataOf(elements(tree, 'SettingsTable')[0]);
    expect(data).toEqual(
      JSON.parse(JSON.stringify(settingsRows('globalSettings', ['maxReadFileLine', 'alwaysAllowReadOnly']))),
    );
    expect(data.map((row: {key: string}) => row.key)).toEqual(['maxReadFileLine', 'alwaysAllowReadOnly']);
  });

  it('fills in inline components inside a paragraph, under the name the page imports them by', async () => {
    const tree = await transform(
      'import Values from \'@site/src/components/EnumValues\';\n\nEfforts: <Values name="reasoningEffort" />.\n',
    );
    expect(dataOf(elements(tree, 'Values')[0])).toEqual([...getEnumValues('reasoningEffort')]);
  });

  it('leaves alone components the page did not import from the components folder', async () => {
    const tree = await transform('<ModelTable provider="anthropic" />\n');
    expect(dataOf(elements(tree, 'ModelTable')[0])).toBeUndefined();
  });

  it('fails with the file and line on an unknown provider', async () => {
    const page = 'import ModelTable from \'@site/src/components/ModelTable\';\n\n\n<ModelTable provider="nope" />\n';
    await expect(transform(page, 'docs/providers/x.mdx')).rejects.toThrow(/<ModelTable> at docs\/providers\/x\.mdx:4/);
  });

  it('refuses a prop it cannot evaluate at build time', async () => {
    const page =
      "import SettingsTable from '@site/src/components/SettingsTable';\nexport const k = ['a'];\n\n" +
      '<SettingsTable schema="globalSettings" keys={k} />\n';
    await expect(transform(page)).rejects.toThrow(/"keys" prop must be a literal value, not a Identifier/);
  });

  it('gives a card grid the pages of its folder, with object props read as literals', async () => {
    const tree = await transform(
      "import DocCardGrid from '@site/src/components/DocCardGrid';\n\n" +
        '<DocCardGrid folder="features" groupTitles={{mcp: \'MCP\'}} />\n',
    );
    const groups = dataOf(elements(tree, 'DocCardGrid')[0]) as {folder: string; cards: {href: string}[]}[];
    expect(groups[0].folder).toBe('');
    expect(groups.flatMap((group) => group.cards.map((card) => card.href))).toContain('/features/checkpoints');
    expect(groups.map((group) => group.folder)).toContain('mcp');
  });

  it('compiles to a page module that passes the rows as a prop', async () => {
    const code = String(
      await compile(
        'import ToolGroupTable from \'@site/src/components/ToolGroupTable\';\n\n<ToolGroupTable group="read" />\n',
        {remarkPlugins: [remarkStaticProps]},
      ),
    );
    expect(code).toMatch(/data: \[\{\s*"tool": "read_file"/);
    expect(code).not.toMatch(/@roo-code-docs\/types/);
  });
});
