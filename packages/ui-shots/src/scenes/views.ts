// The home screen, the menus over the chat box, and the views the title-bar buttons open.
import type {MarketplaceItem} from '@roo-code-docs/types';

import type {Scene} from '../scene.js';
import {baseState, DEMO_CWD, type McpServerFixture} from '../state.js';
import {HISTORY} from './fixtures.js';

const home = () => baseState({taskHistory: HISTORY});
/** The Create New Mode panel that slides over the Modes view. */
const NEW_MODE = 'div:has(> div > h2)';
const view = (action: string, values?: Record<string, unknown>) => [
  {type: 'action', action, ...(values ? {values} : {})},
];

const MCP_SERVERS: McpServerFixture[] = [
  {
    name: 'github',
    config: JSON.stringify({command: 'docker', args: ['run', '-i', '--rm', 'ghcr.io/github/github-mcp-server']}),
    status: 'connected',
    source: 'global',
    timeout: 60,
    tools: [
      {
        name: 'list_issues',
        description: 'List the issues of a repository, filtered by state and labels.',
        inputSchema: {
          type: 'object',
          properties: {owner: {type: 'string'}, repo: {type: 'string'}, state: {type: 'string'}},
          required: ['owner', 'repo'],
        },
        alwaysAllow: true,
        enabledForPrompt: true,
      },
      {
        name: 'create_pull_request',
        description: 'Open a pull request from a branch.',
        inputSchema: {
          type: 'object',
          properties: {
            owner: {type: 'string'},
            repo: {type: 'string'},
            title: {type: 'string'},
            head: {type: 'string'},
          },
          required: ['owner', 'repo', 'title', 'head'],
        },
        alwaysAllow: false,
        enabledForPrompt: true,
      },
    ],
    resources: [],
  },
  {
    name: 'postgres',
    config: JSON.stringify({command: 'npx', args: ['-y', '@modelcontextprotocol/server-postgres']}),
    status: 'connected',
    source: 'project',
    projectPath: DEMO_CWD,
    timeout: 60,
    tools: [{name: 'query', description: 'Run a read-only SQL query.', enabledForPrompt: true}],
  },
];

const MARKETPLACE: MarketplaceItem[] = [
  {
    type: 'mode',
    id: 'test-engineer',
    name: 'Test Engineer',
    description: 'Writes and repairs unit and integration tests, and keeps them fast and independent.',
    author: 'invoice-tracker team',
    tags: ['testing', 'vitest'],
    content:
      'slug: test-engineer\nname: 🧪 Test Engineer\nroleDefinition: You write focused, fast tests.\ngroups:\n  - read\n  - edit\n  - command\n',
  },
  {
    type: 'mode',
    id: 'docs-writer',
    name: 'Documentation Writer',
    description: 'Writes READMEs, guides and API references in plain language, checked against the code.',
    author: 'invoice-tracker team',
    tags: ['docs', 'markdown'],
    content:
      'slug: docs-writer\nname: ✍️ Documentation Writer\nroleDefinition: You write clear docs.\ngroups:\n  - read\n  - edit\n',
  },
  {
    type: 'mode',
    id: 'security-reviewer',
    name: 'Security Reviewer',
    description: 'Reviews changes for injection, secrets in code and unsafe dependencies; reports, never edits.',
    tags: ['security', 'review'],
    content:
      'slug: security-reviewer\nname: 🛡️ Security Reviewer\nroleDefinition: You review code.\ngroups:\n  - read\n',
  },
  {
    type: 'mcp',
    id: 'context7',
    name: 'Context7',
    description: 'Up-to-date library documentation and code examples, pulled into the prompt on request.',
    author: 'Upstash',
    url: 'https://github.com/upstash/context7',
    tags: ['docs', 'libraries'],
    content: JSON.stringify({command: 'npx', args: ['-y', '@upstash/context7-mcp']}),
  },
  {
    type: 'mcp',
    id: 'playwright',
    name: 'Playwright',
    description: 'Drives a browser through accessibility snapshots: navigate, click, fill forms and read pages.',
    author: 'Microsoft',
    url: 'https://github.com/microsoft/playwright-mcp',
    tags: ['browser', 'testing'],
    content: JSON.stringify({command: 'npx', args: ['@playwright/mcp@latest']}),
  },
  {
    type: 'mcp',
    id: 'postgres',
    name: 'PostgreSQL',
    description: 'Read-only access to a PostgreSQL database: inspect schemas and run queries.',
    url: 'https://github.com/modelcontextprotocol/servers-archived',
    tags: ['database'],
    content: JSON.stringify({
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-postgres', '{{connectionString}}'],
    }),
    parameters: [
      {
        name: 'Connection string',
        key: 'connectionString',
        placeholder: 'postgresql://localhost/invoices',
        optional: false,
      },
    ],
  },
] as MarketplaceItem[];

