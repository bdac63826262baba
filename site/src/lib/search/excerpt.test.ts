import {describe, expect, it} from 'vitest';
import {excerptParts, trimExcerpt} from './excerpt';

describe('excerptParts', () => {
  it('splits marked and plain text and decodes entities without making markup', () => {
    expect(excerptParts('Use <mark>checkpoints</mark> &amp; &lt;b&gt;undo&lt;/b&gt;')).toEqual([
      {text: 'Use ', marked: false},
      {text: 'checkpoints', marked: true},
      {text: ' & <b>undo</b>', marked: false},
    ]);
  });

  it('returns no parts for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});

describe('trimExcerpt', () => {
  it('keeps a short excerpt whole', () => {
    const parts = excerptParts('Short <mark>text</mark>');
    expect(trimExcerpt(parts, 50)).toEqual(parts);
  });

  it('cuts a long excerpt to a window that shows the first match, with ellipses', () => {
    const long = `${'a '.repeat(60)}<mark>match</mark>${' b'.repeat(60)}`;
    const trimmed = trimExcerpt(excerptParts(long), 50);
    const text = trimmed.map((part) => part.text).join('');
    expect(trimmed.some((part) => part.marked && part.text === 'match')).toBe(true);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBe(52);
  });
});
