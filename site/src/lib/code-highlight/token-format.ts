// The token description that travels from the build to the browser. It never repeats the code: each line is a list of
// [classIndex, length] pieces over the line's text, so the page carries the code once and the colours in a few numbers.
// This file is shared with the client, so it must not import Prism.

/** Classes of a piece of code that Prism left unmarked. */
export const PLAIN = -1;

export type Piece = readonly [classIndex: number, length: number];

export type CodeTokens = {
  /** Distinct class strings of the block, such as "token string". */
  readonly c: readonly string[];
  /** One entry per line of the code split on "\n". */
  readonly l: readonly (readonly Piece[])[];
};

export type LinePiece = {readonly className?: string; readonly text: string};

const isPiece = (value: unknown, classCount: number): value is Piece =>
  Array.isArray(value) &&
  value.length === 2 &&
  Number.isInteger(value[0]) &&
  value[0] >= PLAIN &&
  value[0] < classCount &&
  Number.isInteger(value[1]) &&
  value[1] > 0;

/** Reads the `tokens` prop; anything malformed yields undefined, and the block shows plain text rather than break. */
export function parseCodeTokens(json: string | undefined): CodeTokens | undefined {
  if (!json) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const {c, l} = value as Record<string, unknown>;
  if (!Array.isArray(c) || !c.every((name) => typeof name === 'string')) return undefined;
  if (!Array.isArray(l) || !l.every((line) => Array.isArray(line) && line.every((p) => isPiece(p, c.length))))
    return undefined;
  return {c, l};
}

/**
 * Cuts a line's text into its highlighted pieces. Returns undefined when the pieces do not cover the text exactly,
 * which means the code changed after it was tokenized; the caller then shows the line plain.
 */
export function slicePieces(
  text: string,
  pieces: readonly Piece[],
  classes: readonly string[],
): LinePiece[] | undefined {
  const out: LinePiece[] = [];
  let start = 0;
  for (const [classIndex, length] of pieces) {
    const end = start + length;
    if (end > text.length) return undefined;
    out.push({className: classIndex === PLAIN ? undefined : classes[classIndex], text: text.slice(start, end)});
    start = end;
  }
  return start === text.length ? out : undefined;
}

/**
 * Finds, for each displayed line, its line in the tokenized source. Docusaurus drops magic-comment lines
 * (`// highlight-next-line`) before display; the lines it keeps appear in order and unchanged, and a dropped line can
 * never equal a kept one, so a greedy match is exact. Returns undefined if the displayed lines are not such a
 * subsequence.
 */
export function alignLines(sourceLines: readonly string[], shownLines: readonly string[]): number[] | undefined {
  const map: number[] = [];
  let source = 0;
  for (const line of shownLines) {
    while (source < sourceLines.length && sourceLines[source] !== line) source += 1;
    if (source === sourceLines.length) return undefined;
    map.push(source);
    source += 1;
  }
  return map;
}

/** Splits code into lines the way Docusaurus does for display. */
export const codeLines = (code: string): string[] => code.split(/\r?\n/);
