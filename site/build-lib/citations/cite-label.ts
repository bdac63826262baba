// What a `:cite[path:first-last]` label means: the upstream file and lines a sentence relies on, at the page's
// `sources.tag`. One parser for the remark plugin, the Markdown twins, the checks, the hash record and the drift
// report, so they cannot disagree on what a label says.
export const CITE_DIRECTIVE = 'cite';

/** The repository whose source the citations point into. */
export const UPSTREAM_BLOB = 'https://github.com/RooCodeInc/Roo-Code/blob';

export type CitedRange = {path: string; first: number; last: number};

// A path from the repository root (no leading slash, no spaces), a colon, then a line or an ascending line range.
const LABEL = /^([^\s:/][^\s:]*):([1-9]\d*)(?:-([1-9]\d*))?$/;

/** The cited range, or the reason the label is malformed. */
export function parseCiteLabel(label: string): CitedRange | {problem: string} {
  const match = LABEL.exec(label.trim());
  if (!match) return {problem: 'is not <path>:<line> or <path>:<first>-<last> with lines from 1'};
  const [, path, first, last] = match;
  if (path.split('/').includes('..')) return {problem: 'has .. in its path'};
  const range = {path, first: Number(first), last: Number(last ?? first)};
  if (range.last < range.first) return {problem: `runs backwards (${range.first} to ${range.last})`};
  if (last !== undefined && range.last === range.first)
    return {problem: `is a range of one line; write ${path}:${first}`};
  return range;
}

/** `path:first-last`, or `path:line` for one line: the key of the hash record and the form pages write. */
export function rangeKey({path, first, last}: CitedRange): string {
  return first === last ? `${path}:${first}` : `${path}:${first}-${last}`;
}

export function citeUrl(tag: string, {path, first, last}: CitedRange): string {
  const lines = first === last ? `#L${first}` : `#L${first}-L${last}`;
  return `${UPSTREAM_BLOB}/${tag}/${path}${lines}`;
}

/** What a screen reader announces for the marker, e.g. "Source: src/a.ts, lines 3–9 (v3.28.10)". */
export function citeName(tag: string, {path, first, last}: CitedRange): string {
  const lines = first === last ? `line ${first}` : `lines ${first}\u2013${last}`;
  return `Source: ${path}, ${lines} (${tag})`;
}
