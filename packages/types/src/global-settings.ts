import {z} from 'zod';

import {codebaseIndexConfigSchema, codebaseIndexModelsSchema} from './codebase-index';
import {effectiveValues, type EffectiveDefaults, type UpstreamLine} from './effective-default';
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
  alwaysAllowMcp: flag(
    'Approve MCP calls without asking: resource reads at once, tool calls only for tools also marked always-allow',
  ),
  alwaysAllowModeSwitch: flag('Approve mode switches without asking'),
  alwaysAllowSubtasks: flag('Approve creating and finishing subtasks without asking'),
  alwaysAllowExecute: flag('Run allowed commands without asking'),
  alwaysAllowFollowupQuestions: flag('Pick the first suggested answer to a follow-up question after a timeout'),
  followupAutoApproveTimeoutMs: count('Time before the first suggested answer is picked, in milliseconds'),
  alwaysAllowUpdateTodoList: flag('Approve todo list updates without asking'),
  allowedCommands: list('Command prefixes that run without asking when command auto-approval is on (* allows all)'),
  deniedCommands: list(
    'Command prefixes that are never run automatically; a command matching both lists follows the longer prefix, this list on a tie',
  ),
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
  maxConcurrentFileReads: count(
    'Most files the read_file description tells the model to ask for in one call; not enforced',
  ),

  includeDiagnosticMessages: flag(
    'Add the new errors an edit causes to its tool result, and let @problems bring in the workspace errors and warnings',
  ),
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

const state = (line: number): UpstreamLine => `src/core/webview/ClineProvider.ts:${line}`;
const slider = (file: string, line: number): UpstreamLine => `webview-ui/src/components/settings/${file}.tsx:${line}`;
const contributed = (line: number): UpstreamLine => `src/package.json:${line}`;

/**
 * What a user who never changed a setting gets, with the bounds the panel or the extension enforces. Values come
 * from the state the extension builds for a task (`getState`), else from the state it sends to the panel, else from
 * the VS Code setting of the same name; bounds come from the settings panel's sliders unless a note says otherwise.
 */
