import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {citedRangeRecord} from './cited-ranges';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const page = (tag: string, body: string) =>
  `---\ntitle: A\nsources:\n  tag: ${tag}\n  files:\n    - src/b.ts\n    - src/a.ts\n---\n\n${body}\n`;
const FILES: Record<string, string> = {'src/a.ts': 'one\ntwo\nthree\n', 'src/b.ts': 'bee\n'};

describe('citedRangeRecord', () => {
  it('hashes each cited range once, sorted by key', () => {
    const pages = [
      {page: 'b.md', text: page('v1.0.0', 'B.:cite[src/b.ts:1] A.:cite[src/a.ts:2-3]')},
      {page: 'a.mdx', text: page('v1.0.0', 'Again.:cite[src/a.ts:2-3]')},
    ];
    const {record, problems} = citedRangeRecord(pages, 'v1.0.0', (file) => FILES[file]);
    expect(problems).toEqual([]);
    expect(JSON.stringify(record)).toBe(
      JSON.stringify({tag: 'v1.0.0', ranges: {'src/a.ts:2-3': sha('two\nthree'), 'src/b.ts:1': sha('bee')}}),
    );
  });

  it('names a range past the end, a missing file and a page checked against another tag', () => {
    const pages = [
      {page: 'a.md', text: page('v1.0.0', 'Long.:cite[src/a.ts:3-4]\n\nGone.:cite[src/b.ts:1]')},
      {page: 'old.md', text: page('v0.9.0', 'Old.:cite[src/a.ts:1]')},
    ];
    const {record, problems} = citedRangeRecord(pages, 'v1.0.0', (file) =>
      file === 'src/a.ts' ? FILES[file] : undefined,
    );
    expect(record.ranges).toEqual({});
    expect(problems).toEqual([
      'a.md:10: :cite[src/a.ts:3-4]: the file is shorter',
      'a.md:12: :cite[src/b.ts:1]: v1.0.0 has no such file',
      'old.md: checked against v0.9.0, not v1.0.0; its citations are not recorded',
    ]);
  });
});
