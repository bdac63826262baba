// Old doc paths that readers and search engines may still hold, and where each now lives (SPEC §2).
export type Redirect = {from: string; to: string};

const MOVED_FROM_ADVANCED_USAGE = [
  'checkpoints',
  'code-actions',
  'custom-instructions',
  'custom-modes',
  'enhance-prompt',
  'model-temperature',
  'auto-approving-actions',
  'api-configuration-profiles',
];

const MCP_PAGES = ['using-mcp-in-roo', 'what-is-mcp', 'server-transports', 'mcp-vs-api'];

const TOOL_PAGES = [
  'access-mcp-resource',
  'apply-diff',
  'ask-followup-question',
  'attempt-completion',
  'browser-action',
  'execute-command',
  'insert-content',
  'list-code-definition-names',
  'list-files',
  'new-task',
  'read-file',
  'search-and-replace',
  'search-files',
  'switch-mode',
  'tool-use-overview',
  'use-mcp-tool',
  'write-to-file',
];

export const REDIRECTS: readonly Redirect[] = [
  ...MOVED_FROM_ADVANCED_USAGE.map((page) => ({from: `/advanced-usage/${page}`, to: `/features/${page}`})),
  {from: '/advanced-usage/experimental-features', to: '/features/experimental/experimental-features'},
  {from: '/features/experimental/concurrent-file-reads', to: '/features/concurrent-file-reads'},
  {from: '/features/experimental/intelligent-context-condensing', to: '/features/intelligent-context-condensing'},
  {from: '/features/experimental/intelligent-context-condensation', to: '/features/intelligent-context-condensing'},
  {from: '/features/footgun-prompting', to: '/advanced-usage/footgun-prompting'},
  {from: '/features/experimental/codebase-indexing', to: '/features/codebase-indexing'},
  {from: '/advanced-usage/mcp', to: '/features/mcp/overview'},
  {from: '/mcp/overview', to: '/features/mcp/overview'},
  ...MCP_PAGES.map((page) => ({from: `/mcp/${page}`, to: `/features/mcp/${page}`})),
  {from: '/troubleshooting/shell-integration', to: '/features/shell-integration'},
  ...TOOL_PAGES.map((tool) => ({
    from: `/features/tools/${tool}`,
    to: `/advanced-usage/available-tools/${tool}`,
  })),
  {from: '/advanced-usage/prerelease-build', to: '/advanced-usage/roo-code-nightly'},
  {from: '/providers/roo', to: '/providers/roo-code-cloud'},
];
