import {
  embedderProviders,
  languages,
  moonshotBaseUrls,
  providerNames,
  reasoningEfforts,
  serviceTiers,
  telemetrySettings,
  todoStatuses,
  toolGroups,
  toolNames,
  verbosityLevels,
  zaiApiLines,
} from '@roo-code-docs/types';

/** The enumerations pages may list with <EnumValues name="…" />. */
export const enumRegistry = {
  reasoningEffort: reasoningEfforts,
  serviceTier: serviceTiers,
  verbosity: verbosityLevels,
  zaiApiLine: zaiApiLines,
  moonshotBaseUrl: moonshotBaseUrls,
  embedderProvider: embedderProviders,
  providerName: providerNames,
  toolGroup: toolGroups,
  toolName: toolNames,
  language: languages,
  todoStatus: todoStatuses,
  telemetrySetting: telemetrySettings,
} as const satisfies Record<string, readonly string[]>;

export type EnumName = keyof typeof enumRegistry;

/** The allowed values of a named enumeration. Throws on an unknown name so a typo fails the build. */
export function getEnumValues(name: string): readonly string[] {
  if (!Object.hasOwn(enumRegistry, name)) {
    throw new Error(`EnumValues: unknown name "${name}". Known names: ${Object.keys(enumRegistry).join(', ')}`);
  }
  return enumRegistry[name as EnumName];
}
