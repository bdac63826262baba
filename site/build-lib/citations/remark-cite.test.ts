import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import {describe, expect, it} from 'vitest';
import remarkCite from './remark-cite';

// Seven lines, so a page's body starts on line 8.
const FRONT_MATTER =
  '---\nsources:\n  tag: v3.28.10\n  files:\n    - src/core/task/Task.ts\n    - src/__tests__/a.ts\n---\n';

// Docusaurus compiles the whole file through MDX with remark-directive (its front matter plugin, left out here, only
// keeps the YAML from rendering).
async function render(body: string, format: 'md' | 'mdx' = 'md', frontMatter = FRONT_MATTER): Promise<string> {
  const file = {value: frontMatter + body, path: 'docs/page.md'};
  const out = await compile(file, {format, remarkPlugins: [remarkDirective, remarkCite], jsx: true});
  return String(out);
}

describe('remarkCite', () => {
  it.each(['md', 'mdx'] as const)('renders a citation as a named link to the lines at the tag in .%s', async (f) => {
    const out = await render('Roo waits.:cite[src/core/task/Task.ts:120-134]', f);
    expect(out).toContain(
      '<_components.a className="cite-link" href="https://github.com/RooCodeInc/Roo-Code/blob/v3.28.10/src/core/task/Task.ts#L120-L134" target="_blank" rel="noopener noreferrer" aria-label="Source: src/core/task/Task.ts, lines 120–134 (v3.28.10)" title="Source: src/core/task/Task.ts, lines 120–134 (v3.28.10)" data-pagefind-ignore="">{"source"}</_components.a>',
    );
    expect(out).not.toContain(':cite');
  });

  it('links one line without a range and reads the path as written, underscores and all', async () => {
    const out = await render('It does.:cite[src/__tests__/a.ts:7]:cite[src/core/task/Task.ts:1-2]');
    expect(out).toContain('href="https://github.com/RooCodeInc/Roo-Code/blob/v3.28.10/src/__tests__/a.ts#L7"');
    expect(out).toContain('aria-label="Source: src/__tests__/a.ts, line 7 (v3.28.10)"');
    expect(out.match(/className="cite-link"/g)).toHaveLength(2);
  });

  it.each([
    [
      'Text.:cite[src/core/task/Task.ts:9-3]',
      'docs/page.md:8: :cite[src/core/task/Task.ts:9-3] runs backwards (9 to 3)',
    ],
    [
      'Text.:cite[Task.ts]',
      'docs/page.md:8: :cite[Task.ts] is not <path>:<line> or <path>:<first>-<last> with lines from 1',
    ],
    [
      'Text.:cite[src/other.ts:4]',
      'docs/page.md:8: :cite[src/other.ts:4] cites src/other.ts, which sources.files does not list',
    ],
    [
      '## Title:cite[src/core/task/Task.ts:4]',
      'docs/page.md:8: :cite[src/core/task/Task.ts:4] is in a heading; cite in the text below it',
    ],
  ])('fails the build on %s, naming the page, line and citation', async (body, message) => {
    await expect(render(body)).rejects.toThrow(message);
  });

  it('fails on a page without sources', async () => {
    await expect(render('Text.:cite[src/a.ts:4]', 'md', '---\ntitle: A\n---\n')).rejects.toThrow(
      'docs/page.md:4: :cite[src/a.ts:4] is on a page without sources.tag',
    );
  });

  it('leaves other directives alone', async () => {
    const out = await render('A 16:9 image and :kbd[x].');
    expect(out).not.toContain('cite-link');
  });
});
