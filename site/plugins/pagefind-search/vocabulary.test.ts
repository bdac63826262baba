import {describe, expect, it} from 'vitest';
import {vocabularyFile} from './vocabulary';

describe('vocabularyFile', () => {
  it('lists words of four letters or more, most frequent first, ties alphabetically', () => {
    expect(vocabularyFile(['Modes and modes', 'Checkpoints restore modes', 'Restore'])).toBe(
      'modes\nrestore\ncheckpoints',
    );
  });

  it('leaves out short words, words with digits and very long identifiers', () => {
    expect(vocabularyFile(['the mcp qwen3 gpt5 v3 anthropicbaseurlsettingkey ollama'])).toBe('ollama');
  });
});
