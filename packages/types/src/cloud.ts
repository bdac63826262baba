import {z} from 'zod';

import type {EffectiveDefault, EffectiveDefaults} from './effective-default';
import {globalSettingsSchema} from './global-settings';
import {mcpMarketplaceItemSchema} from './marketplace';
import {clineMessageSchema, queuedMessageSchema, tokenUsageSchema} from './message';
import {providerSettingsWithIdSchema} from './provider-settings';
import {taskMetadataSchema, taskStatusSchema} from './task';
import {gitPropertiesSchema, staticAppPropertiesSchema} from './telemetry';

/** Which providers and models members of an organization may use. */
export const organizationAllowListSchema = z.object({
  allowAll: z.boolean().describe('Allow every provider and model'),
  providers: z
    .record(
      z.object({
        allowAll: z.boolean().describe('Allow every model of this provider'),
        models: z.array(z.string()).optional().describe('The allowed models, when not all are'),
      }),
    )
    .describe('Allowed providers, by provider id'),
});
export type OrganizationAllowList = z.infer<typeof organizationAllowListSchema>;

const wholeAtLeastZero = (description: string) => z.number().int().nonnegative().optional().describe(description);

/** Settings an organization imposes on its members' extensions. */
export const organizationDefaultSettingsSchema = z.object({
  enableCheckpoints: globalSettingsSchema.shape.enableCheckpoints,
  fuzzyMatchThreshold: globalSettingsSchema.shape.fuzzyMatchThreshold,
  maxOpenTabsContext: wholeAtLeastZero('Most open editor tabs listed in the context'),
  maxReadFileLine: z
    .number()
    .int()
    .gte(-1)
    .optional()
    .describe('Lines read from a file when no range is given; -1 reads whole files'),
  maxWorkspaceFiles: wholeAtLeastZero('Most workspace files listed in the context'),
  showRooIgnoredFiles: globalSettingsSchema.shape.showRooIgnoredFiles,
  terminalCommandDelay: wholeAtLeastZero('Pause after a command before reading its output, in milliseconds'),
  terminalCompressProgressBar: globalSettingsSchema.shape.terminalCompressProgressBar,
  terminalOutputLineLimit: wholeAtLeastZero('Lines of command output kept for the model'),
  terminalShellIntegrationDisabled: globalSettingsSchema.shape.terminalShellIntegrationDisabled,
  terminalShellIntegrationTimeout: wholeAtLeastZero(
    'Wait for shell integration before running a command, in milliseconds',
  ),
  terminalZshClearEolMark: globalSettingsSchema.shape.terminalZshClearEolMark,
});
export type OrganizationDefaultSettings = z.infer<typeof organizationDefaultSettingsSchema>;

/** Task recording and sharing rules of an organization. */
export const organizationCloudSettingsSchema = z.object({
  recordTaskMessages: z.boolean().optional().describe('Store task messages in Roo Code Cloud'),
  enableTaskSharing: z.boolean().optional().describe('Let members share tasks by link'),
  taskShareExpirationDays: z.number().int().positive().optional().describe('Days a shared link stays valid'),
  allowMembersViewAllTasks: z.boolean().optional().describe("Let members see each other's tasks"),
});
export type OrganizationCloudSettings = z.infer<typeof organizationCloudSettingsSchema>;

export const organizationFeaturesSchema = z.object({
  roomoteControlEnabled: z
    .boolean()
    .optional()
    .describe('Remote control for the whole organization (3.28.10 reads the user feature of this name instead)'),
});
export type OrganizationFeatures = z.infer<typeof organizationFeaturesSchema>;

