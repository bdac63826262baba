import {describe, expect, it} from 'vitest';
import {correctQuery, parseVocabulary} from './correct-query';

const vocabulary = parseVocabulary(
  ['checkpoints', 'custom', 'modes', 'codebase', 'indexing', 'shell', 'integration', 'ollama', 'model', 'models'].join(
    '\n',
  ),
);

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

  // Five to seven letters allow one edit, so these hold only if a swap of neighbours counts as one edit, not two.
  it.each([
    ['custom modse', 'custom modes'],
    ['shlel integration', 'shell integration'],
  ])('counts a swapped pair of letters in "%s" as one edit', (query, corrected) => {
    expect(correctQuery(query, vocabulary)).toBe(corrected);
  });

  it('corrects a word only within the edits its length allows', () => {
    expect(correctQuery('moxxs', vocabulary)).toBeUndefined();
    expect(correctQuery('chxxkpoints', vocabulary)).toBe('checkpoints');
    expect(correctQuery('chxxxpoints', vocabulary)).toBeUndefined();
  });

  it('leaves known words, short words and a last word still being typed alone', () => {
    expect(correctQuery('custom modes', vocabulary)).toBeUndefined();
    expect(correctQuery('mcp', vocabulary)).toBeUndefined();
    expect(correctQuery('mdo', vocabulary)).toBeUndefined();
    expect(correctQuery('checkpo', vocabulary)).toBeUndefined();
  });

  it('corrects a word of four letters only when a single word, or its plural, is one edit away', () => {
    const words = parseVocabulary(['mode', 'modes', 'then', 'token', 'task', 'tasks', 'file'].join('\n'));
    expect(correctQuery('mdoe settings', words)).toBe('mode settings');
    expect(correctQuery('tsak list', words)).toBe('task list');
    // "then" and "token" are both one edit from "tken": no guess.
    expect(correctQuery('tken limit', words)).toBeUndefined();
    // Two edits from "file": out of reach at this length.
    expect(correctQuery('flei list', words)).toBeUndefined();
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
