import {z} from 'zod';

import {codebaseIndexConfigSchema, codebaseIndexModelsSchema} from './codebase-index';
import {experimentsSchema} from './experiment';
import {historyItemSchema} from './history';
import {customModePromptsSchema, customSupportPromptsSchema, modeConfigSchema} from './mode';
import {providerSettingsEntrySchema} from './provider-settings';
import {telemetrySettingSchema} from './telemetry';
import {languageSchema} from './vscode';

const flag = (description: string) => z.boolean().optional().describe(description);
const count = (description: string) => z.number().optional().describe(description);
const text = (description: string) => z.string().optional().describe(description);
const list = (description: string) => z.array(z.string()).optional().describe(description);

/** Settings of the extension that are not part of a provider profile. */
export const globalSettingsSchema = z.object({
  currentApiConfigName: text('Name of the provider profile in use'),
  listApiConfigMeta: z.array(providerSettingsEntrySchema).optional().describe('The saved provider profiles'),
  pinnedApiConfigs: z.record(z.string(), z.boolean()).optional().describe('Profiles pinned to the top of the picker'),

  lastShownAnnouncementId: text('Last release announcement shown'),
  customInstructions: text('Instructions added to the system prompt in every mode'),
  taskHistory: z.array(historyItemSchema).optional().describe('Past tasks'),
  dismissedUpsells: list('Promotions you have dismissed'),

  openRouterImageApiKey: text('OpenRouter API key for the image generation experiment'),
  openRouterImageGenerationSelectedModel: text('OpenRouter model used to generate images'),

  condensingApiConfigId: text('Provider profile used to summarise the context when condensing'),
  customCondensingPrompt: text('Your own prompt for context condensing'),

  autoApprovalEnabled: flag('Master switch for the auto-approve options'),
  alwaysAllowReadOnly: flag('Approve reading files and listing directories without asking'),
  alwaysAllowReadOnlyOutsideWorkspace: flag('Also approve reads outside the workspace'),
  alwaysAllowWrite: flag('Approve creating and editing files without asking'),
  alwaysAllowWriteOutsideWorkspace: flag('Also approve writes outside the workspace'),
  alwaysAllowWriteProtected: flag('Also approve writes to protected files such as .roomodes and .rooignore'),
  writeDelayMs: z
    .number()
    .min(0)
    .optional()
    .describe(
      'Wait after every file Roo saves, in milliseconds, before it collects new problems; applies to edits approved by hand too',
    ),
  alwaysAllowBrowser: flag('Approve browser actions without asking'),
  alwaysApproveResubmit: flag('Retry failed API requests automatically'),
  requestDelaySeconds: count('Wait before an automatic retry, in seconds'),
  alwaysAllowMcp: flag('Approve MCP tool calls without asking (each tool must also be marked always-allow)'),
  alwaysAllowModeSwitch: flag('Approve mode switches without asking'),
  alwaysAllowSubtasks: flag('Approve creating and finishing subtasks without asking'),
  alwaysAllowExecute: flag('Run allowed commands without asking'),
  alwaysAllowFollowupQuestions: flag('Pick the first suggested answer to a follow-up question after a timeout'),
  followupAutoApproveTimeoutMs: count('Time before the first suggested answer is picked, in milliseconds'),
  alwaysAllowUpdateTodoList: flag('Approve todo list updates without asking'),
  allowedCommands: list('Command prefixes that run without asking when command auto-approval is on (* allows all)'),
  deniedCommands: list('Command prefixes that are never run automatically; they win over the allowed list'),
  commandExecutionTimeout: count('Seconds a command may run before it is stopped; 0 means no limit'),
  commandTimeoutAllowlist: list('Command prefixes exempt from the command timeout'),
  preventCompletionWithOpenTodos: flag('Refuse to finish a task while its todo list has open items'),
  allowedMaxRequests: z
    .number()
    .nullish()
    .describe('Auto-approved API requests in a task before asking to continue; empty or 0 for no limit'),
  allowedMaxCost: z
    .number()
    .nullish()
    .describe('Auto-approved spend in a task, in US dollars, before asking to continue; empty or 0 for no limit'),
  autoCondenseContext: flag('Summarise the conversation automatically as the context window fills'),
  autoCondenseContextPercent: count('Share of the context window, in percent, at which condensing starts'),
  maxConcurrentFileReads: count('Most files one read_file call may read'),

  includeDiagnosticMessages: flag('Add editor errors and warnings to tool results'),
  maxDiagnosticMessages: count('Most diagnostic messages added to a tool result'),

  browserToolEnabled: flag('Offer the browser tool to models that can use it'),
  browserViewportSize: text('Browser window size, as widthxheight in pixels'),
  screenshotQuality: count('WebP quality of browser screenshots, 1 to 100'),
  remoteBrowserEnabled: flag('Connect to a Chrome you started with remote debugging'),
  remoteBrowserHost: text('Address of the remote Chrome debugging port'),
  cachedChromeHostUrl: text('Last Chrome address found automatically'),

  enableCheckpoints: flag('Save a checkpoint of the workspace as the task changes files'),

  ttsEnabled: flag('Read answers aloud'),
  ttsSpeed: count('Speech speed'),
  soundEnabled: flag('Play sound effects'),
  soundVolume: count('Sound effect volume, 0 to 1'),

  maxOpenTabsContext: count('Most open editor tabs listed in the context'),
  maxWorkspaceFiles: count('Most workspace files listed in the context'),
  showRooIgnoredFiles: flag('List files excluded by .rooignore, marked with a lock'),
  maxReadFileLine: count('Lines read from a file when no range is given; -1 reads whole files'),
  maxImageFileSize: count('Largest image file read_file may load, in MB'),
  maxTotalImageSize: count('Largest total size of images one read_file call may load, in MB'),

  terminalOutputLineLimit: count('Lines of command output kept for the model'),
  terminalOutputCharacterLimit: count('Characters of command output kept for the model'),
  terminalShellIntegrationTimeout: count(
    'Wait for VS Code shell integration before running a command, in milliseconds',
  ),
  terminalShellIntegrationDisabled: flag('Run commands without VS Code shell integration'),
  terminalCommandDelay: count('Pause after a command before reading its output, in milliseconds'),
  terminalPowershellCounter: flag('Add a counter to PowerShell commands so their output is read reliably'),
  terminalZshClearEolMark: flag('Clear the zsh PROMPT_EOL_MARK so output is not cut'),
  terminalZshOhMy: flag('Turn on Oh My Zsh integration'),
  terminalZshP10k: flag('Turn on Powerlevel10k integration'),
  terminalZdotdir: flag('Use a temporary ZDOTDIR so zsh shell integration loads'),
  terminalCompressProgressBar: flag('Keep only the final state of progress bars in output'),

  diagnosticsEnabled: flag('Check files for new errors after edits'),

  rateLimitSeconds: count('Least time, in seconds, between two API requests'),
  diffEnabled: flag('Let the model edit files with diffs'),
  fuzzyMatchThreshold: count('How closely a diff must match the file (1 means exactly)'),
  experiments: experimentsSchema.optional().describe('Experimental features turned on or off'),

  codebaseIndexModels: codebaseIndexModelsSchema.optional().describe('Known embedding models and their vector sizes'),
  codebaseIndexConfig: codebaseIndexConfigSchema.optional().describe('Codebase indexing settings'),

  language: languageSchema.optional().describe('Language of the interface and of the answers'),

  telemetrySetting: telemetrySettingSchema.optional().describe('Whether anonymous usage data is sent'),

  mcpEnabled: flag('Load MCP servers and offer their tools'),
  enableMcpServerCreation: flag('Let the model build new MCP servers for you'),

  mode: text('Slug of the current mode'),
  modeApiConfigs: z.record(z.string(), z.string()).optional().describe('Provider profile remembered for each mode'),
  customModes: z.array(modeConfigSchema).optional().describe('Your global custom modes'),
  customModePrompts: customModePromptsSchema.optional().describe('Edits to the prompts of built-in modes'),
  customSupportPrompts: customSupportPromptsSchema.optional().describe('Edits to the support prompts'),
  enhancementApiConfigId: text('Provider profile used by Enhance Prompt'),
  includeTaskHistoryInEnhance: flag('Give Enhance Prompt the recent conversation as context'),
  historyPreviewCollapsed: flag('Collapse the recent tasks list on the home screen'),
  reasoningBlockCollapsed: flag('Collapse reasoning blocks in the chat'),
  profileThresholds: z
    .record(z.string(), z.number())
    .optional()
    .describe('Condensing threshold per provider profile, in percent (-1 uses the global value)'),
  hasOpenedModeSelector: flag('Whether the mode picker has been opened before'),
  lastModeExportPath: text('Folder of the last mode export'),
  lastModeImportPath: text('Folder of the last mode import'),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

/** What the extension uses when a setting has never been saved. */
export const globalSettingsDefaults = {
  currentApiConfigName: 'default',
  autoApprovalEnabled: false,
  alwaysAllowReadOnly: false,
  alwaysAllowReadOnlyOutsideWorkspace: false,
  alwaysAllowWrite: false,
  alwaysAllowWriteOutsideWorkspace: false,
  alwaysAllowWriteProtected: false,
  writeDelayMs: 1000,
  alwaysAllowBrowser: false,
  alwaysApproveResubmit: false,
  // The extension also never waits less than 5 seconds, whatever is stored.
  requestDelaySeconds: 10,
  alwaysAllowMcp: false,
  alwaysAllowModeSwitch: false,
  alwaysAllowSubtasks: false,
  alwaysAllowExecute: false,
  alwaysAllowFollowupQuestions: false,
  followupAutoApproveTimeoutMs: 60_000,
  alwaysAllowUpdateTodoList: false,
  // Defaults of the VS Code settings of the same name.
  allowedCommands: ['git log', 'git diff', 'git show'],
  deniedCommands: [],
  commandExecutionTimeout: 0,
  commandTimeoutAllowlist: [],
  preventCompletionWithOpenTodos: false,
  autoCondenseContext: true,
  autoCondenseContextPercent: 100,
  maxConcurrentFileReads: 5,
  includeDiagnosticMessages: true,
  maxDiagnosticMessages: 50,
  browserToolEnabled: true,
  browserViewportSize: '900x600',
  screenshotQuality: 75,
  remoteBrowserEnabled: false,
  enableCheckpoints: true,
  ttsEnabled: false,
  ttsSpeed: 1,
  soundEnabled: false,
  maxOpenTabsContext: 20,
  maxWorkspaceFiles: 200,
  showRooIgnoredFiles: false,
  maxReadFileLine: -1,
  maxImageFileSize: 5,
  maxTotalImageSize: 20,
  terminalOutputLineLimit: 500,
  terminalOutputCharacterLimit: 50_000,
  terminalShellIntegrationTimeout: 5000,
  terminalShellIntegrationDisabled: false,
  terminalCommandDelay: 0,
  terminalPowershellCounter: false,
  terminalZshClearEolMark: true,
  terminalZshOhMy: false,
  terminalZshP10k: false,
  terminalZdotdir: false,
  terminalCompressProgressBar: true,
  diagnosticsEnabled: true,
  diffEnabled: true,
  fuzzyMatchThreshold: 1,
  telemetrySetting: 'unset',
  mcpEnabled: true,
  enableMcpServerCreation: true,
  mode: 'architect',
  includeTaskHistoryInEnhance: true,
  historyPreviewCollapsed: false,
  reasoningBlockCollapsed: true,
} as const satisfies GlobalSettings;

/** Bounds of the VS Code setting behind commandExecutionTimeout, in seconds. */
export const commandExecutionTimeoutRange = {min: 0, max: 600} as const;
