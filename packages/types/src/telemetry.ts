import {z} from 'zod';

import {clineMessageSchema} from './message';
import {providerNameSchema} from './provider-settings';

/** The user's telemetry choice; `unset` until they answer the prompt. */
export const telemetrySettings = ['unset', 'enabled', 'disabled'] as const;
export const telemetrySettingSchema = z.enum(telemetrySettings);
export type TelemetrySetting = z.infer<typeof telemetrySettingSchema>;

/** Names of the anonymous usage events. The last five are error reports. */
export const telemetryEventNames = [
  'Task Created',
  'Task Reopened',
  'Task Completed',
  'Task Message',
  'Conversation Message',
  'LLM Completion',
  'Mode Switched',
  'Mode Selector Opened',
  'Tool Used',
  'Checkpoint Created',
  'Checkpoint Restored',
  'Checkpoint Diffed',
  'Tab Shown',
  'Mode Setting Changed',
  'Custom Mode Created',
  'Context Condensed',
  'Sliding Window Truncation',
  'Code Action Used',
  'Prompt Enhanced',
  'Title Button Clicked',
  'Authentication Initiated',
  'Marketplace Item Installed',
  'Marketplace Item Removed',
  'Marketplace Tab Viewed',
  'Marketplace Install Button Clicked',
  'Share Button Clicked',
  'Share Organization Clicked',
  'Share Public Clicked',
  'Share Connect To Cloud Clicked',
  'Account Connect Clicked',
  'Account Connect Success',
  'Account Logout Clicked',
  'Account Logout Success',
  'Featured Provider Clicked',
  'Upsell Dismissed',
  'Upsell Clicked',
  'Telemetry Settings Changed',
  'Schema Validation Error',
  'Diff Application Error',
  'Shell Integration Error',
  'Consecutive Mistake Error',
  'Code Index Error',
] as const;
export const telemetryEventNameSchema = z.enum(telemetryEventNames);
export type TelemetryEventName = z.infer<typeof telemetryEventNameSchema>;

/** Properties of the extension and editor, fixed for a session. */
export const staticAppPropertiesSchema = z.object({
  appName: z.string(),
  appVersion: z.string(),
  vscodeVersion: z.string(),
  platform: z.string(),
  editorName: z.string(),
  hostname: z.string().optional(),
});
export type StaticAppProperties = z.infer<typeof staticAppPropertiesSchema>;

export const dynamicAppPropertiesSchema = z.object({language: z.string(), mode: z.string()});
export type DynamicAppProperties = z.infer<typeof dynamicAppPropertiesSchema>;

export const cloudAppPropertiesSchema = z.object({cloudIsAuthenticated: z.boolean().optional()});
export type CloudAppProperties = z.infer<typeof cloudAppPropertiesSchema>;

export const appPropertiesSchema = staticAppPropertiesSchema
  .merge(dynamicAppPropertiesSchema)
  .merge(cloudAppPropertiesSchema);
export type AppProperties = z.infer<typeof appPropertiesSchema>;

export const taskPropertiesSchema = z.object({
  taskId: z.string().optional(),
  apiProvider: providerNameSchema.optional(),
  modelId: z.string().optional(),
  diffStrategy: z.string().optional(),
  isSubtask: z.boolean().optional(),
  todos: z.object({total: z.number(), completed: z.number(), inProgress: z.number(), pending: z.number()}).optional(),
});
export type TaskProperties = z.infer<typeof taskPropertiesSchema>;

export const gitPropertiesSchema = z.object({
  repositoryUrl: z.string().optional(),
  repositoryName: z.string().optional(),
  defaultBranch: z.string().optional(),
});
export type GitProperties = z.infer<typeof gitPropertiesSchema>;

/** Every property an event may carry. */
export const telemetryPropertiesSchema = appPropertiesSchema.merge(taskPropertiesSchema).merge(gitPropertiesSchema);
export type TelemetryProperties = z.infer<typeof telemetryPropertiesSchema>;

const special = ['Telemetry Settings Changed', 'Task Message', 'LLM Completion'] as const;
const plainEventNames = telemetryEventNames.filter(
  (name): name is Exclude<TelemetryEventName, (typeof special)[number]> =>
    !(special as readonly string[]).includes(name),
);

/** A captured event: its name and properties; three kinds add fields of their own. */
export const rooCodeTelemetryEventSchema = z.union([
  z.object({
    type: z.enum(plainEventNames as [(typeof plainEventNames)[number], ...(typeof plainEventNames)[number][]]),
    properties: telemetryPropertiesSchema,
  }),
  z.object({
    type: z.literal('Telemetry Settings Changed'),
    properties: telemetryPropertiesSchema.extend({
      previousSetting: telemetrySettingSchema,
      newSetting: telemetrySettingSchema,
    }),
  }),
  z.object({
    type: z.literal('Task Message'),
    properties: telemetryPropertiesSchema.extend({taskId: z.string(), message: clineMessageSchema}),
  }),
  z.object({
    type: z.literal('LLM Completion'),
    properties: telemetryPropertiesSchema.extend({
      inputTokens: z.number(),
      outputTokens: z.number(),
      cacheReadTokens: z.number().optional(),
      cacheWriteTokens: z.number().optional(),
      cost: z.number().optional(),
    }),
  }),
]);
export type RooCodeTelemetryEvent = z.infer<typeof rooCodeTelemetryEventSchema>;
