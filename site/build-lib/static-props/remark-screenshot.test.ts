import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it, vi} from 'vitest';
import {readManifest} from '../screenshots/manifest-file';
import remarkStaticProps from './remark-static-props';

// The pages' scenes come from the harness manifest; these tests give the plugin the fixture instead.
vi.mock('../screenshots/manifest-file', async (original) => {
  const actual = await original<typeof import('../screenshots/manifest-file')>();
  const fixture = path.join(__dirname, '../screenshots/fixtures/manifest.json');
  return {...actual, readManifest: (file?: string) => actual.readManifest(file ?? fixture)};
});

type Node = {
  type: string;
  name?: string;
  value?: string;
  attributes?: {name: string; value: unknown}[];
  children?: Node[];
};

async function transform(mdx: string, file = 'docs/features/page.mdx'): Promise<Node> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkStaticProps);
  // oxlint-disable-next-line typescript/await-thenable -- `as never` hides the file type, not the promise run returns
  return (await processor.run(processor.parse(mdx), {path: file, value: mdx} as never)) as unknown as Node;
}

const screenshots = (tree: Node): Node[] => [
  ...(tree.name === 'Screenshot' ? [tree] : []),
  ...(tree.children ?? []).flatMap(screenshots),
];
const dataOf = (node: Node) =>
  JSON.parse((node.attributes?.find((a) => a.name === 'data')?.value as {value: string}).value);

describe('remarkStaticProps and <Screenshot>', () => {
  it('imports the component for a page that uses it without an import, and fills in its sources', async () => {
    const tree = await transform('Text.\n\n<Screenshot scene="followup" caption="A question" />\n');
    const imports = tree.children!.filter((node) => node.type === 'mdxjsEsm');
    expect(imports.map((node) => node.value)).toEqual(['import Screenshot from "@site/src/components/Screenshot";']);
    const data = dataOf(screenshots(tree)[0]);
    expect(data.caption).toBe('A question');
    expect(data.alt).toBe(readManifest().scenes[0].alt);
    expect(data.sources.dark).toEqual({src: 'img/ui/followup-dark.png', width: 320, height: 180});
  });

  it('adds no second import when the page imports it itself', async () => {
    const tree = await transform(
      'import Screenshot from \'@site/src/components/Screenshot\';\n\n<Screenshot scene="home" />\n',
    );
    expect(tree.children!.filter((node) => node.type === 'mdxjsEsm')).toHaveLength(1);
    expect(dataOf(screenshots(tree)[0]).sources.light.src).toBe('img/ui/home-light.png');
  });

  it('fails on an unknown scene, naming the page, the line and the id', async () => {
    await expect(transform('# Page\n\n<Screenshot scene="folowup" />\n', 'docs/features/slash.mdx')).rejects.toThrow(
      /<Screenshot> at docs\/features\/slash\.mdx:3: unknown screenshot scene "folowup"/,
    );
  });

  it('compiles to a module that imports the component once', async () => {
    const result = String(
      await compile('<Screenshot scene="settings-terminal" />\n', {remarkPlugins: [remarkStaticProps]}),
    );
    expect(result.match(/@site\/src\/components\/Screenshot/g)).toHaveLength(1);
    expect(result).toContain('settings-terminal-light.png');
  });
});
