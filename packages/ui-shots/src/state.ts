// The fake extension state: typed with the shapes of packages/types where they exist, with defaults taken from what
// the extension posts to a fresh install at v3.28.10 (ClineProvider.getStateToPostToWebview).
import type {
  ClineMessage,
  CodebaseIndexConfig,
  Experiments,
  GlobalSettings,
  HistoryItem,
  MarketplaceItem,
  ModeConfig,
  OrganizationAllowList,
  ProviderSettings,
  ProviderSettingsEntry,
  TodoItem,
} from '@roo-code-docs/types';

/** An MCP server as the MCP view receives it (the extension's McpServer; packages/types has no shape for it). */
export interface McpServerFixture {
  name: string;
  config: string;
  status: 'connected' | 'connecting' | 'disconnected';
  error?: string;
  tools?: {
    name: string;
    description?: string;
    inputSchema?: object;
    alwaysAllow?: boolean;
    enabledForPrompt?: boolean;
  }[];
  resources?: {uri: string; name: string; mimeType?: string; description?: string}[];
  resourceTemplates?: {uriTemplate: string; name: string; description?: string; mimeType?: string}[];
  disabled?: boolean;
  timeout?: number;
  source?: 'global' | 'project';
  projectPath?: string;
}

export type FakeExtensionState = Omit<
  Partial<GlobalSettings>,
  'taskHistory' | 'customModes' | 'experiments' | 'mode' | 'codebaseIndexConfig'
> & {
  version: string;
  clineMessages: ClineMessage[];
  currentTaskItem?: HistoryItem;
  currentTaskTodos?: TodoItem[];
  apiConfiguration: ProviderSettings;
  listApiConfigMeta: ProviderSettingsEntry[];
  currentApiConfigName: string;
  shouldShowAnnouncement: boolean;
  taskHistory: HistoryItem[];
  writeDelayMs: number;
  requestDelaySeconds: number;
  enableCheckpoints: boolean;
  maxOpenTabsContext: number;
  maxWorkspaceFiles: number;
  showRooIgnoredFiles: boolean;
  maxReadFileLine: number;
  maxImageFileSize: number;
  maxTotalImageSize: number;
  experiments: Experiments;
  mcpEnabled: boolean;
  enableMcpServerCreation: boolean;
  mode: string;
  customModes: ModeConfig[];
  cwd?: string;
  telemetrySetting: 'unset' | 'enabled' | 'disabled';
  machineId: string;
  renderContext: 'sidebar' | 'editor';
  cloudUserInfo: null | {name?: string; email?: string; picture?: string};
  cloudIsAuthenticated: boolean;
  cloudApiUrl?: string;
  sharingEnabled: boolean;
  organizationAllowList: OrganizationAllowList;
  autoCondenseContext: boolean;
  autoCondenseContextPercent: number;
  codebaseIndexConfig: CodebaseIndexConfig;
  marketplaceItems?: MarketplaceItem[];
  marketplaceInstalledMetadata?: {project: Record<string, unknown>; global: Record<string, unknown>};
  profileThresholds: Record<string, number>;
  hasOpenedModeSelector: boolean;
  mcpServers?: McpServerFixture[];
  /** Messages typed while the task works, shown under Queued Messages (the extension's QueuedMessage). */
  messageQueue?: {id: string; timestamp: number; text: string; images?: string[]}[];
  remoteControlEnabled: boolean;
  taskSyncEnabled: boolean;
  featureRoomoteControlEnabled: boolean;
};

/** Fixed so the Welcome view's provider order and every relative date come out the same on every run. */
export const MACHINE_ID = '5f3c2a9e8b7d4c1f0a6e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a';
/** The frozen clock of every scene: 30 September 2025, 12:00 UTC (v3.28.10 is from late September 2025). */
export const NOW = Date.UTC(2025, 8, 30, 12, 0, 0);
export const minutesAgo = (minutes: number) => NOW - minutes * 60_000;

export const DEMO_CWD = '/home/dev/projects/invoice-tracker';
/** Obviously not a key: Roo Code only checks that one is there. */
export const FAKE_API_KEY = 'sk-ant-demo-0000-not-a-real-key';

export const PROFILE_ID = 'p7k2m9x4qa';

