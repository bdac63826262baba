import type {EffectiveDefault, z} from '@roo-code-docs/types';

import {formatValue} from '../src/lib/schema-format';
import type {SettingRow} from '../src/lib/static-props/data';
import {defaultSource} from './default-source';

type Def = {typeName?: string; [key: string]: unknown};
type Check = {kind: string; value?: unknown; inclusive?: boolean; regex?: RegExp; message?: string};

const defOf = (schema: z.ZodTypeAny) => schema._def as Def;

type Unwrapped = {core: z.ZodTypeAny; required: boolean; nullable: boolean; fallback: unknown; description?: string};

/** Peels optional, nullable, default and refinement wrappers, keeping what they said. */
export function unwrap(schema: z.ZodTypeAny): Unwrapped {
  let core = schema;
  let required = true;
  let nullable = false;
  let fallback: unknown;
  const description = schema.description;
  for (;;) {
    const def = defOf(core);
    switch (def.typeName) {
      case 'ZodOptional':
        required = false;
        core = def.innerType as z.ZodTypeAny;
        continue;
      case 'ZodNullable':
        nullable = true;
        core = def.innerType as z.ZodTypeAny;
        continue;
      case 'ZodDefault':
        required = false;
        fallback = (def.defaultValue as () => unknown)();
        core = def.innerType as z.ZodTypeAny;
        continue;
      case 'ZodEffects':
        core = def.schema as z.ZodTypeAny;
        continue;
      case 'ZodBranded':
      case 'ZodCatch':
      case 'ZodReadonly':
        core = def.innerType as z.ZodTypeAny;
        continue;
      default:
        return {core, required, nullable, fallback, description: description ?? core.description};
    }
  }
}

/** Literal values of an enum, a literal, or a union made only of literals; otherwise undefined. */
export function literalValues(schema: z.ZodTypeAny): unknown[] | undefined {
  const def = defOf(schema);
  if (def.typeName === 'ZodEnum') return [...(def.values as string[])];
  if (def.typeName === 'ZodLiteral') return [def.value];
  if (def.typeName === 'ZodUnion') {
    const options = (def.options as z.ZodTypeAny[]).map((option) => literalValues(unwrap(option).core));
    return options.every((values) => values !== undefined) ? options.flat() : undefined;
  }
  return undefined;
}

const plural: Record<string, string> = {string: 'strings', number: 'numbers', integer: 'integers', boolean: 'booleans'};

/** The type of a field in a few words: "string", "integer", "list of strings", "one of …". */
export function describeType(schema: z.ZodTypeAny): string {
  const {core} = unwrap(schema);
  const def = defOf(core);
  if (literalValues(core)) {
    const values = literalValues(core)!;
    return values.every((v) => typeof v === 'string') ? 'string (enum)' : 'enum';
  }
  switch (def.typeName) {
    case 'ZodString':
      return 'string';
    case 'ZodNumber':
      return (def.checks as Check[]).some((c) => c.kind === 'int') ? 'integer' : 'number';
    case 'ZodBoolean':
      return 'boolean';
    case 'ZodArray': {
      const item = describeType(def.type as z.ZodTypeAny);
      return `list of ${plural[item] ?? item}`;
    }
    case 'ZodTuple':
      return 'tuple';
    case 'ZodRecord':
      return `map of string to ${describeType(def.valueType as z.ZodTypeAny)}`;
    case 'ZodObject':
    case 'ZodDiscriminatedUnion':
      return 'object';
    case 'ZodUnion':
      return [...new Set((def.options as z.ZodTypeAny[]).map(describeType))].join(' or ');
    case 'ZodUndefined':
      return 'undefined';
    case 'ZodUnknown':
    case 'ZodAny':
      return 'any';
    default:
      throw new Error(`describeType: no wording for ${def.typeName}`);
  }
}

const num = (value: unknown) => formatValue(value);

