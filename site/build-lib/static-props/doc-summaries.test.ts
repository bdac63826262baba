import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {readDocSummaries} from './doc-summaries';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-summaries-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), text);
};

afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

describe('readDocSummaries', () => {
  it('reads id, title and description of every page under a folder, sub-folders included', async () => {
    write('guide/a.md', '---\ntitle: Alpha\ndescription: First page.\n---\n\nText\n');
    write('guide/deep/b.mdx', '---\ntitle: Beta\n---\n\nText\n');
    write('guide/_partial.mdx', 'Not a page\n');
    write('other/c.md', '---\ntitle: Gamma\n---\n');
    await expect(readDocSummaries(root, 'guide')).resolves.toEqual([
      {id: 'guide/a', title: 'Alpha', description: 'First page.'},
      {id: 'guide/deep/b', title: 'Beta', description: undefined},
    ]);
  });

  it('fails on a page without a title', async () => {
    write('untitled/x.md', '# Heading only\n');
    await expect(readDocSummaries(root, 'untitled')).rejects.toThrow(/x\.md has no title/);
  });
});
