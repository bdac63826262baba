import {z} from '@roo-code-docs/types';
import {describe, expect, it} from 'vitest';
import {schemaFacts} from './zod-facts';

const flat = (schema: unknown, names?: Map<unknown, string>) => {
  const {paths, refs} = schemaFacts(schema, names);
  const shown = Object.fromEntries(
    [...paths].map(([path, facts]) => [
      path,
      Object.fromEntries(
        Object.entries(facts)
          .filter(([, values]) => values.size > 0)
          .map(([key, values]) => [key, [...values].sort()]),
      ),
    ]),
  );
  return {paths: shown, refs: Object.fromEntries(refs)};
};

describe('schemaFacts', () => {
  it('reads keys, enums, defaults and bounds through wrappers', () => {
    const schema = z.object({
      level: z.union([z.literal('low'), z.literal('high')]).optional(),
      size: z.number().int().min(1).max(10, 'too big').default(5),
      name: z.string().max(20).nullable(),
      tags: z.array(z.enum(['a', 'b'])).min(1),
      limits: z.record(z.object({count: z.number().gt(0)})),
      refined: z.object({inner: z.boolean()}).refine(() => true),
    });
    expect(flat(schema).paths).toEqual({
      '': {types: ['object']},
      level: {types: ['enum'], values: ['"high"', '"low"']},
      size: {types: ['integer', 'number'], defaults: ['5'], min: ['1'], max: ['10']},
      name: {types: ['string'], max: ['20']},
      tags: {types: ['array'], min: ['1']},
      'tags[]': {types: ['enum'], values: ['"a"', '"b"']},
      limits: {types: ['record']},
      'limits{}': {types: ['object']},
      'limits{}.count': {types: ['number'], min: ['0 (exclusive)']},
      refined: {types: ['object']},
      'refined.inner': {types: ['boolean']},
    });
  });

  it('merges the keys of union and intersection members', () => {
    const a = z.object({kind: z.literal('a'), x: z.number()});
    const b = z.object({kind: z.literal('b'), y: z.string()});
    expect(Object.keys(flat(z.discriminatedUnion('kind', [a, b])).paths)).toEqual(['', 'kind', 'x', 'y']);
    expect(flat(z.discriminatedUnion('kind', [a, b])).paths.kind).toEqual({types: ['enum'], values: ['"a"', '"b"']});
    expect(Object.keys(flat(a.and(z.object({z: z.boolean()}))).paths)).toEqual(['', 'kind', 'x', 'z']);
  });

  it('reads a native enum by its values', () => {
    enum Color {
      Red = 'red',
      Blue = 'blue',
    }
    expect(flat(z.nativeEnum(Color)).paths['']).toEqual({types: ['enum'], values: ['"blue"', '"red"']});
  });

  it('stops a recursive schema instead of looping', () => {
    type Node = {children: Node[]};
    const node: z.ZodType<Node> = z.lazy(() => z.object({children: z.array(node)}));
    const paths = Object.keys(flat(node).paths);
    expect(paths.length).toBeGreaterThan(2);
    expect(paths.length).toBeLessThan(20);
  });

  it('notes where a named schema is embedded', () => {
    const inner = z.object({a: z.number()});
    const outer = z.object({first: inner.optional(), second: z.array(inner)});
    expect(flat(outer, new Map([[inner, 'innerSchema']])).refs).toEqual({
      first: 'innerSchema',
      'second[]': 'innerSchema',
    });
  });
});
