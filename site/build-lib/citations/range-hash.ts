// The fingerprint of a cited range: sha256 of its lines as they read at the tag, joined by "\n". The hash record
// (upstream-data/cited-ranges.json) keeps one per range the pages cite, so a later tag can be checked against the
// exact text a sentence was written from, not only against line numbers.
import {createHash} from 'node:crypto';
import type {CitedRange} from './cite-label';

/** The cited lines of `text`, or undefined when the file is shorter than the range. */
export function rangeLines(text: string, {first, last}: Pick<CitedRange, 'first' | 'last'>): string[] | undefined {
  const lines = text.split('\n');
  // A file ending in a newline has no line after it: "a\n" is one line, not two.
  const count = text.endsWith('\n') ? lines.length - 1 : lines.length;
  return last <= count ? lines.slice(first - 1, last) : undefined;
}

export function rangeHash(text: string, range: Pick<CitedRange, 'first' | 'last'>): string | undefined {
  const lines = rangeLines(text, range);
  return lines && createHash('sha256').update(lines.join('\n')).digest('hex');
}