export const globalSettingsEffectiveDefaults = {
  currentApiConfigName: {value: 'default', source: state(2123)},
  autoApprovalEnabled: {value: false, source: state(2131)},
  alwaysAllowReadOnly: {value: false, source: state(2070)},
  alwaysAllowReadOnlyOutsideWorkspace: {value: false, source: state(2071)},
  alwaysAllowWrite: {value: false, source: state(2072)},
  alwaysAllowWriteOutsideWorkspace: {value: false, source: state(2073)},
  alwaysAllowWriteProtected: {value: false, source: state(2074)},
  writeDelayMs: {
    value: 1000,
    source: state(2103),
    min: 0,
    max: 5000,
    boundsSource: slider('ContextManagementSettings', 346),
  },
  alwaysAllowBrowser: {value: false, source: state(2076)},
  alwaysApproveResubmit: {value: false, source: state(2121)},
  requestDelaySeconds: {
    value: 10,
    source: state(2122),
    min: 5,
    max: 100,
    boundsSource: slider('AutoApproveSettings', 257),
    note: 'a stored value below 5 is read as 5',
  },
  alwaysAllowMcp: {value: false, source: state(2077)},
  alwaysAllowModeSwitch: {value: false, source: state(2078)},
  alwaysAllowSubtasks: {value: false, source: state(2079)},
  alwaysAllowExecute: {value: false, source: state(2075)},
  alwaysAllowFollowupQuestions: {value: false, source: state(2080)},
  followupAutoApproveTimeoutMs: {
    value: 60_000,
    source: state(2082),
    min: 1000,
    max: 300_000,
    boundsSource: slider('AutoApproveSettings', 282),
  },
  alwaysAllowUpdateTodoList: {value: false, source: state(2081)},
  allowedCommands: {value: ['git log', 'git diff', 'git show'], source: contributed(345)},
  deniedCommands: {value: [], source: contributed(357)},
  commandExecutionTimeout: {value: 0, source: contributed(362), min: 0, max: 600, boundsSource: contributed(363)},
  commandTimeoutAllowlist: {value: [], source: contributed(372)},
  preventCompletionWithOpenTodos: {value: false, source: contributed(377)},
  autoCondenseContext: {value: true, source: state(2086)},
  autoCondenseContextPercent: {
    value: 100,
    source: state(2087),
    min: 10,
    max: 100,
    boundsSource: slider('ContextManagementSettings', 421),
  },
  maxConcurrentFileReads: {
    value: 5,
    source: state(2142),
    min: 1,
    max: 100,
    boundsSource: slider('ContextManagementSettings', 151),
  },
  includeDiagnosticMessages: {value: true, source: state(2169)},
  maxDiagnosticMessages: {
    value: 50,
    source: state(2170),
    note: 'the slider runs from 1 to 100; 100 stores -1, no limit',
  },
  browserToolEnabled: {value: true, source: state(2136)},
  browserViewportSize: {value: '900x600', source: state(2097)},
  screenshotQuality: {value: 75, source: state(2098), min: 1, max: 100, boundsSource: slider('BrowserSettings', 158)},
  remoteBrowserEnabled: {value: false, source: state(2100)},
  enableCheckpoints: {value: true, source: state(2095)},
  ttsEnabled: {value: false, source: state(2092)},
  ttsSpeed: {value: 1, source: state(2093), min: 0.1, max: 2, boundsSource: slider('NotificationSettings', 58)},
  soundEnabled: {value: false, source: state(2091)},
  // Only the state sent to the panel has a fallback for the volume; the sound player reads it from there.
  soundVolume: {value: 0.5, source: state(1878), min: 0, max: 1, boundsSource: slider('NotificationSettings', 91)},
  maxOpenTabsContext: {
    value: 20,
    source: state(2133),
    min: 0,
    max: 500,
    boundsSource: slider('ContextManagementSettings', 111),
  },
  maxWorkspaceFiles: {
    value: 200,
    source: state(2134),
    min: 0,
    max: 500,
    boundsSource: slider('ContextManagementSettings', 131),
  },
  showRooIgnoredFiles: {value: false, source: state(2138)},
  maxReadFileLine: {value: -1, source: state(2139), min: -1, boundsSource: slider('ContextManagementSettings', 188)},
  maxImageFileSize: {
    value: 5,
    source: state(2140),
    min: 1,
    max: 100,
    boundsSource: slider('ContextManagementSettings', 224),
  },
  maxTotalImageSize: {
    value: 20,
    source: state(2141),
    min: 1,
    max: 500,
    boundsSource: slider('ContextManagementSettings', 252),
  },
  terminalOutputLineLimit: {
    value: 500,
    source: state(2104),
    min: 100,
    max: 5000,
    boundsSource: slider('TerminalSettings', 113),
  },
  terminalOutputCharacterLimit: {
    value: 50_000,
    source: state(2106),
    min: 1000,
    max: 100_000,
    boundsSource: slider('TerminalSettings', 141),
  },
  terminalShellIntegrationTimeout: {
    value: 5000,
    source: state(2108),
    min: 1000,
    max: 60_000,
    boundsSource: slider('TerminalSettings', 262),
  },
  terminalShellIntegrationDisabled: {value: false, source: state(2109)},
  terminalCommandDelay: {
    value: 0,
    source: state(2110),
    min: 0,
    max: 1000,
    boundsSource: slider('TerminalSettings', 297),
  },
  terminalPowershellCounter: {value: false, source: state(2111)},
  terminalZshClearEolMark: {value: true, source: state(2112)},
  terminalZshOhMy: {value: false, source: state(2113)},
  terminalZshP10k: {value: false, source: state(2114)},
  terminalZdotdir: {value: false, source: state(2115)},
  terminalCompressProgressBar: {value: true, source: state(2116)},
  diagnosticsEnabled: {value: true, source: state(2083)},
  diffEnabled: {value: true, source: state(2094)},
  fuzzyMatchThreshold: {
    value: 1,
    source: state(2102),
    min: 0.8,
    max: 1,
    boundsSource: 'webview-ui/src/components/settings/DiffSettingsControl.tsx:52',
  },
  telemetrySetting: {value: 'unset', source: state(2137)},
  mcpEnabled: {value: true, source: state(2119)},
  enableMcpServerCreation: {value: true, source: state(2120)},
  // The first mode of the built-in list (src/shared/modes.ts:67).
  mode: {value: 'architect', source: state(2117)},
  includeTaskHistoryInEnhance: {value: true, source: state(2171)},
  historyPreviewCollapsed: {value: false, source: state(2143)},
  reasoningBlockCollapsed: {value: true, source: state(2144)},
} satisfies EffectiveDefaults<GlobalSettings>;

/** What the extension uses when a setting has never been saved: the values of the record above. */
export const globalSettingsDefaults = effectiveValues(globalSettingsEffectiveDefaults);
