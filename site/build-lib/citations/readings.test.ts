import {describe, expect, it} from 'vitest';
import {readFrontMatter} from '../front-matter';
import {readingsProblems} from './readings';

const problems = (yaml: string) => readingsProblems(readFrontMatter(`---\n${yaml}\n---\n`));

describe('readingsProblems', () => {
  it('accepts a page without readings and a well-formed reading, quoted date or not', () => {
    expect(problems('title: A')).toEqual([]);
    expect(problems("readings:\n  - date: '2026-11-29'\n    tag: v3.28.10\n    reader: citations")).toEqual([]);
    expect(problems('readings:\n  - date: 2026-11-29\n    tag: v3.28.10\n    reader: citations')).toEqual([]);
  });

  it('names each malformed field', () => {
    expect(problems("readings:\n  - date: '29/11/2026'\n    tag: 3.28.10\n    reader: ' '\n    by: me")).toEqual([
      'readings[0].date "29/11/2026" is not a YYYY-MM-DD date',
      'readings[0].tag "3.28.10" is not vX.Y.Z',
      'readings[0].reader is empty',
      'readings[0] has an unknown field by',
    ]);
  });

  it('rejects a date that does not exist, a missing reader and a reading that is not a list item', () => {
    expect(problems("readings:\n  - date: '2026-02-30'\n    tag: v3.28.10")).toEqual([
      'readings[0].date "2026-02-30" is not a YYYY-MM-DD date',
      'readings[0].reader is empty',
    ]);
    expect(problems('readings:\n  date: 2026-11-29')).toEqual(['readings is not a non-empty list']);
    expect(problems('readings: []')).toEqual(['readings is not a non-empty list']);
  });
});