const marketplaceReplies = {
  fetchMarketplaceData: [
    {type: 'marketplaceData', marketplaceItems: MARKETPLACE, marketplaceInstalledMetadata: {project: {}, global: {}}},
  ],
  filterMarketplaceItems: [],
};

const workspace = {
  type: 'workspaceUpdated',
  filePaths: [
    '/src/components/InvoiceList.tsx',
    '/src/components/InvoiceRow.tsx',
    '/src/lib/overdue.ts',
    '/src/lib/tax.ts',
    '/src/lib/dates.ts',
    '/package.json',
    '/src/',
    '/src/components/',
  ],
  openedTabs: [
    {label: 'InvoiceRow.tsx', isActive: true, path: 'src/components/InvoiceRow.tsx'},
    {label: 'overdue.ts', isActive: false, path: 'src/lib/overdue.ts'},
  ],
};

const COMMANDS = [
  {
    name: 'init',
    source: 'built-in',
    description: 'Analyze codebase and create concise AGENTS.md files for AI assistants',
  },
  {
    name: 'release-notes',
    source: 'project',
    filePath: `${DEMO_CWD}/.roo/commands/release-notes.md`,
    description: 'Draft release notes from the commits since the last tag',
  },
  {
    name: 'review',
    source: 'global',
    filePath: '/home/dev/.roo/commands/review.md',
    description: 'Review the staged changes for bugs and missing tests',
    argumentHint: '<focus area>',
  },
];

