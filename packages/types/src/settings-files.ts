// Files a user writes or pastes that Roo Code 3.28.10 validates on load, beside .roomodes and the MCP files.
import {z} from 'zod';

import {globalSettingsSchema} from './global-settings';
import {providerSettingsWithIdSchema} from './provider-settings';

/** The saved provider profiles (src/core/config/ProviderSettingsManager.ts:37-51 at v3.28.10). */
export const providerProfilesSchema = z.object({
  currentApiConfigName: z.string().describe('Name of the profile in use'),
  apiConfigs: z.record(z.string(), providerSettingsWithIdSchema).describe('Profile name → provider settings'),
  modeApiConfigs: z.record(z.string(), z.string()).optional().describe('Mode slug → id of the profile it uses'),
  cloudProfileIds: z.array(z.string()).optional().describe('Ids of profiles that come from Roo Code Cloud'),
  migrations: z
    .object({
      rateLimitSecondsMigrated: z.boolean().optional(),
      diffSettingsMigrated: z.boolean().optional(),
      openAiHeadersMigrated: z.boolean().optional(),
      consecutiveMistakeLimitMigrated: z.boolean().optional(),
      todoListEnabledMigrated: z.boolean().optional(),
    })
    .optional()
    .describe('One-time upgrades already applied to the stored profiles'),
});
export type ProviderProfiles = z.infer<typeof providerProfilesSchema>;

/**
 * A file written by Settings → Export and read by Import, or by the `roo-cline.autoImportSettingsPath` setting
 * (src/core/config/importExport.ts:43-46): the profiles are required, the other settings optional.
 */
export const settingsExportFileSchema = z.object({
  providerProfiles: providerProfilesSchema,
  globalSettings: globalSettingsSchema.optional(),
});
export type SettingsExportFile = z.infer<typeof settingsExportFileSchema>;

/** The managed-device policy file `mdm.json` that an administrator installs (src/services/mdm/MdmService.ts:11-14). */
export const mdmConfigSchema = z.object({
  requireCloudAuth: z.boolean().describe('true makes members sign in to Roo Code Cloud before they can use Roo'),
  organizationId: z.string().optional().describe('Members must sign in to this organization'),
});
export type MdmConfig = z.infer<typeof mdmConfigSchema>;