/** Everything an organization sets for its members. */
export const organizationSettingsSchema = z.object({
  version: z.number().describe('Revision of the settings; any change of number replaces the copy the extension holds'),
  cloudSettings: organizationCloudSettingsSchema.optional().describe('Task recording and sharing'),
  defaultSettings: organizationDefaultSettingsSchema.describe(
    'Extension defaults for members (3.28.10 does not apply them)',
  ),
  allowList: organizationAllowListSchema.describe('Providers and models members may use'),
  features: organizationFeaturesSchema.optional().describe('Cloud features turned on'),
  hiddenMcps: z.array(z.string()).optional().describe('Marketplace MCP servers hidden from members'),
  hideMarketplaceMcps: z.boolean().optional().describe('Hide all marketplace MCP servers'),
  mcps: z.array(mcpMarketplaceItemSchema).optional().describe("The organization's own MCP servers"),
  providerProfiles: z
    .record(z.string(), providerSettingsWithIdSchema)
    .optional()
    .describe('Provider profiles given to every member'),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/** Cloud settings of an organization that has not set any. */
export const organizationSettingsDefaults = {
  version: 0,
  cloudSettings: {
    recordTaskMessages: true,
    enableTaskSharing: true,
    taskShareExpirationDays: 30,
    allowMembersViewAllTasks: true,
  },
  defaultSettings: {},
  allowList: {allowAll: true, providers: {}},
} as const satisfies OrganizationSettings;

/**
 * How the extension reads organization settings an organization left out. The defaults above are what the
 * settings schema ships; the extension ignores them and treats a missing flag as off.
 */
export const organizationSettingsEffectiveDefaults = {
  'cloudSettings.recordTaskMessages': {
    value: false,
    source: 'packages/cloud/src/CloudSettingsService.ts:272',
    note: 'for a member of an organization a missing value turns task sync off',
  },
  'cloudSettings.enableTaskSharing': {
    value: false,
    source: 'packages/cloud/src/CloudShareService.ts:44',
    note: 'a missing value turns sharing off',
  },
  hideMarketplaceMcps: {value: false, source: 'src/services/marketplace/RemoteConfigLoader.ts:30'},
} satisfies {
  [Key in keyof OrganizationCloudSettings as `cloudSettings.${Key}`]?: EffectiveDefault<
    NonNullable<OrganizationCloudSettings[Key]>
  >;
} & EffectiveDefaults<OrganizationSettings>;

export const userFeaturesSchema = z.object({roomoteControlEnabled: z.boolean().optional()});
export type UserFeatures = z.infer<typeof userFeaturesSchema>;

/** A user's own cloud choices. */
export const userSettingsConfigSchema = z.object({
  extensionBridgeEnabled: z
    .boolean()
    .optional()
    .describe('Link tasks started in this editor to Roomote Control (the connection itself follows Task Sync)'),
  taskSyncEnabled: z.boolean().optional().describe('Sync tasks to Roo Code Cloud'),
});
export type UserSettingsConfig = z.infer<typeof userSettingsConfigSchema>;

export const userSettingsDataSchema = z.object({
  features: userFeaturesSchema,
  settings: userSettingsConfigSchema,
  version: z.number(),
});
export type UserSettingsData = z.infer<typeof userSettingsDataSchema>;

/** The answer to a share request. */
export const shareResponseSchema = z.object({
  success: z.boolean(),
  shareUrl: z.string().optional(),
  error: z.string().optional(),
  isNewShare: z.boolean().optional(),
  manageUrl: z.string().optional(),
});
export type ShareResponse = z.infer<typeof shareResponseSchema>;

export const shareVisibilities = ['organization', 'public'] as const;
export type ShareVisibility = (typeof shareVisibilities)[number];

/** How often a connected extension reports that it is alive, and how long the server remembers it. */
export const heartbeatIntervalMs = 20_000;
export const instanceTtlSeconds = 60;

/** A task as a remote viewer sees it. */
export const extensionTaskSchema = z.object({
  taskId: z.string(),
  taskStatus: taskStatusSchema,
  taskAsk: clineMessageSchema.optional(),
  queuedMessages: z.array(queuedMessageSchema).optional(),
  parentTaskId: z.string().optional(),
  childTaskId: z.string().optional(),
  tokenUsage: tokenUsageSchema.optional(),
  ...taskMetadataSchema.shape,
});
export type ExtensionTask = z.infer<typeof extensionTaskSchema>;

const nameAndProvider = z.object({name: z.string(), provider: z.string().optional()});

/** A running extension connected to Roo Code Cloud. */
export const extensionInstanceSchema = z.object({
  instanceId: z.string(),
  userId: z.string(),
  workspacePath: z.string(),
  appProperties: staticAppPropertiesSchema,
  gitProperties: gitPropertiesSchema.optional(),
  lastHeartbeat: z.coerce.number(),
  task: extensionTaskSchema,
  taskAsk: clineMessageSchema.optional(),
  taskHistory: z.array(z.string()),
  mode: z.string().optional(),
  modes: z.array(z.object({slug: z.string(), name: z.string()})).optional(),
  providerProfile: z.string().optional(),
  providerProfiles: z.array(nameAndProvider).optional(),
});
export type ExtensionInstance = z.infer<typeof extensionInstanceSchema>;
