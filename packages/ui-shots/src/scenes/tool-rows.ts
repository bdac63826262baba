// One approval row per tool page, each with the page's own worked example (its paths, commands and arguments), so
// the picture beside a "What you see and approve" section shows the call the page's example makes.
import type {ClineMessage, HistoryItem} from '@roo-code-docs/types';

import type {Scene} from '../scene.js';
import {baseState, type McpServerFixture} from '../state.js';
import {apiRequest, ask, at, CURRENT_TASK, say, tool} from './fixtures.js';

/** The rows a tool page is about: the last `n` chat rows. Virtuoso keeps the rows as siblings in one list. */
export const lastRows = (n: number) => `[data-item-index]:nth-last-child(-n+${n})`;
/** The bar under the chat that holds the answer buttons (Approve/Reject, Save/Reject, Run/Reject…). */
export const BUTTON_BAR = 'div.h-9:has(> vscode-button)';
/** The chat stops short of its end when a whole task arrives at once; this brings its last row into view. */
export const TO_END = {scrollIntoView: '[data-item-index]:last-child'};
/** Where the pointer waits for the shot after a click, away from every control (no hover styles). */
export const PARKED = {x: 1, y: 1};
export const rowsAndButtons = (n: number) => `${lastRows(n)}, ${BUTTON_BAR}`;
/** The frame of most tool pages: the last row and the answer buttons under it, the pointer parked away from both. */
const LAST_ROW_FRAME = {crop: rowsAndButtons(1), cropPadding: 4, pointer: PARKED};
/**
 * That frame, with the row opened by a click on its path or pattern first, so its full content is in the picture;
 * `shown` is a text of that content, which tells that the click took (the row may still be moving when it comes).
 */
const openedAboveButtons = (
  toggle: string,
  shown: string,
): Pick<Scene, 'actions' | 'crop' | 'cropPadding' | 'pointer'> => ({
  actions: [{click: `span:has-text("${toggle}")`, until: `${lastRows(1)} >> text=${shown}`}, TO_END],
  ...LAST_ROW_FRAME,
});

/** A task of its own for a page's example; the header is out of frame in most of these scenes, not in all. */
export function exampleTask(id: string, task: string, mode = 'code'): HistoryItem {
  return {...CURRENT_TASK, id, task, mode, tokensIn: 9_310, tokensOut: 702, totalCost: 0.0413};
}

/**
 * A running task made of the example's opening plus the rows given. The opening (a first look at the project) is
 * out of frame; it is there so that the chat is taller than its list and the rows the page is about sit right above
 * the answer buttons, as in a task that has run for a while, instead of leaving an empty band between them.
 */
export function exampleState(task: HistoryItem, rows: ClineMessage[], extra: Parameters<typeof baseState>[0] = {}) {
  return baseState({
    clineMessages: [
      say(0, 'text', task.task),
      apiRequest(1, 8_904, 310, 0.0322),
      say(2, 'text', "I'll look at the project layout first."),
      tool(3, {tool: 'listFilesTopLevel', path: 'src', content: 'components/\nlib/\nmain.ts'}),
      apiRequest(3.2, 9_012, 188, 0.0291),
      say(3.4, 'text', 'And the tests, to see how the project checks itself.'),
      tool(3.6, {tool: 'listFilesTopLevel', path: 'tests', content: 'unit/\nintegration/'}),
      apiRequest(4, 9_310, 702, 0.0413),
      ...rows,
    ],
    currentTaskItem: task,
    mode: task.mode,
    ...extra,
  });
}

const HEALTHCHECK = [
  '#!/usr/bin/env bash',
  'set -euo pipefail',
  '',
  'url="${1:-http://localhost:8080/health}"',
  'if curl --fail --silent "$url" > /dev/null; then',
  '  echo "ok"',
  'else',
  '  echo "service unhealthy" >&2',
  '  exit 1',
  'fi',
].join('\n');

