import {
  codebaseIndexConfigSchema,
  commonProviderSettingsSchema,
  effectiveDefaultRecords,
  globalSettingsSchema,
  isSecretSettingKey,
  marketplaceItemTypeSchema,
  mcpMarketplaceItemSchema,
  modeConfigSchema,
  organizationSettingsDefaults,
  organizationSettingsSchema,
  providerFieldSchemas,
  providerModelDefault,
  providerTemperatureDefault,
  providerNames,
  providerSettingsSchema,
  secretGlobalSettingKeys,
  secretProviderSettingKeys,
  type ProviderName,
  type z,
} from '@roo-code-docs/types';

import type {SettingRow} from '../src/lib/static-props/data';
import {buildSettingRows, flattenDefaults, type RowOptions} from './schema-settings';

type RegisteredSchema = {shape: z.ZodRawShape} & RowOptions;

const secrets = [...secretProviderSettingKeys, ...secretGlobalSettingKeys];

/** The schemas a page may show with <SettingsTable schema="…" keys={[…]} />. */
export const settingsSchemas = {
  globalSettings: {shape: globalSettingsSchema.shape, effective: effectiveDefaultRecords.globalSettings, secrets},
  // Every profile key: the common settings, then each provider's own fields and the embedder keys.
  providerSettings: {
    shape: providerSettingsSchema.shape,
    effective: effectiveDefaultRecords.providerSettings,
    secrets,
  },
  codebaseIndexConfig: {shape: codebaseIndexConfigSchema.shape, effective: effectiveDefaultRecords.codebaseIndexConfig},
  // The schema ships defaults for an organization that set nothing; the extension reads some of them differently.
  organizationSettings: {
    shape: organizationSettingsSchema.shape,
    defaults: flattenDefaults(organizationSettingsDefaults),
    effective: effectiveDefaultRecords.organizationSettings,
  },
  modeConfig: {shape: modeConfigSchema.shape},
  // Both kinds in one table; the kind-specific fields say which kind they belong to.
  marketplaceItem: {
    shape: mcpMarketplaceItemSchema.extend({type: marketplaceItemTypeSchema.describe('Kind of item')}).shape,
    notes: {
      url: 'mcp items only, required for them',
      parameters: 'mcp items only',
      content: 'a mode item takes YAML text only',
    },
  },
} satisfies Record<string, RegisteredSchema>;

export type SettingsSchemaName = keyof typeof settingsSchemas;

/** Rows of a settings table. Throws on an unknown schema name or key, so a typo fails the build. */
export function settingsRows(schema: string, keys?: readonly string[]): SettingRow[] {
  if (!Object.hasOwn(settingsSchemas, schema)) {
    throw new Error(
      `SettingsTable: unknown schema "${schema}". Known schemas: ${Object.keys(settingsSchemas).join(', ')}`,
    );
  }
  const {shape, ...options} = settingsSchemas[schema as SettingsSchemaName] as RegisteredSchema;
  return buildSettingRows(`SettingsTable (${schema})`, shape, keys, options);
}

export function isProviderName(value: string): value is ProviderName {
  return (providerNames as readonly string[]).includes(value);
}

/** Rows for one provider's own profile fields (not the common settings). Throws on an unknown provider. */
export function providerSettingsRows(provider: string): SettingRow[] {
  if (!isProviderName(provider)) {
    throw new Error(
      `ProviderSettingsTable: unknown provider "${provider}". Known providers: ${providerNames.join(', ')}`,
    );
  }
  const temperature = providerTemperatureDefault(provider);
  // The temperature is a common setting, but its fallback lives in each handler, so it gets a row wherever one is
  // known; the other common settings stay on the profiles page.
  const shape = {
    ...providerFieldSchemas[provider].shape,
    ...(Object.hasOwn(temperature, 'modelTemperature')
      ? {modelTemperature: commonProviderSettingsSchema.shape.modelTemperature}
      : {}),
  } as z.ZodRawShape;
  return buildSettingRows(`ProviderSettingsTable (${provider})`, shape, undefined, {
    // The model key's fallback depends on the provider (apiModelId serves twenty of them), so it joins here.
    effective: {...effectiveDefaultRecords.providerSettings, ...providerModelDefault(provider), ...temperature},
    secrets: Object.keys(shape).filter(isSecretSettingKey),
  });
}
