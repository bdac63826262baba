// The home screen, the menus over the chat box, and the views the title-bar buttons open.
import type {MarketplaceItem} from '@roo-code-docs/types';

import type {Scene} from '../scene.js';
import {baseState, DEMO_CWD, type McpServerFixture} from '../state.js';
import {HISTORY, INIT_COMMAND, releaseNotesCommand} from './fixtures.js';

const home = () => baseState({taskHistory: HISTORY});
/** The Create New Mode panel that slides over the Modes view. */
const NEW_MODE = 'div:has(> div > h2)';
const view = (action: string, values?: Record<string, unknown>) => [
  {type: 'action', action, ...(values ? {values} : {})},
];

const MCP_SERVERS: McpServerFixture[] = [
  {
    name: 'postgres',
    config: JSON.stringify({
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-postgres', 'postgresql://localhost/invoices'],
      timeout: 60,
    }),
    status: 'connected',
    source: 'project',
    projectPath: DEMO_CWD,
    timeout: 60,
    tools: [
      {
        name: 'query',
        description: 'Runs a read-only SQL query against the invoices database.',
        inputSchema: {
          type: 'object',
          properties: {sql: {type: 'string', description: 'The SELECT statement to run'}},
          required: ['sql'],
        },
        enabledForPrompt: true,
      },
    ],
  },
  {
    name: 'github',
    config: JSON.stringify({
      command: 'docker',
      args: ['run', '-i', '--rm', 'ghcr.io/github/github-mcp-server'],
      timeout: 300,
    }),
    status: 'connected',
    source: 'global',
    timeout: 300,
    tools: [
      {
        name: 'list_issues',
        description: 'Lists the issues of a repository, filtered by state and labels.',
        inputSchema: {
          type: 'object',
          properties: {
            owner: {type: 'string', description: 'Account or organisation that owns the repository'},
            repo: {type: 'string', description: 'Repository name'},
            state: {type: 'string', description: 'open, closed or all'},
          },
          required: ['owner', 'repo'],
        },
        alwaysAllow: true,
        enabledForPrompt: true,
      },
      {
        name: 'create_pull_request',
        description: 'Opens a pull request from a branch.',
        inputSchema: {
          type: 'object',
          properties: {
            owner: {type: 'string', description: 'Account or organisation that owns the repository'},
            repo: {type: 'string', description: 'Repository name'},
            title: {type: 'string', description: 'Title of the pull request'},
            head: {type: 'string', description: 'Branch that holds the changes'},
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
    name: 'sqlite',
    config: JSON.stringify({command: 'uvx', args: ['mcp-server-sqlite', '--db-path', 'data/dev.db'], disabled: true}),
    status: 'disconnected',
    source: 'global',
    disabled: true,
    tools: [],
  },
];

/** With auto-approval and its MCP option on, each tool of a server shows its Always allow box. */
const mcpState = () =>
  baseState({taskHistory: HISTORY, mcpServers: MCP_SERVERS, autoApprovalEnabled: true, alwaysAllowMcp: true});
const mcpMessages = [{type: 'mcpServers', mcpServers: MCP_SERVERS}, ...view('mcpButtonClicked')];
const GITHUB_BLOCK = 'div:has(> div > span:has-text("github"))';
/** The github server's own row: its name, then its icon buttons, status light and switch. */
const GITHUB_ROW = 'div:has(> span:has-text("github"))';
/** The expanded server, in plain CSS for the crop: the row whose details hold the Tools/Resources/Errors tabs. */
const EXPANDED_SERVER = 'div:has(> div > vscode-panels)';

const MARKETPLACE: MarketplaceItem[] = [
  {
    type: 'mode',
    id: 'test-engineer',
    name: 'Test Engineer',
    description: 'Writes and repairs unit and integration tests, and keeps them fast and independent.',
    tags: ['testing', 'vitest'],
    content:
      'slug: test-engineer\nname: 🧪 Test Engineer\nroleDefinition: You write focused, fast tests.\ngroups:\n  - read\n  - edit\n  - command\n',
  },
  {
    type: 'mode',
    id: 'docs-writer',
    name: 'Documentation Writer',
    description: 'Writes READMEs, guides and API references in plain language, checked against the code.',
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
  INIT_COMMAND,
  releaseNotesCommand('Draft release notes from the commits since the last tag'),
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
    caption: 'The home screen: recent tasks above, the chat box and its mode, profile and auto-approve controls below.',
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
    caption: 'The mode name under the chat box, outlined, opens the list of modes; click one to switch.',
    state: home(),
    actions: [{click: '[data-testid="mode-selector-trigger"]'}, {waitFor: '[data-testid="mode-selector-item"]'}],
    expect: ['Architect', 'Orchestrator'],
    outline: '[data-testid="mode-selector-trigger"]',
    crop: '[data-radix-popper-content-wrapper], [data-testid="mode-selector-trigger"]',
    cropPadding: 8,
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
    alt: 'The MCP Servers view: the switches Enable MCP Servers and Enable MCP Server Creation, three servers (postgres from the project, github and a switched-off sqlite, both global), each row with delete and restart buttons, a status light and an on/off switch, and below them the buttons Edit Global MCP, Edit Project MCP, Refresh MCP Servers and MCP Marketplace.',
    caption:
      'The MCP Servers view: the two switches, one row per server with the numbered controls, and the file buttons.',
    state: mcpState(),
    // The view lists the servers of the mcpServers message the extension sends whenever they change.
    messages: mcpMessages,
    expect: ['MCP Servers', 'Enable MCP Servers', 'Enable MCP Server Creation', 'Edit Global MCP', 'MCP Marketplace'],
    // The controls of one server row, which have icons but no words; each badge above or below its control, as the
    // controls sit too close together for a badge between them to name only one.
    callouts: [
      {selector: `${GITHUB_ROW} button:has(.codicon-trash)`, side: 'above', label: 'Delete the server'},
      {selector: `${GITHUB_ROW} button:has(.codicon-refresh)`, side: 'above', label: 'Restart the server'},
      // The round dot between the buttons and the switch (McpView colours it by the server's status).
      {
        selector: `${GITHUB_ROW} > div[style*="border-radius: 50%"]`,
        // Below: above it, its badge would touch the switch's.
        side: 'below',
        label: 'Status light: green when connected',
      },
      {selector: `${GITHUB_ROW} [role="switch"]`, side: 'above', label: 'Switch the server on or off'},
    ],
    // Tall enough for the last of the buttons under the server list.
    height: 800,
  },
  {
    id: 'mcp-server-tools',
    alt: 'The github server expanded in the MCP Servers view: the tabs Tools (2), Resources (0) and Errors (0); each tool with its description, its parameters with their descriptions (required ones starred), an Always allow box (ticked for list_issues) and a switch to include it in the prompt; below them, Network Timeout set to 5 minutes.',
    caption:
      'An expanded server: its tools with their parameters, Always allow per tool, and the Network Timeout drop-down.',
    state: mcpState(),
    messages: mcpMessages,
    actions: [{click: 'span:has-text("github")'}, {waitFor: 'text=create_pull_request'}],
    // The tab names are recorded as controls; the frame's text check reads list_issues and the rest.
    expect: ['list_issues', 'create_pull_request', 'Always allow', 'Network Timeout'],
    crop: EXPANDED_SERVER,
    cropPadding: 6,
    // Tall enough that the expanded server is laid out down to its Network Timeout.
    height: 1400,
  },
  {
    id: 'mcp-delete-confirm',
    alt: 'The Delete MCP Server dialog over the MCP Servers view, asking whether to delete the server "github" and warning that this cannot be undone, with Cancel and Delete buttons.',
    caption: "A server's trash icon asks for confirmation before Roo removes the server from its settings file.",
    state: mcpState(),
    messages: mcpMessages,
    actions: [{click: `${GITHUB_BLOCK} button:has(.codicon-trash)`}, {waitFor: '[role="dialog"]'}],
    expect: ['Delete MCP Server', 'Cancel', 'Delete'],
    crop: '[role="dialog"]',
    cropPadding: 12,
  },
  {
    id: 'marketplace-modes',
    alt: 'The Marketplace on its Modes tab, where Test Engineer is installed in the project: its card shows an Installed tag and a Remove button, whose tooltip reads "Remove from current project"; the other modes show Install.',
    caption: 'An installed item shows Remove instead of Install; its tooltip says where it is installed.',
    state: {
      ...home(),
      marketplaceInstalledMetadata: {project: {'test-engineer': {type: 'mode'}}, global: {}},
    },
    messages: view('marketplaceButtonClicked', {marketplaceTab: 'mode'}),
    replies: {
      ...marketplaceReplies,
      fetchMarketplaceData: [
        {
          type: 'marketplaceData',
          marketplaceItems: MARKETPLACE,
          marketplaceInstalledMetadata: {project: {'test-engineer': {type: 'mode'}}, global: {}},
        },
      ],
    },
    actions: [{hover: 'button:text-is("Remove")'}, {waitFor: 'text=Remove from current project'}],
    expect: ['Test Engineer', 'Remove', 'Remove from current project'],
  },
  {
    id: 'marketplace-mcp',
    alt: 'The Marketplace on its MCP tab: cards for the MCP servers Context7, Playwright and PostgreSQL, each with its author, description, tags and an Install button.',
    state: home(),
    messages: view('marketplaceButtonClicked', {marketplaceTab: 'mcp'}),
    replies: marketplaceReplies,
    expect: ['Marketplace', 'Context7', 'Install'],
    caption: 'The MCP tab of the Marketplace: search, the status and tag filters, and a card for each server.',
  },
  {
    id: 'marketplace-install',
    alt: 'The Marketplace install dialog for the PostgreSQL MCP server: the choice of installing into the project or globally, the connection-string parameter, and the Install button.',
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
    crop: '[role="dialog"]',
    cropPadding: 12,
    caption: 'The install dialog: where to install, the values the server needs, then Install.',
  },
  {
    id: 'history-view',
    alt: 'The History view: a search field, the workspace and sort filters, and the tasks of the invoice-tracker project with their dates and costs.',
    caption: 'History lists past tasks, newest first, with a search field and filters above them.',
    state: home(),
    messages: view('historyButtonClicked'),
    expect: ['calculateTax()', 'Selection Mode'],
    // From the view's header (title, search, filters) to the last task: the view is a fixed layer as tall as the panel,
    // mostly empty below. The header itself is framed, not one of its buttons, so that its text is read as shown.
    crop: 'div:has(> div > div > [data-testid="toggle-selection-mode-button"]), [data-testid="virtuoso-item-list"]',
    cropPadding: 16,
  },
  {
    id: 'context-menu',
    alt: 'The @ context menu over the chat box after typing @: Problems, Terminal, Paste URL to fetch contents, Add Folder (highlighted), Add File and Git Commits; the last three have an arrow to a further list.',
    caption: 'Typing @ opens the kinds of mention; the entries with an arrow open a list to pick from.',
    state: home(),
    messages: [workspace],
    actions: [{click: 'textarea'}, {type: 'textarea', text: '@'}],
    expect: ['Problems', 'Terminal'],
    crop: 'div.drop-shadow-md > div, div:has(> [data-testid="highlight-layer"])',
    // Tight: the home screen's text lies right above the menu, and the bar of pickers right below the box.
    cropPadding: 3,
  },
  {
    id: 'slash-menu',
    alt: 'The / menu over the chat box after typing /: a Slash Commands header with a short explanation, the Commands group with /init (highlighted), /release-notes and /review (with its argument hint), each with its description, and the start of the Modes group with /architect.',
    state: home(),
    replies: {requestCommands: [{type: 'commands', commands: COMMANDS}]},
    actions: [{click: 'textarea'}, {type: 'textarea', text: '/'}],
    expect: ['init', 'release-notes', 'review'],
    caption: 'Typing / opens the menu of commands, then modes; keep typing to filter it.',
    // The menu and the chat box it opens from; the home screen behind the menu says nothing about it.
    crop: 'div.drop-shadow-md > div, div:has(> [data-testid="highlight-layer"])',
    // Flush with the menu's top, where a task card of the home screen behind it showed as a grey band; tight below,
    // where the bar of pickers starts right under the box.
    cropPadding: {top: 0, right: 3, bottom: 3, left: 3},
  },
  {
    id: 'cloud-signed-out',
    alt: 'The Cloud view when signed out: no title, a Done button, the heading Try Roo Code Cloud with a short list of what it offers, and the Get started button.',
    caption: 'Signed out, the Cloud view lists what the service offers; Get started opens the sign-in page.',
    state: home(),
    messages: view('cloudButtonClicked'),
    expect: ['Try Roo Code Cloud', 'Get started'],
    crop: 'div.border-b:has(> h3), div.px-8',
    // A little room under Get started, which otherwise ends flush with the frame's bottom edge.
    cropPadding: 12,
  },
];