const ISSUE_TRACKER: McpServerFixture = {
  name: 'issue-tracker',
  config: JSON.stringify({command: 'node', args: ['./tools/issue-tracker-mcp/index.js']}),
  status: 'connected',
  source: 'project',
  timeout: 60,
  tools: [
    {
      name: 'search_issues',
      description: 'Find issues by project, status and label.',
      inputSchema: {type: 'object', properties: {project: {type: 'string'}, status: {type: 'string'}}},
      alwaysAllow: false,
      enabledForPrompt: true,
    },
  ],
  resources: [],
};

const POSTGRES_LOCAL: McpServerFixture = {
  name: 'postgres-local',
  config: JSON.stringify({command: 'npx', args: ['-y', '@modelcontextprotocol/server-postgres']}),
  status: 'connected',
  source: 'global',
  timeout: 60,
  tools: [],
  resources: [
    {
      uri: 'postgres://localhost/shop/orders/schema',
      name: 'orders table schema',
      mimeType: 'application/json',
      description: 'Columns and types of the orders table.',
    },
  ],
};

const SEARCH_RESULT = [
  'Found 2 results.',
  '',
  '# src/checkout/cart.ts',
  ' 41 |   const total = sum(items);',
  ' 42 |   if (featureFlags.isOn("new-tax")) {',
  ' 43 |     return withTax(total);',
  '----',
  '',
  '# src/reports/monthly.ts',
  ' 17 | export function monthlyTotals(rows: Row[]) {',
  ' 18 |   const useCents = featureFlags.enabled("report-cents");',
  ' 19 |   return rows.map((row) => toTotal(row, useCents));',
  '----',
].join('\n');

const PAYMENTS_OUTLINE = [
  '# gateway.ts',
  '12--48 | export class PaymentGateway {',
  '20--31 |   async charge(order: Order): Promise<Receipt> {',
  '52--60 | export function toMinorUnits(amount: number): number {',
  '',
  '# refunds.ts',
  '8--35 | export async function refund(receipt: Receipt, reason: string) {',
].join('\n');

const API_TREE = [
  'index.ts',
  'server.ts',
  'routes/',
  'routes/health.ts',
  'routes/orders.ts',
  'routes/reports.ts',
  'services/',
  'services/orders.ts',
  'services/reports.ts',
].join('\n');

const CACHE_DIFF = [
  '@@ -41,7 +41,7 @@',
  '   get(id) {',
  '-    const hit = this.store.get(getKey(this.prefix, id));',
  '+    const hit = this.store.get(buildCacheKey(this.prefix, id));',
  '     return hit && !this.isExpired(hit) ? hit.value : undefined;',
  '   }',
  ' ',
  '@@ -62,5 +62,5 @@',
  '   set(id, value) {',
  '-    this.store.set(getKey(this.prefix, id), {value, at: Date.now()});',
  '+    this.store.set(buildCacheKey(this.prefix, id), {value, at: Date.now()});',
  '   }',
].join('\n');

const ROUTES_DIFF = [
  '@@ -15,6 +15,10 @@',
  ' def list_orders():',
  '     return [order.to_dict() for order in Order.query.all()]',
  ' ',
  '+@app.get("/status")',
  '+def status():',
  '+    return {"ok": True}',
  '+',
  ' @app.get("/orders/<int:order_id>")',
  ' def get_order(order_id):',
].join('\n');

const CODE_CHUNK_RESULTS = {
  tool: 'codebaseSearch',
  content: {
    query: 'where are expired sessions cleaned up',
    results: [
      {
        filePath: 'server/sessions/sweeper.ts',
        score: 0.71,
        startLine: 12,
        endLine: 38,
        codeChunk: 'export function startSessionSweeper(store: SessionStore, everyMs = 60_000) {',
      },
      {
        filePath: 'server/sessions/store.ts',
        score: 0.64,
        startLine: 54,
        endLine: 71,
        codeChunk: 'async deleteExpired(now = Date.now()) {',
      },
      {
        filePath: 'server/app.ts',
        score: 0.52,
        startLine: 30,
        endLine: 36,
        codeChunk: 'startSessionSweeper(sessionStore);',
      },
    ],
  },
};

