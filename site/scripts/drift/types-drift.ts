// Part (b) of the drift report: what differs between this project's packages/types and the upstream's at a tag,
// for the model catalogue and the settings schemas. Both sides arrive as module exports, so this file is pure.
import {isZod3Schema, schemaFacts, show, type PathFacts} from './zod-facts';

export type ModuleExports = Record<string, unknown>;
type ModelMap = Record<string, Record<string, unknown>>;

// Model lists whose export name differs upstream by more than letter case.
const UPSTREAM_MODEL_LIST_NAMES: Record<string, string> = {
  vscodeLmModels: 'vscodeLlmModels',
  zaiModels: 'internationalZAiModels',
  zaiChinaModels: 'mainlandZAiModels',
};

// Prose is ours, in our own words, so it differs by design.
const IGNORED_MODEL_FIELDS = new Set(['description']);

function modelMaps(exports: ModuleExports): Map<string, ModelMap> {
  const maps = new Map<string, ModelMap>();
  for (const [name, value] of Object.entries(exports)) {
    if (!name.endsWith('Models') || !value || typeof value !== 'object' || Array.isArray(value)) continue;
    const entries = Object.values(value);
    const looksLikeModels =
      entries.length > 0 &&
      entries.every((entry) => entry && typeof entry === 'object') &&
      entries.some((entry) => typeof (entry as {contextWindow?: unknown}).contextWindow === 'number');
    if (looksLikeModels) maps.set(name, value as ModelMap);
  }
  return maps;
}

function zodSchemas(exports: ModuleExports): Map<string, unknown> {
  return new Map(Object.entries(exports).filter(([name, value]) => name.endsWith('Schema') && isZod3Schema(value)));
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b) && typeof a === typeof b;

function upstreamNameFor(ours: string, upstreamNames: string[]): string | undefined {
  const alias = UPSTREAM_MODEL_LIST_NAMES[ours];
  if (alias && upstreamNames.includes(alias)) return alias;
  return (
    upstreamNames.find((name) => name === ours) ??
    upstreamNames.find((name) => name.toLowerCase() === ours.toLowerCase())
  );
}

const sorted = (values: Iterable<string>) => [...values].sort((a, b) => a.localeCompare(b));

export function compareModels(ours: ModuleExports, upstream: ModuleExports): string[] {
  const ourMaps = modelMaps(ours);
  const upstreamMaps = modelMaps(upstream);
  const modelled = modelledFields(ours, ourMaps);
  const upstreamModelled = schemaKeys(upstream.modelInfoSchema);
  const dropped = upstreamModelled ? sorted([...modelled].filter((field) => !upstreamModelled.has(field))) : [];
  for (const field of dropped) modelled.delete(field);
  const lines: string[] = [];
  const matched = new Set<string>();
  const unmodelled = new Set<string>();
  for (const ourName of sorted(ourMaps.keys())) {
    const upstreamName = upstreamNameFor(ourName, [...upstreamMaps.keys()]);
    if (!upstreamName) continue;
    matched.add(upstreamName);
    const label = upstreamName === ourName ? ourName : `${ourName} (upstream ${upstreamName})`;
    const ourModels = ourMaps.get(ourName)!;
    const theirModels = upstreamMaps.get(upstreamName)!;
    const added = sorted(Object.keys(theirModels).filter((id) => !Object.hasOwn(ourModels, id)));
    const removed = sorted(Object.keys(ourModels).filter((id) => !Object.hasOwn(theirModels, id)));
    if (added.length > 0) lines.push(`${label}: upstream adds ${added.join(', ')}`);
    if (removed.length > 0) lines.push(`${label}: upstream no longer has ${removed.join(', ')}`);
    for (const id of sorted(Object.keys(ourModels).filter((key) => Object.hasOwn(theirModels, key)))) {
      const mine = ourModels[id];
      const theirs = theirModels[id];
      for (const field of Object.keys(theirs))
        if (!modelled.has(field) && !IGNORED_MODEL_FIELDS.has(field)) unmodelled.add(field);
      const fields = sorted(new Set([...Object.keys(mine), ...Object.keys(theirs)]));
      for (const field of fields) {
        if (IGNORED_MODEL_FIELDS.has(field) || !modelled.has(field)) continue;
        if (!sameValue(mine[field], theirs[field])) {
          lines.push(`${label} ${id}: ${field} ${show(mine[field])} → ${show(theirs[field])}`);
        }
      }
    }
  }
  const onlyUpstream = sorted([...upstreamMaps.keys()].filter((name) => !matched.has(name)));
  if (onlyUpstream.length > 0) lines.push(`Model lists only upstream: ${onlyUpstream.join(', ')}`);
  const onlyOurs = sorted([...ourMaps.keys()].filter((name) => !upstreamNameFor(name, [...upstreamMaps.keys()])));
  if (onlyOurs.length > 0) lines.push(`Model lists only ours: ${onlyOurs.join(', ')}`);
  if (dropped.length > 0)
    lines.push(`Model fields upstream's ModelInfo no longer holds (not compared): ${dropped.join(', ')}`);
  if (unmodelled.size > 0)
    lines.push(`Upstream model fields our ModelInfo does not hold: ${sorted(unmodelled).join(', ')}`);
  return lines;
}

