/**
 * The size limit of the validators, kept apart from the parsing code so the text box can check a paste without
 * loading the YAML parser. Pure: no DOM.
 */

/** A real modes file is a few kilobytes; past this, parsing on a slow machine starts to take seconds. */
export const MAX_INPUT_CHARS = 200_000;

// UTF-8 spends at most three bytes on one UTF-16 code unit (a four-byte character is two units), so a file this
// many bytes long cannot fit the limit, whatever it holds.
const MAX_FILE_BYTES = MAX_INPUT_CHARS * 3;

const grouped = new Intl.NumberFormat('en-US');

/** What the validators say about text over the limit. */
export function tooLongMessage(length: number): string {
  return `The text is ${grouped.format(length)} characters long; the validator reads at most ${grouped.format(MAX_INPUT_CHARS)}.`;
}

/** The length a text box's value would have after `inserted` replaces the selection. */
export function lengthAfterInsert(current: string, selection: {start: number; end: number}, inserted: string): number {
  return current.length - Math.max(0, selection.end - selection.start) + inserted.length;
}

/** The message for a file too large to read, judged by its byte size alone; undefined when it may fit. */
export function fileTooLargeMessage(bytes: number): string | undefined {
  if (bytes <= MAX_FILE_BYTES) return undefined;
  return `The file is ${grouped.format(bytes)} bytes; the validator reads at most ${grouped.format(MAX_INPUT_CHARS)} characters.`;
}