const WRITE_TASK = exampleTask(
  'task-hc',
  'Add a health-check script for the service that CI can call after deploying.',
);
const READ_TASK = exampleTask('task-inv', 'Why does invoice rounding differ between the PDF and the API?');
const LIST_TASK = exampleTask('task-api', 'Give me an overview of the API package before we add the reports endpoint.');
const GREP_TASK = exampleTask('task-ff', 'Which code still reads feature flags through the old helpers?');
const DEFS_TASK = exampleTask('task-pay', 'Summarise the public surface of the payments module.');
const SEMANTIC_TASK = exampleTask('task-sess', 'Sessions seem to live forever. Find where expiry is handled.');
const RENAME_TASK = exampleTask('task-cache', 'Rename getKey to buildCacheKey inside the Cache class of lib/cache.js.');
const INSERT_TASK = exampleTask('task-status', 'Add a /status route that returns {"ok": true}.');
const BROWSER_TASK = exampleTask(
  'task-login',
  'Check that the login form at localhost:5173 accepts an e-mail address.',
);
const SLASH_TASK = exampleTask('task-rel', 'Prepare the 2.4.0 release.');
const MCP_TASK = exampleTask('task-mcp', 'List the open checkout issues in the WEB project.');
const RESOURCE_TASK = exampleTask('task-res', 'Which columns does the orders table have?', 'ask');
const PYTEST_TASK = exampleTask('task-py', 'Run the unit tests and fix what fails.');

