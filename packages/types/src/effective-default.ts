/**
 * A file and line of Roo Code at v3.28.10 (`git show v3.28.10:<file>`), e.g. `src/shared/api.ts:96`. Kept as
 * data rather than a comment so the drift report can tell which cited lines a newer tag changed.
 */
export type UpstreamLine = `${string}.${string}:${number}`;

/**
 * What a user who never touched a setting actually gets at 3.28.10, and the bounds the product enforces on it.
 * The schemas leave most settings without a default; the extension's state fallbacks, the panel's initial
 * values, clamps and first-save writes decide them instead.
 */
export type EffectiveDefault<T> = {
  value: T;
  /** The line that supplies the value. */
  source: UpstreamLine;
  /** Enforced lower bound (a slider's minimum or a clamp), when the schema has none. */
  min?: number;
  /** Enforced upper bound, when the schema has none. */
  max?: number;
  /** The line that enforces the bounds, when it is not the source line. */
  boundsSource?: UpstreamLine;
  /** How the value or the bounds come about, when that is not a plain fallback; the tables print it. */
  note?: string;
};

/** Effective defaults of a schema, keyed like the schema. */
export type EffectiveDefaults<Settings> = {
  [Key in keyof Settings]?: EffectiveDefault<NonNullable<Settings[Key]>>;
};

/** Every cited line of a record, value source first, for the drift report. */
export function citedLines(entry: EffectiveDefault<unknown>): UpstreamLine[] {
  return entry.boundsSource ? [entry.source, entry.boundsSource] : [entry.source];
}

/** The plain values of a record, for code that wants `{key: value}`. */
export function effectiveValues<Entries extends {[key: string]: EffectiveDefault<unknown> | undefined}>(
  record: Entries,
): {[Key in keyof Entries]: NonNullable<Entries[Key]>['value']} {
  return Object.fromEntries(Object.entries(record).map(([key, entry]) => [key, entry!.value])) as {
    [Key in keyof Entries]: NonNullable<Entries[Key]>['value'];
  };
}
