import {describe, expect, it} from 'vitest';
import {fileTooLargeMessage, lengthAfterInsert, MAX_INPUT_CHARS, tooLongMessage} from './input-limit';

describe('input limit', () => {
  it('words the length message with grouped digits', () => {
    expect(tooLongMessage(1_000_013)).toBe(
      'The text is 1,000,013 characters long; the validator reads at most 200,000.',
    );
  });

  it('counts a paste as replacing the selection', () => {
    expect(lengthAfterInsert('abcdef', {start: 1, end: 4}, 'XY')).toBe(5);
    expect(lengthAfterInsert('x'.repeat(MAX_INPUT_CHARS), {start: 0, end: MAX_INPUT_CHARS}, 'short')).toBe(5);
    expect(lengthAfterInsert('x'.repeat(MAX_INPUT_CHARS), {start: 3, end: 3}, 'y')).toBe(MAX_INPUT_CHARS + 1);
  });

  it('refuses by size only files that cannot fit, whatever their encoding', () => {
    expect(fileTooLargeMessage(50 * 1024 * 1024)).toBe(
      'The file is 52,428,800 bytes; the validator reads at most 200,000 characters.',
    );
    // 600,000 bytes may be 200,000 three-byte characters: it has to be read to know.
    expect(fileTooLargeMessage(MAX_INPUT_CHARS * 3)).toBeUndefined();
    expect(fileTooLargeMessage(MAX_INPUT_CHARS * 3 + 1)).toBeDefined();
  });
});
