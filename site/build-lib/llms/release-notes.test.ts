import {describe, expect, it} from 'vitest';
import {releaseListMarkdown} from './release-notes';

const notes = [
  {version: '3.27.0', series: '3.27', date: '2025-09-05'},
  {version: '3.28.1', series: '3.28', date: '2025-09-11', description: 'Cloud tasks.'},
  {version: '3.28.10', series: '3.28'},
];

describe('releaseListMarkdown', () => {
  it('lists one series under its heading, newest first, with dates and summaries where known', () => {
    expect(releaseListMarkdown(notes, 'https://d', '3.28')).toBe(
      '## Releases in the 3.28 series\n\n- [3.28.10](https://d/update-notes/v3.28.10)\n' +
        '- [3.28.1](https://d/update-notes/v3.28.1) (2025-09-11): Cloud tasks.',
    );
  });

  it('gives a series without releases no list', () => {
    expect(releaseListMarkdown(notes, 'https://d', '3.29')).toBe('');
  });

  it('gives every series a heading for the index', () => {
    expect(releaseListMarkdown(notes, 'https://d')).toBe(
      '## [Roo Code 3.28](https://d/update-notes/v3.28)\n\n- [3.28.10](https://d/update-notes/v3.28.10)\n' +
        '- [3.28.1](https://d/update-notes/v3.28.1): 2025-09-11\n\n' +
        '## [Roo Code 3.27](https://d/update-notes/v3.27)\n\n- [3.27.0](https://d/update-notes/v3.27.0): 2025-09-05',
    );
  });
});
