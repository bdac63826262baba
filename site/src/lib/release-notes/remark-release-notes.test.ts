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
  write('v3.9.1.md', '---\ndate: 2025-03-01\ndescription: x\n---\nFirst fix.\n\n## Bug Fixes\n- Fixed a crash\n');
  write('v3.9.2.md', '---\ndate: 2025-03-05\ndescription: x\n---\nSecond fix.\n');
  write('v3.10.0.md', '---\ndescription: x\n---\nNew series.\n');
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('remarkReleaseNotes', () => {
  it('appends every release of the series to its series page, newest first, headings one level down', () => {
    const tree = run('v3.9.md');
    const headings = tree.children
      .filter((node) => node.type === 'heading')
      .map((node) => [node.depth, toString(node)]);
    expect(headings).toEqual([
      [2, '3.9.2 (2025-03-05)'],
      [2, '3.9.1 (2025-03-01)'],
      [3, 'Bug Fixes'],
    ]);
    expect(toString(tree)).toContain('Fixed a crash');
    expect(toString(tree)).not.toContain('New series');
  });

  it('lists every release on the index, grouped by series with dates', () => {
    const text = toString(run('index.md'));
    expect(text).toMatch(/Roo Code 3\.10.*3\.10\.0.*Roo Code 3\.9.*3\.9\.2: 2025-03-05.*3\.9\.1: 2025-03-01/s);
  });

  it('leaves a release page as it is', () => {
    expect(run('v3.9.1.md').children).toEqual([]);
  });
});
