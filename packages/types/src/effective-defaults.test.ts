import {describe, expect, it} from 'vitest';
import {z} from 'zod';

import {organizationSettingsDefaults, organizationSettingsSchema} from './cloud';
import {codebaseIndexConfigSchema} from './codebase-index';
import {citedLines, type EffectiveDefault} from './effective-default';
import {effectiveDefaultRecords} from './effective-defaults';
import {globalSettingsSchema} from './global-settings';
import {providerSettingsSchema} from './provider-settings';

const schemas: Record<keyof typeof effectiveDefaultRecords, z.AnyZodObject> = {
  globalSettings: globalSettingsSchema,
  providerSettings: providerSettingsSchema,
  codebaseIndexConfig: codebaseIndexConfigSchema,
  organizationSettings: organizationSettingsSchema,
};

/** The field a dotted key names, seen through optional wrappers of the objects on the way. */
function fieldAt(schema: z.ZodTypeAny, key: string): z.ZodTypeAny | undefined {
  let current: z.ZodTypeAny | undefined = schema;
  for (const part of key.split('.')) {
    while (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    if (!(current instanceof z.ZodObject)) return undefined;
    current = (current.shape as z.ZodRawShape)[part];
  }
  return current;
}

const entries = Object.entries(effectiveDefaultRecords).flatMap(([name, record]) =>
  Object.entries(record).map(([key, entry]) => ({name: name as keyof typeof schemas, key, entry})),
);

describe('effective defaults', () => {
  it.each(entries.map((item) => [`${item.name}.${item.key}`, item] as const))(
    '%s names a real setting and its value passes the schema',
    (_label, {name, key, entry}) => {
      const field = fieldAt(schemas[name], key);
      expect(field, `${name} has no setting ${key}`).toBeDefined();
      expect(field!.safeParse(entry.value).success).toBe(true);
    },
  );

  it.each(entries.map((item) => [`${item.name}.${item.key}`, item.entry] as const))(
    '%s lies within the bounds the product enforces',
    (_label, entry: EffectiveDefault<unknown>) => {
      if (entry.min === undefined && entry.max === undefined) return;
      expect(typeof entry.value).toBe('number');
      if (entry.min !== undefined) expect(entry.value as number).toBeGreaterThanOrEqual(entry.min);
      if (entry.max !== undefined) expect(entry.value as number).toBeLessThanOrEqual(entry.max);
      if (entry.min !== undefined && entry.max !== undefined) expect(entry.min).toBeLessThan(entry.max);
    },
  );

  it.each(entries.map((item) => [`${item.name}.${item.key}`, item] as const))(
    "%s enforces bounds inside the schema's, so the tables may show them instead",
    (_label, {name, key, entry}) => {
      let core = fieldAt(schemas[name], key)!;
      while (core instanceof z.ZodOptional || core instanceof z.ZodNullable) core = core.unwrap();
      if (!(core instanceof z.ZodNumber) || (entry.min === undefined && entry.max === undefined)) return;
      if (core.minValue !== null) expect(entry.min ?? -Infinity).toBeGreaterThanOrEqual(core.minValue);
      if (core.maxValue !== null) expect(entry.max ?? Infinity).toBeLessThanOrEqual(core.maxValue);
    },
  );

  it('cites each value and bound as a repository path and a line number', () => {
    for (const {entry} of entries) {
      for (const cited of citedLines(entry)) {
        expect(cited).toMatch(/^(src|webview-ui|packages)\/[\w./-]+\.(ts|tsx|json):[1-9]\d*$/);
      }
    }
  });

  // The review items behind the record (issue 34): each is a value the product fills in where the schema has none
  // or says otherwise.
  it('holds what the product fills in where the schema is silent or differs', () => {
    const {globalSettings, codebaseIndexConfig, organizationSettings, providerSettings} = effectiveDefaultRecords;
    expect(globalSettings.requestDelaySeconds).toMatchObject({value: 10, min: 5});
    expect(codebaseIndexConfig.codebaseIndexEmbedderModelDimension?.value).toBe(1536);
    expect(codebaseIndexConfig.codebaseIndexSearchMinScore?.value).toBe(0.4);
    expect(providerSettings.claudeCodeMaxOutputTokens?.value).toBe(16_000);
    expect(organizationSettingsDefaults.cloudSettings.recordTaskMessages).toBe(true);
    expect(organizationSettings['cloudSettings.recordTaskMessages']?.value).toBe(false);
    expect(organizationSettings['cloudSettings.enableTaskSharing']?.value).toBe(false);
  });
});
