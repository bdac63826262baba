import {describe, expect, it} from 'vitest';
import {correctQuery, editDistance, parseVocabulary} from './correct-query';

const vocabulary = parseVocabulary(
  ['checkpoints', 'custom', 'modes', 'codebase', 'indexing', 'shell', 'integration', 'ollama', 'model', 'models'].join(
    '\n',
  ),
);

describe('editDistance', () => {
  it.each([
    ['ollama', 'ollama', 0],
    ['ollma', 'ollama', 1],
    ['custon', 'custom', 1],
    ['chekcpoints', 'checkpoints', 1],
    ['indexng', 'indexing', 1],
    ['abc', 'xyz', 3],
  ])('measures %s to %s as %i', (a, b, distance) => {
    expect(editDistance(a, b, 5)).toBe(distance);
  });

  it('stops early once the distance passes the limit', () => {
    expect(editDistance('completely', 'different', 1)).toBe(2);
  });
});

describe('correctQuery', () => {
  it.each([
    ['chekpoints', 'checkpoints'],
    ['ollma', 'ollama'],
    ['custon modes', 'custom modes'],
    ['codebase indexng', 'codebase indexing'],
    ['shell integraton', 'shell integration'],
    ['Shell Intgeration', 'shell integration'],
  ])('corrects "%s" to "%s"', (query, corrected) => {
    expect(correctQuery(query, vocabulary)).toBe(corrected);
  });

  it('leaves known words, short words and a last word still being typed alone', () => {
    expect(correctQuery('custom modes', vocabulary)).toBeUndefined();
    expect(correctQuery('mcp', vocabulary)).toBeUndefined();
    expect(correctQuery('checkpo', vocabulary)).toBeUndefined();
  });

  it('never corrects a word with digits, such as a model id', () => {
    expect(correctQuery('qwen3', parseVocabulary('qwen\nqwens'))).toBeUndefined();
  });

  it('keeps a word with no close match as it is', () => {
    expect(correctQuery('qzxwvjkplm', vocabulary)).toBeUndefined();
  });

  it('prefers the more frequent of two equally close words', () => {
    const ranked = parseVocabulary('modes\nmodel');
    expect(correctQuery('modex', ranked)).toBe('modes');
  });
});
