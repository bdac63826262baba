import {describe, expect, it} from 'vitest';
import {citationProblem, lastSentence} from './page-citations';
import {pageCitations} from './parse-page';

const PAGE = `---
title: A
sources:
  tag: v3.28.10
  files:
    - src/a.ts
---

Intro sentence. Roo waits **5 seconds** (e.g. for :ui[Retry]) before \`retry()\`.:cite[src/a.ts:3-9]:cite[src/b.ts:4]

- First item.:cite[src/a.ts:1]
- Second item! Then this one.:cite[src/a.ts:2]

| Setting | Effect |
| - | - |
| x | Sets it. Reads it.:cite[src/a.ts:5] |

## Heading:cite[src/a.ts:6]

See :ui[Save:cite[src/a.ts:7]].
`;

describe('pageCitations', () => {
  const {citations} = pageCitations('a.mdx', PAGE);

  it('finds each citation with its line in the file, front matter included', () => {
    expect(citations.map((c) => `${c.line} ${c.label}`)).toEqual([
      '9 src/a.ts:3-9',
      '9 src/b.ts:4',
      '11 src/a.ts:1',
      '12 src/a.ts:2',
      '16 src/a.ts:5',
      '18 src/a.ts:6',
      '20 src/a.ts:7',
    ]);
  });

  it('gives the sentence each follows, as a reader sees it, from the last sentence boundary', () => {
    expect(citations.map((c) => c.sentence)).toEqual([
      'Roo waits 5 seconds (e.g. for Retry) before retry().',
      'Roo waits 5 seconds (e.g. for Retry) before retry().',
      'First item.',
      'Then this one.',
      'Reads it.',
      'Heading',
      'See Save',
    ]);
  });

  it('flags a file missing from sources.files, a heading and a citation inside :ui[]', () => {
    const sources = {tag: 'v3.28.10', files: ['src/a.ts']};
    expect(citations.map((c) => citationProblem(c, sources))).toEqual([
      undefined,
      'cites src/b.ts, which sources.files does not list',
      undefined,
      undefined,
      undefined,
      'is in a heading; cite in the text below it',
      'is inside another directive; put it after the sentence',
    ]);
  });
});

describe('lastSentence', () => {
  it('keeps a sentence whole across an abbreviation and a closing quote', () => {
    expect(lastSentence('He said "stop." Then, i.e. later, it ends.')).toBe('Then, i.e. later, it ends.');
    expect(lastSentence('One line only')).toBe('One line only');
  });
});
