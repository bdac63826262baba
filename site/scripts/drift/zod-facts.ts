// Flattens a zod 3 schema into what the drift report compares: every key path with its type, allowed values,
// default and bounds. Schemas are read through `_def`, not `instanceof`, because the upstream modules and ours
// load separate copies of zod (CommonJS and ESM builds).

export type PathFacts = {
  types: Set<string>;
  values: Set<string>;
  defaults: Set<string>;
  min: Set<string>;
  max: Set<string>;
};

export type SchemaFacts = {
  paths: Map<string, PathFacts>;
  /** Paths (below the root) where the schema embeds one of the named schemas, with that name. */
  refs: Map<string, string>;
};

type Def = Record<string, unknown> & {typeName?: string};
type AnySchema = {_def: Def};

export function isZod3Schema(value: unknown): value is AnySchema {
  const def = (value as {_def?: Def} | null)?._def;
  return !!def && typeof def === 'object' && typeof def.typeName === 'string';
}

/** One value as the report prints it. */
export function show(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'function') return '(computed)';
  if (value === undefined) return 'none';
  return JSON.stringify(value);
}

// Deep enough for every settings schema; a lazy (recursive) schema stops here instead of looping.
const MAX_DEPTH = 12;

/** `names` maps schema objects to their export names, to note where one schema embeds another. */
export function schemaFacts(schema: unknown, names: Map<unknown, string> = new Map()): SchemaFacts {
  const facts = new Map<string, PathFacts>();
  const refs = new Map<string, string>();
  const at = (path: string) => {
    let entry = facts.get(path);
    if (!entry) {
      entry = {types: new Set(), values: new Set(), defaults: new Set(), min: new Set(), max: new Set()};
      facts.set(path, entry);
    }
    return entry;
  };

  const walk = (node: unknown, path: string, depth: number): void => {
    if (!isZod3Schema(node) || depth > MAX_DEPTH) return;
    if (depth > 0 && names.has(node)) refs.set(path, names.get(node)!);
    const def = node._def;
    const inner = (key: string) => walk(def[key], path, depth);
    switch (def.typeName) {
      case 'ZodOptional':
      case 'ZodNullable':
      case 'ZodReadonly':
      case 'ZodCatch':
        return inner('innerType');
      case 'ZodDefault':
        at(path).defaults.add(show((def.defaultValue as () => unknown)()));
        return inner('innerType');
      case 'ZodEffects':
        return inner('schema');
      case 'ZodBranded':
        return inner('type');
      case 'ZodPipeline':
        return inner('in');
      case 'ZodLazy':
        return walk((def.getter as () => unknown)(), path, depth + 1);
      case 'ZodObject': {
        at(path).types.add('object');
        const shape = (def.shape as () => Record<string, unknown>)();
        for (const [key, value] of Object.entries(shape)) walk(value, path ? `${path}.${key}` : key, depth + 1);
        return;
      }
      case 'ZodArray':
        at(path).types.add('array');
        if (def.minLength) at(path).min.add(show((def.minLength as {value: number}).value));
        if (def.maxLength) at(path).max.add(show((def.maxLength as {value: number}).value));
        return walk(def.type, `${path}[]`, depth + 1);
      case 'ZodRecord':
      case 'ZodMap':
        at(path).types.add('record');
        return walk(def.valueType, `${path}{}`, depth + 1);
      case 'ZodTuple':
        at(path).types.add('tuple');
        (def.items as unknown[]).forEach((item, index) => walk(item, `${path}[${index}]`, depth + 1));
        return;
      case 'ZodIntersection':
        walk(def.left, path, depth);
        return walk(def.right, path, depth);
      case 'ZodUnion':
      case 'ZodDiscriminatedUnion': {
        const options = def.options as unknown[];
        // A union of literals is an enum written another way; other unions merge their options' keys.
        if (options.every((option) => isZod3Schema(option) && option._def.typeName === 'ZodLiteral')) {
          at(path).types.add('enum');
          for (const option of options) at(path).values.add(show((option as AnySchema)._def.value));
          return;
        }
        for (const option of options) walk(option, path, depth);
        return;
      }
      case 'ZodEnum':
        at(path).types.add('enum');
        for (const value of def.values as unknown[]) at(path).values.add(show(value));
        return;
      case 'ZodNativeEnum':
        at(path).types.add('enum');
        for (const value of Object.values(def.values as object)) at(path).values.add(show(value));
        return;
      case 'ZodLiteral':
        at(path).types.add('enum');
        at(path).values.add(show(def.value));
        return;
      case 'ZodNumber':
      case 'ZodString':
      case 'ZodBigInt':
      case 'ZodDate': {
        at(path).types.add(def.typeName.slice(3).toLowerCase());
        for (const check of (def.checks as {kind: string; value?: unknown; inclusive?: boolean}[]) ?? []) {
          const exclusive = check.inclusive === false ? ' (exclusive)' : '';
          if (check.kind === 'min') at(path).min.add(`${show(check.value)}${exclusive}`);
          if (check.kind === 'max') at(path).max.add(`${show(check.value)}${exclusive}`);
          if (check.kind === 'int') at(path).types.add('integer');
        }
        return;
      }
      default:
        at(path).types.add(String(def.typeName).replace(/^Zod/, '').toLowerCase());
    }
  };
  walk(schema, '', 0);
  return {paths: facts, refs};
}
