import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readFrontMatter} from '../../build-lib/front-matter';
import {listDocPages} from '../../build-lib/doc-files';
import {readDocPages, sourcesProblems} from './doc-sources';

// DOC_SOURCES_DIR points the page check at another folder, e.g. a copy of a few pages, to try it out.
const DOCS_DIR = process.env.DOC_SOURCES_DIR ?? path.resolve(__dirname, '../../docs');

describe('every doc page', () => {
  const pages = readDocPages(DOCS_DIR);

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages.map(({page, frontMatter}) => [page, frontMatter] as const))(
    '%s names the Roo Code tag and the upstream files its facts come from',
    (_page, frontMatter) => {
      expect(sourcesProblems(frontMatter)).toEqual([]);
    },
  );
});

describe('sourcesProblems', () => {
  const withSources = (sources: unknown) =>
    readFrontMatter(`---\ntitle: A\nsources: ${JSON.stringify(sources)}\n---\n`);

  it('accepts a tag and relative file paths', () => {
    const frontMatter = readFrontMatter(
      '---\ntitle: A\nsources:\n  tag: v3.28.10\n  files:\n    - src/core/tools/executeCommandTool.ts\n' +
        '    - webview-ui/src/i18n/locales/en/settings.json\n---\nBody\n',
    );
    expect(sourcesProblems(frontMatter)).toEqual([]);
  });

  it('reports a page without a sources block', () => {
    expect(sourcesProblems(readFrontMatter('---\ntitle: A\n---\n'))).toEqual(['has no sources block']);
    expect(sourcesProblems(readFrontMatter('No front matter at all\n'))).toEqual(['has no sources block']);
  });

  it('reports a sources value that is not a mapping', () => {
    expect(sourcesProblems(withSources(['src/a.ts']))).toEqual(['sources is not a mapping']);
  });

  it.each([['3.28.10'], ['v3.28'], ['v3.28.10-rc1'], ['latest']])('rejects the tag %s', (tag) => {
    expect(sourcesProblems(withSources({tag, files: ['src/a.ts']}))).toEqual([`sources.tag "${tag}" is not vX.Y.Z`]);
  });

  it('rejects a tag the YAML reads as a number', () => {
    expect(sourcesProblems(readFrontMatter('---\nsources:\n  tag: 3.28\n  files: [src/a.ts]\n---\n'))).toEqual([
      'sources.tag 3.28 is not vX.Y.Z',
    ]);
  });

  it('rejects missing or empty files', () => {
    expect(sourcesProblems(withSources({tag: 'v3.28.10'}))).toEqual(['sources.files is empty']);
    expect(sourcesProblems(withSources({tag: 'v3.28.10', files: []}))).toEqual(['sources.files is empty']);
  });

  it('names each bad path', () => {
    const files = [
      '/src/a.ts',
      'C:\\src\\a.ts',
      'src/../secrets.ts',
      'src/my file.ts',
      'src/tab\t.ts',
      '',
      7,
      'ok/b.ts',
    ];
    expect(sourcesProblems(withSources({tag: 'v3.28.10', files}))).toEqual([
      'sources.files entry "/src/a.ts" is absolute',
      'sources.files entry "C:\\\\src\\\\a.ts" is absolute',
      'sources.files entry "src/../secrets.ts" contains ..',
      'sources.files entry "src/my file.ts" contains whitespace',
      'sources.files entry "src/tab\\t.ts" contains whitespace',
      'sources.files entry "" is not a non-empty string',
      'sources.files entry 7 is not a non-empty string',
    ]);
  });

  it('lets a dotted name through when no segment is ..', () => {
    expect(sourcesProblems(withSources({tag: 'v1.2.3', files: ['src/a..b.ts', '.roo/rules.md']}))).toEqual([]);
  });
});

describe('listDocPages', () => {
  it('lists Markdown and MDX pages and leaves out partials and other files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-pages-'));
    for (const file of ['a.md', 'b/c.mdx', 'b/_partial.mdx', '_drafts/d.md', 'b/_category_.json', 'e.txt']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), '---\ntitle: X\n---\n');
    }
    expect(listDocPages(dir)).toEqual(['a.md', 'b/c.mdx']);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
