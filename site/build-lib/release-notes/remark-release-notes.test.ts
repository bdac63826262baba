import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {toString} from 'mdast-util-to-string';
import type {Root} from 'mdast';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import remarkReleaseNotes from './remark-release-notes';

let dir: string;
const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
const run = (name: string) => {
  const tree: Root = {type: 'root', children: []};
  remarkReleaseNotes({dir})(tree, {path: path.join(dir, name)});
  return tree;
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'notes-'));
  write('v3.9.md', '---\ndescription: x\n---\nThe series.\n');
  write(
    'v3.9.1.md',
    '---\ndate: 2025-03-01\ndescription: First fix.\n---\nFirst fix.\n\n## Bug Fixes\n- Fixed a crash\n',
  );
  write('v3.9.2.md', '---\ndate: 2025-03-05\ndescription: "Fixes the: colon\'s quoting."\n---\nSecond fix.\n');
  write('v3.10.0.md', '---\ndescription: x\n---\nNew series.\n');
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('remarkReleaseNotes', () => {
  it('lists every release of the series on its series page, newest first, with date and summary', () => {
    const tree = run('v3.9.md');
    const headings = tree.children
      .filter((node) => node.type === 'heading')
      .map((node) => [node.depth, toString(node)]);
    expect(headings).toEqual([[2, 'Releases in the 3.9 series']]);
    const list = tree.children.find((node) => node.type === 'list');
    const items = list?.type === 'list' ? list.children.map((item) => toString(item)) : [];
    expect(items).toEqual(["3.9.2 (2025-03-05): Fixes the: colon's quoting.", '3.9.1 (2025-03-01): First fix.']);
    const links =
      list?.type === 'list' ? list.children.map((item) => JSON.stringify(item).match(/"url":"([^"]+)"/)?.[1]) : [];
    expect(links).toEqual(['/update-notes/v3.9.2', '/update-notes/v3.9.1']);
    expect(toString(tree)).not.toContain('Fixed a crash');
    expect(toString(tree)).not.toContain('New series');
  });

  it('adds nothing to a series page whose series has no releases yet', () => {
    write('v4.0.md', '---\ndescription: x\n---\nSoon.\n');
    expect(run('v4.0.md').children).toEqual([]);
  });

  it('lists every release on the index, grouped by series with dates', () => {
    const text = toString(run('index.md'));
    expect(text).toMatch(/Roo Code 3\.10.*3\.10\.0.*Roo Code 3\.9.*3\.9\.2: 2025-03-05.*3\.9\.1: 2025-03-01/s);
  });

  it('leaves a release page as it is', () => {
    expect(run('v3.9.1.md').children).toEqual([]);
  });
});