/** Bounds and format rules of a number or string field, in words; empty when there are none. */
export function describeBounds(schema: z.ZodTypeAny): string {
  const {core} = unwrap(schema);
  const def = defOf(core);
  const checks = (def.checks as Check[] | undefined) ?? [];
  const parts: string[] = [];
  if (def.typeName === 'ZodNumber') {
    const min = checks.find((c) => c.kind === 'min');
    const max = checks.find((c) => c.kind === 'max');
    if (min && max) {
      parts.push(`${num(min.value)} to ${num(max.value)}`);
    } else if (min) {
      parts.push(min.inclusive ? `at least ${num(min.value)}` : `greater than ${num(min.value)}`);
    } else if (max) {
      parts.push(max.inclusive ? `at most ${num(max.value)}` : `less than ${num(max.value)}`);
    }
  }
  if (def.typeName === 'ZodString') {
    for (const check of checks) {
      if (check.kind === 'min') parts.push(check.value === 1 ? 'not empty' : `at least ${num(check.value)} characters`);
      if (check.kind === 'max') parts.push(`at most ${num(check.value)} characters`);
      if (check.kind === 'url') parts.push('a valid URL');
      if (check.kind === 'regex') parts.push(`matches ${check.regex!.source}`);
    }
  }
  return parts.join('; ');
}

export type RowOptions = {
  defaults?: Record<string, unknown>;
  secrets?: readonly string[];
  /** Extra wording per key, added to the description (e.g. "mcp items only"). */
  notes?: Record<string, string>;
  /** What the product really uses, per key; wins over `defaults` and the schema's default. */
  effective?: Readonly<Record<string, EffectiveDefault<unknown>>>;
};

/** The bounds an effective default records, in the words describeBounds uses. */
export function describeEnforcedBounds(entry: EffectiveDefault<unknown> | undefined): string {
  if (entry?.min !== undefined && entry.max !== undefined) return `${num(entry.min)} to ${num(entry.max)}`;
  if (entry?.min !== undefined) return `at least ${num(entry.min)}`;
  if (entry?.max !== undefined) return `at most ${num(entry.max)}`;
  return '';
}

export function buildSettingRow(key: string, field: z.ZodTypeAny, options: RowOptions = {}): SettingRow {
  const {core, required, nullable, fallback, description} = unwrap(field);
  const declared = options.defaults && Object.hasOwn(options.defaults, key) ? options.defaults[key] : fallback;
  const effective = options.effective && Object.hasOwn(options.effective, key) ? options.effective[key] : undefined;
  const shown = formatValue(effective ? effective.value : declared);
  const schemaDefault = effective && declared !== undefined ? formatValue(declared) : undefined;
  const values = literalValues(core);
  const note = options.notes?.[key];
  return {
    key,
    type: describeType(field),
    required,
    nullable,
    secret: options.secrets?.includes(key) ?? false,
    default: shown,
    ...(schemaDefault !== undefined && schemaDefault !== shown ? {schemaDefault} : {}),
    ...(effective?.note ? {defaultNote: effective.note} : {}),
    ...(effective ? {defaultSource: defaultSource(effective.source)} : {}),
    allowed: values ? values.map(formatValue) : [],
    // The product's own range is narrower than the schema's wherever both exist (a test checks), so it replaces it.
    bounds: describeEnforcedBounds(effective) || describeBounds(field),
    description: joinNote(description, note),
  };
}

function joinNote(description: string | undefined, note: string | undefined): string {
  if (description && note) return `${description} (${note})`;
  return description ?? note ?? '';
}

/** Finds a field by key; a dotted key (`cloudSettings.taskShareExpirationDays`) walks into nested objects. */
export function fieldAt(shape: z.ZodRawShape, key: string): z.ZodTypeAny | undefined {
  const [head, ...rest] = key.split('.');
  const field = Object.hasOwn(shape, head) ? shape[head] : undefined;
  if (!field || rest.length === 0) return field;
  const {core} = unwrap(field);
  if (defOf(core).typeName !== 'ZodObject') return undefined;
  return fieldAt((core as z.AnyZodObject).shape as z.ZodRawShape, rest.join('.'));
}

/** Rows for the given keys of a shape, in the order asked; every key of the shape when none are given. */
export function buildSettingRows(
  tableName: string,
  shape: z.ZodRawShape,
  keys: readonly string[] | undefined,
  options: RowOptions = {},
): SettingRow[] {
  const wanted = keys ?? Object.keys(shape);
  const missing = wanted.filter((key) => !fieldAt(shape, key));
  if (missing.length > 0) {
    throw new Error(`${tableName}: no setting named ${missing.map((k) => `"${k}"`).join(', ')}`);
  }
  return wanted.map((key) => buildSettingRow(key, fieldAt(shape, key)!, options));
}

/** Nested defaults also listed under dotted keys: {a: {b: 1}} gives "a" and "a.b". */
export function flattenDefaults(values: object, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const path = prefix + key;
    flat[path] = value;
    if (value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(flat, flattenDefaults(value as object, `${path}.`));
  }
  return flat;
}
