// Node-only: which keys of a JSON file changed between two tags, and which of them a page cares about. A release
// bumps the version field of src/package.json every time; counting lines would list every page citing it.

/** One changed leaf: its path of keys, and its value on each side (undefined where it is absent). */
export type KeyChange = {path: string[]; before: unknown; after: unknown};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf that differs; arrays count as one value, so a reordered list is one change, not many. */
export function changedKeys(before: unknown, after: unknown, path: string[] = []): KeyChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedKeys(before[key], after[key], [...path, key]));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{path, before, after}];
}

/** Parses both sides; undefined when either is not JSON, so the caller falls back to line counts. */
export function jsonKeyChanges(before: string, after: string): KeyChange[] | undefined {
  try {
    return changedKeys(JSON.parse(before), JSON.parse(after));
  } catch {
    return undefined;
  }
}

// Names that structure a manifest or a locale file rather than name a fact; a page mentioning "default" or
// "description" does not care about every default or description in the file.
const STRUCTURAL = new Set([
  'contributes',
  'configuration',
  'properties',
  'default',
  'description',
  'markdownDescription',
  'title',
  'type',
  'items',
  'enum',
  'enumDescriptions',
  'minimum',
  'maximum',
  'commands',
  'command',
  'menus',
  'when',
  'group',
  'category',
  'icon',
  'scripts',
  'dependencies',
  'devDependencies',
  'version',
  'label',
  'name',
]);

/** The words of a key path a page would mention if it cared: `roo-cline.allowedCommands` gives `allowedCommands` too. */
function mentionables(change: KeyChange): string[] {
  // Pages name the release they describe, so a version string would match them all.
  if (change.path.at(-1) === 'version') return [];
  const words = change.path.flatMap((segment) => [segment, segment.slice(segment.lastIndexOf('.') + 1)]);
  const values = [change.before, change.after].filter((value): value is string => typeof value === 'string');
  return [...words.filter((word) => word.length >= 4 && !STRUCTURAL.has(word)), ...values.filter((v) => v.length >= 4)];
}

/**
 * The changes a page cares about: those whose key (or a key segment) or old or new text the page mentions. A
 * version bump is never one, as `version` is structural and a version string is not quoted by the pages.
 */
export function changesPageMentions(changes: readonly KeyChange[], pageText: string): KeyChange[] {
  return changes.filter((change) => mentionables(change).some((word) => pageText.includes(word)));
}

export const keyPath = (change: KeyChange) => change.path.join(' › ');