export const toolRowScenes: Scene[] = [
  {
    id: 'write-new-file',
    alt: 'Roo Code asks to create scripts/healthcheck.sh: the row "Roo wants to create a new file" with the whole script expanded under it, and the Save and Reject buttons under the chat.',
    caption: 'A new file is shown in full before it is written: Save creates it, Reject drops it.',
    state: exampleState(WRITE_TASK, [
      say(6, 'text', "I'll add a small script that curls the health endpoint and fails when it does not answer."),
      tool(9, {
        tool: 'newFileCreated',
        path: 'scripts/healthcheck.sh',
        content: HEALTHCHECK,
        isOutsideWorkspace: false,
      }),
    ]),
    expect: ['Roo wants to create a new file', 'service unhealthy', 'Save', 'Reject'],
    ...openedAboveButtons('healthcheck.sh', 'service unhealthy'),
  },
  {
    id: 'read-batch',
    alt: 'Roo Code asks to read two files at once: the row "Roo wants to read multiple files" lists services/billing/invoice.py with lines 120-190 and tests/test_invoice.py, and the Approve All and Deny All buttons sit under the chat.',
    caption: 'A batch read lists every file it wants; Approve All and Deny All answer for the whole batch.',
    state: exampleState(READ_TASK, [
      say(6, 'text', "I'll read the rounding code in the invoice service together with its tests."),
      tool(9, {
        tool: 'readFile',
        batchFiles: [
          {
            path: 'services/billing/invoice.py',
            lineSnippet: '(lines 120-190)',
            isOutsideWorkspace: false,
            key: 'services/billing/invoice.py (lines 120-190)',
            content: '/home/dev/projects/shop/services/billing/invoice.py',
          },
          {
            path: 'tests/test_invoice.py',
            isOutsideWorkspace: false,
            key: 'tests/test_invoice.py',
            content: '/home/dev/projects/shop/tests/test_invoice.py',
          },
        ],
      }),
    ]),
    actions: [TO_END],
    expect: ['Roo wants to read multiple files', 'test_invoice.py', 'Approve All', 'Deny All'],
    ...LAST_ROW_FRAME,
  },
  {
    id: 'list-files-approval',
    alt: 'Two listings: an earlier top-level view of packages/api ("Roo wants to view the top level files in this directory"), then a pending recursive one of packages/api/src ("Roo wants to recursively view all files in this directory") with its listing expanded, and the Approve and Reject buttons.',
    caption: 'The folder is already listed when Roo asks, so the row shows the result you are approving.',
    state: exampleState(LIST_TASK, [
      tool(5, {tool: 'listFilesTopLevel', path: 'packages/api', content: 'package.json\nsrc/\ntests/'}),
      apiRequest(6, 9_804, 240, 0.0219),
      tool(7, {tool: 'listFilesRecursive', path: 'packages/api/src', content: API_TREE, isOutsideWorkspace: false}),
    ]),
    actions: [{click: 'span:has-text("packages/api/src")'}, TO_END],
    expect: [
      'Roo wants to view the top level files in this directory',
      'Roo wants to recursively view all files in this directory',
      'routes/orders.ts',
      'Approve',
    ],
    crop: rowsAndButtons(3),
    cropPadding: 4,
    pointer: PARKED,
  },
  {
    id: 'search-files-approval',
    alt: 'Roo Code asks to search src for a regular expression over featureFlags calls in *.ts files: the row with the pattern and, expanded, the two matches found with their line numbers, then the Approve and Reject buttons.',
    caption: 'The search has already run: the row shows the pattern, the folder and file filter, and the matches.',
    state: exampleState(GREP_TASK, [
      tool(6, {
        tool: 'searchFiles',
        path: 'src',
        regex: 'featureFlags\\.(isOn|enabled)\\(',
        filePattern: '*.ts',
        content: SEARCH_RESULT,
        isOutsideWorkspace: false,
      }),
    ]),
    expect: ['Roo wants to search this directory for', 'src/checkout/cart.ts', 'Approve', 'Reject'],
    ...openedAboveButtons('src/(*.ts)', 'src/checkout/cart.ts'),
  },
  {
    id: 'list-definitions-approval',
    alt: 'Roo Code asks to outline src/payments: the row "Roo wants to view source code definition names used in this directory" with the definitions of gateway.ts and refunds.ts and their line spans, and the Approve and Reject buttons.',
    caption: 'The outline is built before Roo asks: each definition with its line span, grouped by file.',
    state: exampleState(DEFS_TASK, [
      tool(6, {
        tool: 'listCodeDefinitionNames',
        path: 'src/payments',
        content: PAYMENTS_OUTLINE,
        isOutsideWorkspace: false,
      }),
    ]),
    expect: ['Roo wants to view source code definition names used in this directory', 'PaymentGateway', 'Approve'],
    ...openedAboveButtons('src/payments', 'PaymentGateway'),
  },
  {
    id: 'codebase-search-approval',
    alt: 'Roo Code explains it will search by meaning, then asks: the row "Roo wants to search the codebase for" the query about expired sessions, in the server folder, with the Approve and Reject buttons.',
    caption: 'A semantic search asks first and runs only after you approve it.',
    state: exampleState(SEMANTIC_TASK, [
      say(5, 'text', "Expiry should be handled somewhere on the server; I'll search for it by meaning."),
      tool(6, {
        tool: 'codebaseSearch',
        query: 'where are expired sessions cleaned up',
        path: 'server',
        isOutsideWorkspace: false,
      }),
    ]),
    actions: [TO_END],
    expect: ['Roo wants to search the codebase for', 'where are expired sessions cleaned up', 'Approve', 'Reject'],
    crop: rowsAndButtons(2),
    cropPadding: 4,
    pointer: PARKED,
  },
  {
    id: 'codebase-search-results',
    alt: 'The answer to an approved codebase search, unfolded: Found 3 results, each a file of the server folder with its line range and similarity score.',
    caption: 'After approval the results arrive: click the line with the count to list the files, lines and scores.',
    state: exampleState(SEMANTIC_TASK, [
      tool(6, {
        tool: 'codebaseSearch',
        query: 'where are expired sessions cleaned up',
        path: 'server',
        isOutsideWorkspace: false,
      }),
      say(9, 'codebase_search_result', JSON.stringify(CODE_CHUNK_RESULTS)),
    ]),
    actions: [{click: 'text=Found 3 results'}, TO_END],
    expect: ['Found 3 results', 'sweeper.ts:12-38', 'server/sessions'],
    crop: lastRows(2),
    cropPadding: 8,
    pointer: PARKED,
  },
  {
    id: 'search-replace-approval',
    alt: 'Roo Code asks to change lib/cache.js: the row "Roo wants to search and replace in this file" with a diff in which two calls to getKey become buildCacheKey, and the Approve and Reject buttons.',
    caption: 'Every replacement is shown as a diff of the file before you approve it.',
    state: exampleState(RENAME_TASK, [
      tool(6, {tool: 'searchAndReplace', path: 'lib/cache.js', diff: CACHE_DIFF, isProtected: false}),
    ]),
    expect: ['Roo wants to search and replace in this file', 'buildCacheKey', 'Approve', 'Reject'],
    ...openedAboveButtons('lib/cache.js', 'buildCacheKey'),
  },
  {
    id: 'insert-content-approval',
    alt: 'Roo Code asks to add a /status route to app/routes.py: the row "Roo wants to insert content into this file at line 18" with a diff of the four added lines, and the Save and Reject buttons.',
    caption: 'An insertion names its line and shows the added lines as a diff; Save writes them.',
    state: exampleState(INSERT_TASK, [
      tool(6, {tool: 'insertContent', path: 'app/routes.py', diff: ROUTES_DIFF, lineNumber: 18, isProtected: false}),
    ]),
    expect: ['Roo wants to insert content into this file at line 18', 'def status', 'Save', 'Reject'],
    ...openedAboveButtons('app/routes.py', 'def status'),
  },
  {
    id: 'browser-launch',
    alt: 'Roo Code asks to open a browser: the panel "Roo wants to use the browser" with the address http://localhost:5173/login in its address bar and an empty page area, and the Approve and Reject buttons under the chat.',
    caption: 'Only the launch asks for approval; the screenshots and steps of the session then fill this panel.',
    state: exampleState(BROWSER_TASK, [
      say(6, 'text', "I'll open the login page and try the e-mail field."),
      ask(8, 'browser_action_launch', 'http://localhost:5173/login'),
    ]),
    actions: [TO_END],
    expect: ['Roo wants to use the browser', 'http://localhost:5173/login', 'Approve', 'Reject'],
    ...LAST_ROW_FRAME,
  },
  {
    id: 'slash-command-approval',
    alt: 'Roo Code asks to run a slash command: the row "Roo wants to run a slash command" with /release and its source, project, expanded to show the arguments 2.4.0 and the description, and the Approve and Reject buttons.',
    caption: 'The model asks for /release from the project commands; expanded, the row shows its arguments.',
    state: exampleState(SLASH_TASK, [
      tool(6, {
        tool: 'runSlashCommand',
        command: 'release',
        args: '2.4.0',
        source: 'project',
        description: 'Prepare a release branch and changelog',
      }),
    ]),
    actions: [{click: 'span:text-is("/release")'}, TO_END],
    expect: ['Roo wants to run a slash command', '/release', 'project', '2.4.0', 'Approve'],
    ...LAST_ROW_FRAME,
  },
  {
    id: 'mcp-tool-approval',
    alt: 'Roo Code asks to call an MCP tool: the row "Roo wants to use a tool on the issue-tracker MCP server" with the server, the tool search_issues and its JSON arguments, and the Approve and Reject buttons.',
    caption: 'The server, the tool and the exact arguments are shown before the call is made.',
    state: exampleState(
      MCP_TASK,
      [
        ask(
          6,
          'use_mcp_server',
          JSON.stringify({
            type: 'use_mcp_tool',
            serverName: 'issue-tracker',
            toolName: 'search_issues',
            arguments: JSON.stringify({project: 'WEB', status: 'open', label: 'checkout'}, null, 2),
          }),
        ),
      ],
      {mcpServers: [ISSUE_TRACKER]},
    ),
    // The chat finds the server's tools and resources in the list the extension sends whenever servers change.
    messages: [{type: 'mcpServers', mcpServers: [ISSUE_TRACKER]}],
    actions: [TO_END],
    expect: ['Roo wants to use a tool on the issue-tracker MCP server', 'search_issues', 'Approve', 'Reject'],
    ...LAST_ROW_FRAME,
  },
  {
    id: 'mcp-resource-approval',
    alt: 'Roo Code asks to read an MCP resource: the row "Roo wants to access a resource on the postgres-local MCP server" with the resource URI postgres://localhost/shop/orders/schema, and the Approve and Reject buttons.',
    caption: 'A resource read names the server and the URI it will fetch.',
    state: exampleState(
      RESOURCE_TASK,
      [
        say(5, 'text', "The orders table's schema is published by the postgres-local server; I'll read it from there."),
        ask(
          6,
          'use_mcp_server',
          JSON.stringify({
            type: 'access_mcp_resource',
            serverName: 'postgres-local',
            uri: 'postgres://localhost/shop/orders/schema',
          }),
        ),
      ],
      {mcpServers: [POSTGRES_LOCAL]},
    ),
    // The chat finds the server's tools and resources in the list the extension sends whenever servers change.
    messages: [{type: 'mcpServers', mcpServers: [POSTGRES_LOCAL]}],
    actions: [TO_END],
    expect: ['Roo wants to access a resource on the postgres-local MCP server', 'orders/schema', 'Approve'],
    crop: rowsAndButtons(2),
    cropPadding: 4,
    pointer: PARKED,
  },
  {
    id: 'command-running',
    alt: 'A command while it runs: the row for pytest tests/unit -q --maxfail=1 with a progress spinner, its process ID and the abort button, the output so far expanded, and the Proceed While Running and Kill Command buttons under the chat.',
    caption: 'Once the command prints output, Proceed While Running and Kill Command replace Run and Reject.',
    state: exampleState(PYTEST_TASK, [
      ask(6, 'command', 'pytest tests/unit -q --maxfail=1'),
      ask(8, 'command_output', ''),
    ]),
    actions: [
      // What the extension posts to the row once the process starts and prints (executeCommandTool at the tag). The
      // row only hears them once it is mounted and settled, so they are sent after the chat has scrolled to its end.
      TO_END,
      {wait: 1500},
      {
        send: {
          type: 'commandExecutionStatus',
          text: JSON.stringify({
            executionId: String(at(6)),
            status: 'started',
            pid: 48213,
            command: 'pytest tests/unit -q --maxfail=1',
          }),
        },
      },
      {
        send: {
          type: 'commandExecutionStatus',
          text: JSON.stringify({
            executionId: String(at(6)),
            status: 'output',
            output: '........................................................................ [ 61%]\n..........',
          }),
        },
      },
      {waitFor: 'text=PID: 48213'},
      {click: '[data-item-index]:last-child button:has(svg.lucide-chevron-down)'},
      // The row grows as its output unfolds; the chat is brought to its end again once it has.
      {wait: 1000},
      TO_END,
      {wait: 500},
    ],
    // The row is drawn (command, PID, output), but the frame check reads none of the running row's text at present;
    // the buttons are what it can read. Reported to the harness owner.
    expect: ['Proceed While Running', 'Kill Command'],
    ...LAST_ROW_FRAME,
  },
];