export const viewScenes: Scene[] = [
  {
    id: 'welcome',
    alt: "The Roo Code Welcome view on first run: the greeting Welcome to Roo Code!, the line that Roo needs an API key, the recommended LLM routers as cards, and under Or you can bring your provider API key: the API Provider drop-down; at the bottom, Import Settings and the Let's go! button.",
    caption: "The first-run screen: sign in to a router, or pick a provider and enter its key, then press Let's go!",
    state: baseState({apiConfiguration: {}, listApiConfigMeta: []}),
    expect: ['Welcome to Roo Code', 'API Provider', "Let's go!"],
    // The form and the sticky footer, without the empty panel below the provider drop-down.
    crop: 'div.p-6:has(> h2), div.sticky.bottom-0',
    cropPadding: 8,
  },
  {
    id: 'home',
    alt: 'The Roo Code home screen: recent tasks of the invoice-tracker project with their costs, the chat box, and the bar below it with the mode (Code), the configuration profile (default) and auto-approve.',
    caption: 'The home screen: recent tasks, the chat box and the bar under it.',
    state: home(),
    expect: ['Recent Tasks', 'Add a CSV export button'],
  },
  {
    id: 'auto-approve-menu',
    alt: 'The Auto-approve menu opened from the button under the chat box, which reads 3 auto-approved: ten actions as buttons, of which Read, Write and Execute are on (highlighted); at the bottom the All and None buttons and the Enabled switch, on.',
    caption:
      'The menu above the 3 auto-approved button: each highlighted action runs without asking while Enabled is on.',
    state: baseState({
      taskHistory: HISTORY,
      autoApprovalEnabled: true,
      alwaysAllowReadOnly: true,
      alwaysAllowWrite: true,
      alwaysAllowExecute: true,
    }),
    actions: [
      {click: '[data-testid="auto-approve-dropdown-trigger"]'},
      {waitFor: '[data-testid^="auto-approve-alwaysAllow"]'},
    ],
    expect: ['Auto-approve', '3 auto-approved', 'All', 'None', 'Enabled'],
    crop: '[data-radix-popper-content-wrapper], [data-testid="mode-selector-trigger"], [data-testid="auto-approve-dropdown-trigger"]',
    cropPadding: 8,
  },
  {
    id: 'mode-selector',
    alt: 'The mode selector opened from the outlined Code button under the chat box: a line on what modes are and the keys that cycle them, the built-in modes Architect, Code (selected, with a check mark), Ask, Debug and Orchestrator with their descriptions, and at the bottom two icon buttons and the word Modes.',
    caption: 'The mode selector, opened from the outlined mode button under the chat box.',
    state: home(),
    actions: [{click: '[data-testid="mode-selector-trigger"]'}, {waitFor: '[data-testid="mode-selector-item"]'}],
    expect: ['Architect', 'Orchestrator'],
    outline: '[data-testid="mode-selector-trigger"]',
  },
  {
    id: 'modes-view',
    alt: 'The Modes view with Code selected: the Modes heading with its buttons and links, the mode picker, API Configuration, then the Role Definition, Short description (for humans), When to Use (optional) and Available Tools of Code mode, down to the heading Mode-specific Custom Instructions (optional).',
    caption: 'What one mode defines, from its profile and role to the tools it may use and its own instructions.',
    state: home(),
    messages: view('promptsButtonClicked'),
    expect: ['Role Definition', 'When to Use (optional)', 'Mode-specific Custom Instructions (optional)'],
    // From the Modes heading to the start of the mode's own instructions: the whole view is taller than a frame.
    // The scrolling content of a 1,000 px tall view: the whole view is taller than a frame may be.
    crop: 'div.border-b:has(> h3) + div',
    cropPadding: 8,
    height: 1000,
  },
  {
    id: 'modes-create-button',
    alt: 'The top of the Modes view: the title with Done, the Modes heading with the + button marked with an outline and its tooltip Create new mode, the links about modes, and the mode picker on Code.',
    caption: 'The + button, outlined, at the top of the Modes view opens the form for a new mode.',
    state: home(),
    messages: view('promptsButtonClicked'),
    // Hovered, so that its tooltip (the name the steps use) shows; the pointer stays on it for the shot.
    actions: [{hover: 'button:has(> span.codicon-add)'}, {waitFor: '[data-radix-popper-content-wrapper]'}],
    pointer: {x: 313, y: 83},
    outline: 'button:has(> span.codicon-add)',
    expect: ['Create new mode', 'Modes'],
    crop: 'div.border-b:has(> h3), div.border-b:has(> h3) + div > div:first-child > div:nth-child(-n+3)',
    cropPadding: 8,
  },
  {
    id: 'modes-create-dialog',
    alt: 'The Create New Mode dialog filled in for a Docs Writer mode: name Docs Writer, slug docs-writer, save location Global, a role definition, a short description, when to use, the start of Available Tools, and the Cancel and Create Mode buttons at its foot.',
    caption: 'A new Docs Writer mode, filled in and ready for Create Mode.',
    state: home(),
    messages: view('promptsButtonClicked'),
    actions: [
      {click: 'button:has(.codicon-add)'},
      {fill: `${NEW_MODE} input[type="text"] >> nth=0`, text: 'Docs Writer'},
      {
        type: `${NEW_MODE} vscode-text-area >> nth=0 >> textarea`,
        text: 'You write clear, accurate docs for this project.',
      },
      {type: `${NEW_MODE} vscode-text-field >> input`, text: 'Writes and updates project docs'},
      {type: `${NEW_MODE} vscode-text-area >> nth=1 >> textarea`, text: 'Use for READMEs, guides and API pages.'},
      {
        type: `${NEW_MODE} vscode-text-area >> nth=2 >> textarea`,
        text: 'Only edit Markdown. Check examples against the code.',
      },
      // Typing scrolls the form down; back to its top, where the name and the slug made from it are.
      {scrollIntoView: `${NEW_MODE} h2`},
    ],
    // The typed values live in form controls, which innerText does not read.
    expect: ['Create New Mode', 'Slug', 'Create Mode'],
    // The panel as it opens: the top of the form and the buttons fixed at its foot.
    crop: NEW_MODE,
    height: 960,
  },
  {
    id: 'mcp-view',
    alt: 'The MCP Servers view: the switches for MCP, the server github expanded with its tools list_issues and create_pull_request and its network timeout, and a project server postgres below.',
    caption: 'The MCP Servers view with one server expanded.',
    state: baseState({taskHistory: HISTORY, mcpServers: MCP_SERVERS}),
    // The view lists the servers of the mcpServers message the extension sends whenever they change.
    messages: [{type: 'mcpServers', mcpServers: MCP_SERVERS}, ...view('mcpButtonClicked')],
    actions: [{click: 'span:has-text("github")'}, {scrollIntoView: 'text=create_pull_request'}],
    expect: ['MCP Servers', 'list_issues', 'create_pull_request'],
  },
  {
    id: 'marketplace-modes',
    alt: 'The Marketplace on its Modes tab: cards for the modes Test Engineer, Documentation Writer and Security Reviewer, each with a description, tags and an Install button.',
    caption: 'The Marketplace on its Modes tab.',
    state: home(),
    messages: view('marketplaceButtonClicked', {marketplaceTab: 'mode'}),
    replies: marketplaceReplies,
    expect: ['Marketplace', 'Test Engineer', 'Install'],
  },
  {
    id: 'marketplace-mcp',
    alt: 'The Marketplace on its MCP tab: cards for the MCP servers Context7, Playwright and PostgreSQL, each with its author, description, tags and an Install button.',
    caption: 'The Marketplace on its MCP tab.',
    state: home(),
    messages: view('marketplaceButtonClicked', {marketplaceTab: 'mcp'}),
    replies: marketplaceReplies,
    expect: ['Marketplace', 'Context7', 'Install'],
  },
  {
    id: 'marketplace-install',
    alt: 'The Marketplace install dialog for the PostgreSQL MCP server: the choice of installing into the project or globally, the connection-string parameter, and the Install button.',
    caption: 'Installing an MCP server from the Marketplace: scope, parameters, Install.',
    state: home(),
    messages: view('marketplaceButtonClicked', {marketplaceTab: 'mcp'}),
    replies: marketplaceReplies,
    actions: [
      {
        click:
          'div:has(> div h2:text-is("PostgreSQL")) button:has-text("Install"), :nth-match(button:has-text("Install"), 3)',
      },
    ],
    expect: ['PostgreSQL', 'Connection string'],
  },
  {
    id: 'history-view',
    alt: 'The History view: a search field, the sort order, and the tasks of the invoice-tracker project with their dates, token counts and costs.',
    caption: 'The History view: search, sort and the past tasks of the workspace.',
    state: home(),
    messages: view('historyButtonClicked'),
    expect: ['History', 'calculateTax()'],
  },
  {
    id: 'context-menu',
    alt: 'The @ context menu over the chat box after typing @: Problems, Terminal, Paste URL to fetch contents, Add Folder (highlighted), Add File and Git Commits; the last three have an arrow to a further list.',
    caption: 'The @ menu that typing @ opens over the chat box.',
    state: home(),
    messages: [workspace],
    actions: [{click: 'textarea'}, {type: 'textarea', text: '@'}],
    expect: ['Problems', 'Terminal'],
  },
  {
    id: 'slash-menu',
    alt: 'The / menu over the chat box after typing /: a Slash Commands header with a short explanation, the Commands group with /init (highlighted), /release-notes and /review (with its argument hint), each with its description, and the start of the Modes group with /architect.',
    caption: 'The / menu that typing / opens over the chat box.',
    state: home(),
    replies: {requestCommands: [{type: 'commands', commands: COMMANDS}]},
    actions: [{click: 'textarea'}, {type: 'textarea', text: '/'}],
    expect: ['init', 'release-notes', 'review'],
  },
  {
    id: 'cloud-signed-out',
    alt: 'The Cloud view when signed out: no title, a Done button, the heading Try Roo Code Cloud with a short list of what it offers, and the Get started button.',
    caption: 'Signed out, the Cloud view lists what the service offers; Get started opens the sign-in page.',
    state: home(),
    messages: view('cloudButtonClicked'),
    expect: ['Try Roo Code Cloud', 'Get started'],
    crop: 'div.border-b:has(> h3), div.px-8',
  },
];
