/**
 * Checks a pasted `.roomodes` file (or one mode) the way Roo Code would read it: YAML or JSON, validated with the
 * package's schemas, so every message is the package's own. Pure: no DOM, safe to run in a Web Worker.
 *
 * The shared input handling (limits, YAML/JSON parsing, zod issues as `path: message`) is exported from here too;
 * the marketplace validator reuses it.
 */
import {isMap, isScalar, parseDocument, visit, type Document, type Node} from 'yaml';
import type {z} from 'zod';
import {MAX_INPUT_CHARS, tooLongMessage} from './input-limit';
import {lineColumnOf} from './json-text';
import {modeConfigSchema, roomodesFileSchema} from './mode';

export {MAX_INPUT_CHARS};

export type Issue = {path: string; message: string};
export type Invalid = {ok: false; issues: Issue[]};
export type ModesResult = {ok: true; modes: {slug: string; name: string}[]} | Invalid;

/** Modes nest four or five levels; anything far deeper is a mistake or an attempt to stall the parser. */
export const MAX_NESTING = 64;
/** Aliases are legal YAML, but a handful of them can expand into billions of nodes (the "billion laughs" file). */
export const MAX_ALIAS_COUNT = 100;
/** Parse errors after the first few are usually echoes of the first one. */
const MAX_PARSE_ISSUES = 5;

/** Path of an issue about the text as a whole rather than one field. */
export const INPUT_PATH = '(input)';
/** Path of an issue about the top-level value. */
export const ROOT_PATH = '(root)';

/** `customModes[1].groups[0]` from zod's `['customModes', 1, 'groups', 0]`. */
export function formatPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out === '' ? ROOT_PATH : out;
}

/** The schema's issues as `path: message` pairs, in the order zod reports them. */
export function issuesFromZod(error: z.ZodError, prefix: readonly (string | number)[] = []): Issue[] {
  return error.issues.map((issue) => ({path: formatPath([...prefix, ...issue.path]), message: issue.message}));
}

/**
 * How deeply the text nests, measured without parsing it: flow brackets, indentation levels, and chains of
 * `- `, `? ` or `: ` indicators on one line. A cheap linear scan that over-counts rather than misses, so the
 * parser (whose cost grows steeply with depth) never sees a pathological input.
 */
export function nestingOf(text: string): number {
  let brackets = 0;
  let deepest = 0;
  const indents: number[] = [];
  for (const line of text.split('\n')) {
    let column = 0;
    while (line[column] === ' ' || line[column] === '\t') column += 1;
    if (column < line.length && line[column] !== '#') {
      while ((indents.at(-1) ?? -1) >= column) indents.pop();
      indents.push(column);
      let chain = 0;
      let at = column;
      while ('-?:'.includes(line[at] ?? 'x') && (line[at + 1] === ' ' || line[at + 1] === '\t')) {
        chain += 1;
        at += 2;
        while (line[at] === ' ' || line[at] === '\t') at += 1;
      }
      deepest = Math.max(deepest, indents.length + chain);
    }
    for (let i = column; i < line.length; i += 1) {
      const char = line[i];
      if (char === '[' || char === '{') deepest = Math.max(deepest, (brackets += 1));
      else if ((char === ']' || char === '}') && brackets > 0) brackets -= 1;
    }
  }
  return deepest;
}

function lineAndColumn(text: string, offset: number): string {
  const {line, column} = lineColumnOf(text, offset);
  return `line ${line}, column ${column}`;
}

/** Offset of the first key that repeats an earlier key of its mapping, in one pass with a set per mapping. */
function firstDuplicateKey(doc: Document<Node, true>): number | undefined {
  let found: number | undefined;
  visit(doc, {
    Map(_key, map) {
      if (!isMap(map)) return undefined;
      const seen = new Set<unknown>();
      for (const pair of map.items) {
        // Merge keys (<<) may repeat, and a non-scalar key is compared by identity by yaml too.
        if (!isScalar(pair.key) || pair.key.value === '<<') continue;
        if (seen.has(pair.key.value)) {
          found = pair.key.range?.[0] ?? 0;
          return visit.BREAK;
        }
        seen.add(pair.key.value);
      }
      return undefined;
    },
  });
  return found;
}

/**
 * Reads YAML or JSON text into a value, or explains why it cannot. `what` names the expected content in the
 * message for empty input, e.g. "a .roomodes file or a single mode".
 */
export function parseInput(text: string, what: string): {ok: true; value: unknown} | Invalid {
  const fail = (message: string, path = INPUT_PATH): Invalid => ({ok: false, issues: [{path, message}]});
  if (text.trim() === '') return fail(`Nothing to check yet: paste ${what}.`);
  if (text.length > MAX_INPUT_CHARS) {
    return fail(tooLongMessage(text.length));
  }
  if (nestingOf(text) > MAX_NESTING) return fail(`The text nests more than ${MAX_NESTING} levels deep.`);

  // JSON is also YAML, but the native JSON parser is much faster on large files.
  if (/^\s*[[{]/.test(text)) {
    try {
      return {ok: true, value: JSON.parse(text) as unknown};
    } catch {
      // Fall through: flow-style YAML (comments, unquoted keys) starts the same way, and the YAML parser
      // reports a line and column for real JSON mistakes.
    }
  }

  // logLevel 'error' keeps yaml's warnings off the console; they are not problems with the file. yaml's own
  // unique-key check compares every key with every other (20,000 keys took seconds), so keys are checked below.
  const doc = parseDocument(text, {prettyErrors: false, logLevel: 'error', uniqueKeys: false});
  const duplicate = doc.errors.length === 0 ? firstDuplicateKey(doc) : undefined;
  if (duplicate !== undefined) {
    return fail(`Not valid YAML or JSON: Map keys must be unique`, lineAndColumn(text, duplicate));
  }
  if (doc.errors.length > 0) {
    return {
      ok: false,
      issues: doc.errors.slice(0, MAX_PARSE_ISSUES).map((error) => ({
        path: lineAndColumn(text, error.pos[0]),
        message: `Not valid YAML or JSON: ${error.message}`,
      })),
    };
  }
  try {
    return {ok: true, value: doc.toJS({maxAliasCount: MAX_ALIAS_COUNT}) as unknown};
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      return fail(`The aliases (*name) expand to too many values; the validator allows ${MAX_ALIAS_COUNT}.`);
    }
    if (error instanceof RangeError) return fail(`The text nests more than ${MAX_NESTING} levels deep.`);
    return fail(`Not valid YAML or JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates a `.roomodes` file (`customModes: [...]`) or a single mode, in YAML or JSON. A top-level object with
 * `customModes` is read as a file, any other object as one mode, anything else is checked as a file so the
 * schema explains what it expected.
 */
export function validateModesFile(text: string): ModesResult {
  const parsed = parseInput(text, 'a .roomodes file or a single mode');
  if (!parsed.ok) return parsed;
  const {value} = parsed;

  if (isRecord(value) && !('customModes' in value)) {
    const mode = modeConfigSchema.safeParse(value);
    if (!mode.success) return {ok: false, issues: issuesFromZod(mode.error)};
    return {ok: true, modes: [{slug: mode.data.slug, name: mode.data.name}]};
  }
  const file = roomodesFileSchema.safeParse(value);
  if (!file.success) return {ok: false, issues: issuesFromZod(file.error)};
  return {ok: true, modes: file.data.customModes.map(({slug, name}) => ({slug, name}))};
}