/** The fields our ModelInfo schema holds, or, without the schema, every field our lists use. */
function modelledFields(ours: ModuleExports, ourMaps: Map<string, ModelMap>): Set<string> {
  return (
    schemaKeys(ours.modelInfoSchema) ??
    new Set([...ourMaps.values()].flatMap((map) => Object.values(map).flatMap((model) => Object.keys(model))))
  );
}

function schemaKeys(schema: unknown): Set<string> | undefined {
  const def = (schema as {_def?: {typeName?: string; shape?: () => object}} | undefined)?._def;
  return def?.typeName === 'ZodObject' && def.shape ? new Set(Object.keys(def.shape())) : undefined;
}

const FACT_LABELS: [keyof PathFacts, string][] = [
  ['types', 'type'],
  ['defaults', 'default'],
  ['min', 'min'],
  ['max', 'max'],
];

function compareFacts(path: string, mine: PathFacts, theirs: PathFacts): string[] {
  const lines: string[] = [];
  for (const [key, label] of FACT_LABELS) {
    const a = sorted(mine[key]).join(' | ') || 'none';
    const b = sorted(theirs[key]).join(' | ') || 'none';
    if (a !== b) lines.push(`${path}: ${label} ${a} → ${b}`);
  }
  const added = sorted([...theirs.values].filter((value) => !mine.values.has(value)));
  const removed = sorted([...mine.values].filter((value) => !theirs.values.has(value)));
  const parts = [
    ...(added.length > 0 ? [`upstream adds ${added.join(', ')}`] : []),
    ...(removed.length > 0 ? [`upstream no longer has ${removed.join(', ')}`] : []),
  ];
  if (parts.length > 0) lines.push(`${path}: values ${parts.join('; ')}`);
  return lines;
}

/** Paths present on one side only, leaving out those under a path already listed. */
function topmost(paths: string[]): string[] {
  const kept: string[] = [];
  for (const path of sorted(paths)) {
    const last = kept.at(-1);
    if (
      last !== undefined &&
      (path.startsWith(`${last}.`) || path.startsWith(`${last}[`) || path.startsWith(`${last}{`))
    )
      continue;
    kept.push(path);
  }
  return kept;
}

export function compareSchemas(ours: ModuleExports, upstream: ModuleExports): string[] {
  const ourSchemas = zodSchemas(ours);
  const upstreamSchemas = zodSchemas(upstream);
  const lines: string[] = [];
  const shared = sorted([...ourSchemas.keys()].filter((name) => upstreamSchemas.has(name)));
  const namesOf = (schemas: Map<string, unknown>) => new Map(shared.map((name) => [schemas.get(name), name]));
  const ourNames = namesOf(ourSchemas);
  const upstreamNames = namesOf(upstreamSchemas);
  for (const name of shared) {
    const mineFacts = schemaFacts(ourSchemas.get(name), ourNames);
    const theirFacts = schemaFacts(upstreamSchemas.get(name), upstreamNames);
    // Where both sides embed the same shared schema, its differences are listed once, under its own name.
    const embedded = [...mineFacts.refs]
      .filter(([path, ref]) => theirFacts.refs.get(path) === ref)
      .map(([path]) => path);
    const reported = (path: string) => !embedded.some((ref) => isBelow(path, ref));
    const mine = prefixed(name, mineFacts.paths, reported);
    const theirs = prefixed(name, theirFacts.paths, reported);
    for (const path of topmost([...theirs.keys()].filter((path) => !mine.has(path)))) {
      lines.push(`${path}: upstream adds this key`);
    }
    for (const path of topmost([...mine.keys()].filter((path) => !theirs.has(path)))) {
      lines.push(`${path}: upstream no longer has this key`);
    }
    for (const path of sorted(mine.keys())) {
      if (theirs.has(path)) lines.push(...compareFacts(path, mine.get(path)!, theirs.get(path)!));
    }
  }
  const onlyUpstream = sorted([...upstreamSchemas.keys()].filter((name) => !ourSchemas.has(name)));
  if (onlyUpstream.length > 0) lines.push(`Schemas only upstream (${onlyUpstream.length}): ${onlyUpstream.join(', ')}`);
  const onlyOurs = sorted([...ourSchemas.keys()].filter((name) => !upstreamSchemas.has(name)));
  if (onlyOurs.length > 0) lines.push(`Schemas only ours (${onlyOurs.length}): ${onlyOurs.join(', ')}`);
  return lines;
}

const isBelow = (path: string, parent: string) =>
  path.startsWith(`${parent}.`) || path.startsWith(`${parent}[`) || path.startsWith(`${parent}{`);

function prefixed(
  name: string,
  facts: Map<string, PathFacts>,
  keep: (path: string) => boolean,
): Map<string, PathFacts> {
  const full = (path: string) => (path === '' ? name : /^[[{]/.test(path) ? `${name}${path}` : `${name}.${path}`);
  return new Map([...facts].filter(([path]) => keep(path)).map(([path, value]) => [full(path), value]));
}
