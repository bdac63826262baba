import {describe, expect, it} from 'vitest';
import {readFrontMatter, stripFrontMatter} from './front-matter';

describe('readFrontMatter', () => {
  it('parses quoted values with colons and apostrophes', () => {
    expect(readFrontMatter(`---\ndescription: "Fixes: Anthropic's limits"\ndate: 2025-09-29\n---\nBody`)).toEqual({
      description: "Fixes: Anthropic's limits",
      date: '2025-09-29',
    });
  });

  it('keeps a date as the text written, not a Date', () => {
    expect(readFrontMatter('---\ndate: 2024-12-01\n---\n')).toEqual({date: '2024-12-01'});
  });

  it('gives no fields for a file without front matter or with a list instead of a mapping', () => {
    expect(readFrontMatter('Just text')).toEqual({});
    expect(readFrontMatter('---\n- a\n- b\n---\n')).toEqual({});
  });
});

describe('stripFrontMatter', () => {
  it('removes the YAML block at the top and keeps the body', () => {
    expect(stripFrontMatter('---\ntitle: A\nkeywords: [a, b]\n---\nBody\n')).toBe('Body\n');
  });

  it('removes a block after a byte-order mark or closed by a line with trailing spaces', () => {
    expect(stripFrontMatter('\uFEFF---\ntitle: A\n--- \nBody')).toBe('Body');
  });

  it('leaves a page without front matter alone', () => {
    expect(stripFrontMatter('Body\n---\nmore')).toBe('Body\n---\nmore');
  });
});
