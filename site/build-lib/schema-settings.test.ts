import {describe, expect, it} from 'vitest';
import {z} from '@roo-code-docs/types';

import {
  buildSettingRow,
  buildSettingRows,
  describeBounds,
  describeType,
  flattenDefaults,
  unwrap,
} from './schema-settings';

describe('describeType', () => {
  it.each([
    [z.string().optional(), 'string'],
    [z.number().int().min(1), 'integer'],
    [z.number().nullish(), 'number'],
    [z.boolean(), 'boolean'],
    [z.array(z.string()), 'list of strings'],
    [z.record(z.string(), z.boolean()), 'map of string to boolean'],
    [z.enum(['a', 'b']), 'string (enum)'],
    [z.union([z.literal('x'), z.literal('y')]), 'string (enum)'],
    [z.union([z.string(), z.array(z.string())]), 'string or list of strings'],
    [z.object({a: z.string()}), 'object'],
    [z.unknown(), 'any'],
  ])('names %#', (schema, type) => {
    expect(describeType(schema)).toBe(type);
  });
});

describe('describeBounds', () => {
  it.each([
    [z.number().min(0).max(1), '0 to 1'],
    [z.number().int().min(1).max(200_000), '1 to 200,000'],
    [z.number().int().nonnegative(), 'at least 0'],
    [z.number().int().positive(), 'greater than 0'],
    [z.number().int().gte(-1), 'at least -1'],
    [z.string().min(1), 'not empty'],
    [z.string().url(), 'a valid URL'],
    [z.string().regex(/^[a-z]+$/), 'matches ^[a-z]+$'],
    [z.boolean(), ''],
  ])('words %#', (schema, bounds) => {
    expect(describeBounds(schema)).toBe(bounds);
  });
});

describe('unwrap', () => {
  it('sees through optional, default and refinements and keeps the description', () => {
    const field = z
      .string()
      .refine(() => true)
      .optional()
      .default('project')
      .describe('Where');
    expect(unwrap(field)).toMatchObject({required: false, fallback: 'project', description: 'Where'});
  });
});

describe('buildSettingRow', () => {
  it('fills type, default, allowed values, bounds, secrecy and description', () => {
    const row = buildSettingRow('level', z.enum(['low', 'high']).optional().describe('How much'), {
      defaults: {level: 'low'},
      secrets: [],
    });
    expect(row).toEqual({
      key: 'level',
      type: 'string (enum)',
      required: false,
      nullable: false,
      secret: false,
      default: 'low',
      allowed: ['low', 'high'],
      bounds: '',
      description: 'How much',
    });
  });

  it("adds notes, and the effective default with its bounds and note in place of the schema's", () => {
    const row = buildSettingRow('t', z.number().min(0).optional().default(3).describe('Timeout'), {
      notes: {t: 'seconds'},
      effective: {t: {value: 10, source: 'src/a.ts:1', min: 5, max: 600, note: 'read as 5 when lower'}},
    });
    expect(row.description).toBe('Timeout (seconds)');
    expect(row).toMatchObject({
      default: '10',
      schemaDefault: '3',
      bounds: '5 to 600',
      defaultNote: 'read as 5 when lower',
    });
  });

  it("leaves out the schema's default when the effective one is the same", () => {
    const row = buildSettingRow('t', z.number().optional(), {
      defaults: {t: 10},
      effective: {t: {value: 10, source: 'src/a.ts:1', min: 1}},
    });
    expect(row).toMatchObject({default: '10', bounds: 'at least 1'});
    expect(row.schemaDefault).toBeUndefined();
    expect(row.defaultNote).toBeUndefined();
  });
});

describe('buildSettingRows', () => {
  const shape = {a: z.string(), nested: z.object({b: z.number().min(0)}).optional()};

  it('keeps the order asked and walks dotted keys', () => {
    expect(buildSettingRows('T', shape, ['nested.b', 'a']).map((r) => [r.key, r.bounds])).toEqual([
      ['nested.b', 'at least 0'],
      ['a', ''],
    ]);
  });

  it('throws on keys that do not exist', () => {
    expect(() => buildSettingRows('T', shape, ['a', 'nope'])).toThrow('T: no setting named "nope"');
  });
});

describe('flattenDefaults', () => {
  it('lists nested values under dotted keys too', () => {
    expect(flattenDefaults({a: {b: 1}, c: [1]})).toEqual({a: {b: 1}, 'a.b': 1, c: [1]});
  });
});
