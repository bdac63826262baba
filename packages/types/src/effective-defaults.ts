import {organizationSettingsEffectiveDefaults} from './cloud';
import {codebaseIndexConfigEffectiveDefaults} from './codebase-index';
import type {EffectiveDefault} from './effective-default';
import {globalSettingsEffectiveDefaults} from './global-settings';
import {providerSettingsEffectiveDefaults} from './provider-settings';

/** Every effective-defaults record, by the name the site's settings tables use for its schema. */
export const effectiveDefaultRecords: Record<
  'globalSettings' | 'providerSettings' | 'codebaseIndexConfig' | 'organizationSettings',
  Readonly<Record<string, EffectiveDefault<unknown>>>
> = {
  globalSettings: globalSettingsEffectiveDefaults,
  providerSettings: providerSettingsEffectiveDefaults,
  codebaseIndexConfig: codebaseIndexConfigEffectiveDefaults,
  organizationSettings: organizationSettingsEffectiveDefaults,
};