export function baseState(overrides: Partial<FakeExtensionState> = {}): FakeExtensionState {
  return {
    version: '3.28.10',
    apiConfiguration: {
      apiProvider: 'anthropic',
      apiKey: FAKE_API_KEY,
      apiModelId: 'claude-sonnet-4-20250514',
    },
    currentApiConfigName: 'default',
    listApiConfigMeta: [{id: PROFILE_ID, name: 'default', apiProvider: 'anthropic'}] as ProviderSettingsEntry[],
    pinnedApiConfigs: {},
    customInstructions: '',
    alwaysAllowReadOnly: false,
    alwaysAllowReadOnlyOutsideWorkspace: false,
    alwaysAllowWrite: false,
    alwaysAllowWriteOutsideWorkspace: false,
    alwaysAllowWriteProtected: false,
    alwaysAllowExecute: false,
    alwaysAllowBrowser: false,
    alwaysAllowMcp: false,
    alwaysAllowModeSwitch: false,
    alwaysAllowSubtasks: false,
    alwaysAllowUpdateTodoList: false,
    alwaysAllowFollowupQuestions: false,
    followupAutoApproveTimeoutMs: 60000,
    autoApprovalEnabled: false,
    autoCondenseContext: true,
    autoCondenseContextPercent: 100,
    clineMessages: [],
    currentTaskTodos: [],
    taskHistory: [],
    soundEnabled: false,
    ttsEnabled: false,
    ttsSpeed: 1,
    diffEnabled: true,
    enableCheckpoints: true,
    shouldShowAnnouncement: false,
    allowedCommands: ['npm test', 'npm run lint', 'git log'],
    deniedCommands: [],
    soundVolume: 0.5,
    browserViewportSize: '900x600',
    screenshotQuality: 75,
    remoteBrowserEnabled: false,
    writeDelayMs: 1000,
    terminalOutputLineLimit: 500,
    terminalOutputCharacterLimit: 50000,
    terminalShellIntegrationTimeout: 5000,
    terminalShellIntegrationDisabled: false,
    terminalCommandDelay: 0,
    terminalPowershellCounter: false,
    terminalZshClearEolMark: true,
    terminalZshOhMy: false,
    terminalZshP10k: false,
    terminalZdotdir: false,
    fuzzyMatchThreshold: 1,
    mcpEnabled: true,
    enableMcpServerCreation: true,
    alwaysApproveResubmit: false,
    requestDelaySeconds: 10,
    mode: 'code',
    customModePrompts: {},
    customSupportPrompts: {},
    customModes: [],
    experiments: {
      powerSteering: false,
      multiFileApplyDiff: false,
      preventFocusDisruption: false,
      imageGeneration: false,
      runSlashCommand: false,
    },
    mcpServers: [],
    maxOpenTabsContext: 20,
    maxWorkspaceFiles: 200,
    cwd: DEMO_CWD,
    browserToolEnabled: true,
    telemetrySetting: 'enabled',
    machineId: MACHINE_ID,
    showRooIgnoredFiles: false,
    language: 'en',
    renderContext: 'sidebar',
    maxReadFileLine: -1,
    maxImageFileSize: 5,
    maxTotalImageSize: 20,
    maxConcurrentFileReads: 5,
    terminalCompressProgressBar: true,
    historyPreviewCollapsed: false,
    reasoningBlockCollapsed: true,
    cloudUserInfo: null,
    cloudIsAuthenticated: false,
    sharingEnabled: false,
    organizationAllowList: {allowAll: true, providers: {}},
    codebaseIndexConfig: {
      codebaseIndexEnabled: true,
      codebaseIndexQdrantUrl: 'http://localhost:6333',
      codebaseIndexEmbedderProvider: 'openai',
      codebaseIndexEmbedderBaseUrl: '',
      codebaseIndexEmbedderModelId: '',
      codebaseIndexEmbedderModelDimension: 1536,
    },
    profileThresholds: {},
    cloudApiUrl: 'https://app.roocode.com',
    hasOpenedModeSelector: true,
    includeDiagnosticMessages: true,
    maxDiagnosticMessages: 50,
    includeTaskHistoryInEnhance: true,
    remoteControlEnabled: false,
    taskSyncEnabled: false,
    featureRoomoteControlEnabled: false,
    ...overrides,
  };
}
