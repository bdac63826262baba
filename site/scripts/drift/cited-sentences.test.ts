import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {rangeHash} from '../../build-lib/citations/range-hash';
import {rangeFate} from './cited-sentences';
import {driftReport} from './report';
import {makeTaggedRepo, writeFiles} from './test-repo';

describe('rangeFate', () => {
  const range = {path: 'a.ts', first: 10, last: 14};

  it('shifts a range by the lines added and removed before it', () => {
    expect(rangeFate([{start: 2, count: 1, newStart: 2, newCount: 3}], range)).toEqual({
      touched: [],
      first: 12,
      last: 16,
    });
    expect(rangeFate([{start: 3, count: 0, newStart: 4, newCount: 1}], range)).toEqual({
      touched: [],
      first: 11,
      last: 15,
    });
  });

  it('counts a hunk that replaces a line of the range or inserts between two of its lines', () => {
    const edit = {start: 14, count: 1, newStart: 14, newCount: 2};
    const insert = {start: 12, count: 0, newStart: 13, newCount: 2};
    expect(rangeFate([edit], range)).toEqual({touched: [edit], first: 10, last: 15});
    expect(rangeFate([insert], range)).toEqual({touched: [insert], first: 10, last: 16});
  });

  it('maps the range onto the new lines of a hunk wider than it, and to nothing when the hunk removes it', () => {
    const wide = {start: 8, count: 10, newStart: 8, newCount: 3};
    const removed = {start: 9, count: 7, newStart: 8, newCount: 0};
    expect(rangeFate([wide], range)).toEqual({touched: [wide], first: 8, last: 10});
    expect(rangeFate([removed], range)).toEqual({touched: [removed], first: 9, last: 8});
  });

  it('leaves a range alone when lines are added right after it or changed after it', () => {
    expect(rangeFate([{start: 14, count: 0, newStart: 15, newCount: 4}], range)).toEqual({
      touched: [],
      first: 10,
      last: 14,
    });
    expect(rangeFate([{start: 15, count: 2, newStart: 15, newCount: 1}], range)).toEqual({
      touched: [],
      first: 10,
      last: 14,
    });
  });
});

// A stand-in upstream where the new tag rewrites one cited range, moves another, and deletes a cited file.
const V1: Record<string, string | null> = {
  'packages/types/src/index.ts': 'export {};\n',
  'src/retry.ts': 'const a = 1;\nconst delay = 5;\nconst tries = 3;\nconst b = 2;\n',
  'src/moved.ts': 'export const x = 1;\nexport const y = 2;\n',
  'src/gone.ts': 'export const gone = true;\n',
  'src/quiet.ts': 'export const quiet = 1;\nexport const same = 2;\n',
};
const V2: Record<string, string | null> = {
  'src/retry.ts': 'const a = 1;\nconst delay = 10;\nconst tries = 3;\nconst b = 2;\n',
  'src/moved.ts': '// header\n// more\nexport const x = 1;\nexport const y = 2;\n',
  'src/gone.ts': null,
};

const PAGE = `---
title: Retries
sources:
  tag: v1.0.0
  files:
    - src/retry.ts
    - src/moved.ts
    - src/gone.ts
    - src/quiet.ts
---

Roo retries on errors. It waits 5 seconds, three times (e.g. on a timeout).:cite[src/retry.ts:2-3] It logs each try.

- X is one.:cite[src/moved.ts:1] Gone is true.:cite[src/gone.ts:1]
- Same is two.:cite[src/quiet.ts:2]
`;

describe('driftReport on cited sentences', () => {
  let tmp: string;
  let repo: string;
  let docsDir: string;

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-cite-'));
    repo = path.join(tmp, 'upstream');
    docsDir = path.join(tmp, 'docs');
    makeTaggedRepo(repo, [
      ['v1.0.0', V1],
      ['v2.0.0', V2],
    ]);
    writeFiles(docsDir, {'retries.md': PAGE});
  });

  afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

  const section = (lines: string[]) => {
    const start = lines.findIndex((line) => line.startsWith('Cited sentences'));
    return lines.slice(start, lines.indexOf('', start));
  };

  it('names the page, the line and the sentence whose cited lines changed or vanished', () => {
    expect(section(driftReport({upstream: repo, to: 'v2.0.0', docsDir, ours: {}}))).toEqual([
      "Cited sentences: the lines each :cite[] names, at the page's tag against v2.0.0",
      '  retries.md',
      '    line 12: src/retry.ts:2-3: lines changed (now 2-3)',
      '      "It waits 5 seconds, three times (e.g. on a timeout)."',
      '    line 14: src/gone.ts:1: the file is gone at v2.0.0',
      '      "Gone is true."',
      '  Unchanged but moved (update the line numbers): 1, e.g. retries.md:14 src/moved.ts:1 → 3',
      '  Changed or gone: 2; unchanged in place: 1',
    ]);
  });

  it('also reports a range whose text no longer matches the recorded hash', () => {
    // A record made from other text (say, a page whose tag was bumped without a second look) differs at v2.0.0.
    const ranges = {'src/quiet.ts:2': rangeHash('export const same = 3;\n', {first: 1, last: 1})!};
    const lines = section(
      driftReport({upstream: repo, to: 'v2.0.0', docsDir, ours: {}, citedRanges: {tag: 'v1.0.0', ranges}}),
    );
    expect(lines).toContain('    line 15: src/quiet.ts:2: the text differs from the recorded hash (at 2)');
    expect(lines).toContain('      "Same is two."');
  });
});
