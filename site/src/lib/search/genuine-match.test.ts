import {describe, expect, it} from 'vitest';
import {coversWord, isGenuineMatch, markedWords} from './genuine-match';

describe('coversWord', () => {
  it.each([
    ['Checkpoints.', 'checkpoints', true],
    ['checkpoints', 'checkpo', true],
    ['mode', 'modes', true],
    ['-q', 'qzxwvjkplm', false],
    ['Z', 'zzqqxxjj', false],
    ['index', 'indexng', true],
    ['ind', 'indexing', false],
  ])('"%s" covers "%s": %s', (marked, word, covers) => {
    expect(coversWord(marked, word)).toBe(covers);
  });
});

describe('isGenuineMatch', () => {
  it('accepts a page whose marks cover a query word', () => {
    expect(isGenuineMatch('codebase indexng', ['Find code with <mark>Codebase</mark> search'], 'Other')).toBe(true);
  });

  it('rejects a page that matched only the first letter of an unknown word', () => {
    expect(isGenuineMatch('qzxwvjkplm', ['pytest tests <mark>-q</mark> --maxfail=1'], 'execute_command')).toBe(false);
  });

  it('accepts a title match without marks', () => {
    expect(isGenuineMatch('ollama', ['Run models locally.'], 'Ollama')).toBe(true);
  });

  it('reads every marked word of every excerpt', () => {
    expect(markedWords(['<mark>a b</mark> c <mark>d</mark>', 'e'])).toEqual(['a', 'b', 'd']);
  });
});
