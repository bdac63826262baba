// Scenes of the feature pages (enhance prompt, browser use, checkpoints, todo list, shell integration, suggested
// responses, message queueing, MCP, slash commands, image generation): each shows the moment its page's step names.
import {readFileSync} from 'node:fs';

import type {ClineMessage, HistoryItem} from '@roo-code-docs/types';

import type {Scene} from '../scene.js';
import {baseState, DEMO_CWD, type FakeExtensionState, type McpServerFixture} from '../state.js';
import {
  apiRequest,
  ask,
  at,
  checkpoint,
  CURRENT_TASK,
  HISTORY,
  INIT_COMMAND,
  INVOICE_ROW_DIFF,
  releaseNotesCommand,
  say,
  taskOpening,
  tool,
} from './fixtures.js';

/** A task of its own for a page whose worked example is not the Overdue badge: same shape, the page's words. */
function pageTask(id: string, text: string): HistoryItem {
  return {...CURRENT_TASK, id, task: text};
}

function chat(task: HistoryItem, messages: ClineMessage[], extra: Partial<FakeExtensionState> = {}) {
  return baseState({clineMessages: [say(0, 'text', task.task), ...messages], currentTaskItem: task, ...extra});
}

/** The bar of Approve/Reject (Save, Run…) buttons under the chat; crops are plain CSS, so no text selectors. */
const BUTTON_BAR = '[data-testid="chat-view"] .h-9:has(vscode-button)';
/** The chat stops short of its end when a whole task arrives at once; this brings its last row into view. */
const TO_END = {scrollIntoView: '[data-item-index]:last-child'};

export const overdueTask = (messages: ClineMessage[], extra: Partial<FakeExtensionState> = {}) =>
  baseState({clineMessages: messages, currentTaskItem: CURRENT_TASK, ...extra});
/** The task's request, then only the rows given: a short chat, so that what a scene shows sits under the header. */
const requestThen = (...rows: ClineMessage[]) => overdueTask([...taskOpening().slice(0, 1), ...rows]);

// ---------------------------------------------------------------------------------------------------------------
// Enhance prompt: the page's own before and after texts.

const ENHANCE_BEFORE = 'add caching to the api client';
const ENHANCE_AFTER =
  'Add response caching to the API client in src/api/client.ts. Cache GET requests in memory, keyed by URL and ' +
  'query parameters, with a configurable time-to-live (default 5 minutes). Do not cache requests that fail. Add ' +
  "unit tests for cache hits, misses and expiry, and document the new option in the client's README section.";
const ENHANCE_BUTTON = 'button[aria-label="Enhance prompt with additional context"]';

const enhanceScenes: Scene[] = [
  {
    id: 'enhance-prompt-before',
    alt: 'The Roo Code chat box holding the short request "add caching to the api client". The sparkle button at its lower right is outlined, and its tooltip reads "Enhance prompt with additional context".',
    caption: 'The sparkle button, outlined, appears once the chat box holds text; hover it to see its name.',
    state: baseState({taskHistory: HISTORY}),
    actions: [
      {click: 'textarea'},
      {type: 'textarea', text: ENHANCE_BEFORE},
      {hover: ENHANCE_BUTTON},
      {waitFor: '[data-radix-popper-content-wrapper]'},
    ],
    expect: ['Enhance prompt with additional context'],
    crop: '.chat-text-area, [data-radix-popper-content-wrapper]',
    cropPadding: 4,
    outline: ENHANCE_BUTTON,
  },
  {
    id: 'enhance-prompt-after',
    alt: 'The chat box after enhancing: the short request has been replaced by a longer prompt that names src/api/client.ts, an in-memory cache for GET requests with a five-minute time-to-live, tests and documentation.',
    caption: 'After the click, the rewritten prompt replaces your text in the chat box; read it, then edit or send.',
    state: baseState({taskHistory: HISTORY}),
    actions: [
      {click: 'textarea'},
      {type: 'textarea', text: ENHANCE_BEFORE},
      // What the extension answers to the webview's enhancePrompt request once the model has replied.
      {send: {type: 'enhancedPrompt', text: ENHANCE_AFTER}},
    ],
    replies: {enhancePrompt: []},
    expect: ['src/api/client.ts'],
    crop: '.chat-text-area',
    cropPadding: 8,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Browser use: the page's example request, on a demo page of our own (SVG sources beside this file).

const demoPage = (name: string) =>
  `data:image/webp;base64,${readFileSync(new URL(`./demo-pages/${name}.webp`, import.meta.url)).toString('base64')}`;

const BROWSER_TASK = pageTask(
  'task-0006-login-check',
  'Start the dev server with `npm run dev`, then open http://localhost:5173/login in the browser, sign in with user "demo" / "demo", and tell me whether the dashboard shows any console errors.',
);
const LOGIN_URL = 'http://localhost:5173/login';

function browserOpening(): ClineMessage[] {
  return [
    apiRequest(2, 12_840, 310, 0.0462),
    say(5, 'text', "I'll start the dev server first, then open the login page once it is listening."),
    ask(7, 'command', 'npm run dev'),
    say(
      9,
      'command_output',
      '  VITE v5.4.8  ready in 412 ms\n\n  ➜  Local:   http://localhost:5173/\n  ➜  press h + enter to show help',
    ),
    apiRequest(12, 13_902, 188, 0.0311),
    say(15, 'text', 'The dev server is up. Opening the login page in the browser.'),
    ask(16, 'browser_action_launch', LOGIN_URL),
  ];
}

function browserStep(seconds: number, action: Record<string, string>, words: string, page: string, logs: string) {
  return [
    apiRequest(seconds, 15_000 + seconds * 40, 96, 0.0214),
    say(seconds + 2, 'text', words),
    say(seconds + 3, 'browser_action', JSON.stringify(action)),
    say(
      seconds + 5,
      'browser_action_result',
      JSON.stringify({
        screenshot: demoPage(page),
        logs,
        currentUrl: page === 'login' ? LOGIN_URL : 'http://localhost:5173/dashboard',
        currentMousePosition: action.coordinate ?? '450,300',
      }),
    ),
  ] as ClineMessage[];
}

const browserScenes: Scene[] = [
  {
    id: 'browser-session',
    alt: 'A browser session in the chat, headed "Roo wants to use the browser": the address bar reads http://localhost:5173/dashboard, the screenshot shows the demo app\'s dashboard after signing in, the step\'s action is a click, "Console Logs" is expanded with two lines and no errors, and "Step 6 of 7" sits beside the Previous and Next buttons.',
    caption:
      'One block holds the whole session: the screenshot after each action, the action, its console output, and buttons to step through.',
    state: chat(BROWSER_TASK, [
      ...browserOpening(),
      say(18, 'browser_action_result', ''),
      say(
        21,
        'browser_action_result',
        JSON.stringify({
          screenshot: demoPage('login'),
          logs: '[vite] connecting...\n[vite] connected.',
          currentUrl: LOGIN_URL,
          currentMousePosition: '450,300',
        }),
      ),
      ...browserStep(
        24,
        {action: 'click', coordinate: '450,228'},
        'The sign-in form is showing. Clicking the user name field.',
        'login',
        '',
      ),
      ...browserStep(32, {action: 'type', text: 'demo'}, 'Typing the user name.', 'login', ''),
      ...browserStep(40, {action: 'click', coordinate: '450,308'}, 'Now the password field.', 'login', ''),
      ...browserStep(48, {action: 'type', text: 'demo'}, 'Typing the password.', 'login', ''),
      ...browserStep(
        56,
        {action: 'click', coordinate: '450,380'},
        'Both fields are filled in. Clicking Sign in.',
        'dashboard',
        '[vite] connected.\nGET http://localhost:5173/api/invoices 200 (38 ms)',
      ),
      apiRequest(64, 17_900, 140, 0.0236),
      say(66, 'text', 'The dashboard loaded and the console shows no errors. Closing the browser.'),
      say(67, 'browser_action', JSON.stringify({action: 'close'})),
      apiRequest(70, 18_420, 212, 0.0251),
      say(73, 'text', 'Signing in as demo works, and the dashboard loads without console errors.'),
    ]),
    actions: [
      {scrollIntoView: '[data-testid="screenshot-container"]'},
      {click: 'vscode-button:text-is("Previous")'},
      {click: 'span:text-is("Console Logs")'},
      {waitFor: 'text=GET http://localhost:5173/api/invoices'},
    ],
    expect: ['Roo wants to use the browser', 'Browse Action:', 'Console Logs', 'Step 6 of 7', 'Previous', 'Next'],
    crop: '[data-item-index]:has([data-testid="screenshot-container"])',
    // Flush at the bottom: the next row's cost badge starts a few pixels under this one.
    cropPadding: {top: 4, right: 4, bottom: 0, left: 4},
    // Tall enough that the whole session block is laid out below the task header.
    height: 1400,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Checkpoints: two edits, each preceded by a checkpoint; the newest is the current one.

const HASH_0 = '9e1d0c2b4a7f6e5d3c8b1a0f9e8d7c6b5a4f3e2d';
const HASH_1 = 'b41f0c9e2d7a6c5b8e1f3a4d9c0b7e6a5f4d3c2b';
const HASH_2 = 'c7a2e91f0b3d4c5e6f7a8b9c0d1e2f3a4b5c6d7e';

const OVERDUE_TS = `export function isOverdue(invoice: Invoice, today: Date): boolean {
  return invoice.status !== 'paid' && invoice.dueDate < today;
}
`;

export function checkpointTask(): ClineMessage[] {
  return [
    ...taskOpening(),
    tool(8, {
      tool: 'readFile',
      path: 'src/components/InvoiceList.tsx',
      content: `${DEMO_CWD}/src/components/InvoiceList.tsx`,
    }),
    apiRequest(12, 16_032, 874, 0.0742),
    say(15, 'text', "Each row renders the number, total and due date. I'll add the badge next to the number."),
    checkpoint(17, HASH_1, HASH_0),
    tool(18, {tool: 'appliedDiff', path: 'src/components/InvoiceRow.tsx', diff: INVOICE_ROW_DIFF}),
    apiRequest(23, 17_410, 512, 0.0398),
    say(26, 'text', 'The badge is in place. Next, the isOverdue() helper it calls.'),
    checkpoint(28, HASH_2, HASH_1),
    tool(29, {tool: 'newFileCreated', path: 'src/lib/overdue.ts', content: OVERDUE_TS}),
    apiRequest(34, 18_044, 301, 0.0287),
    say(37, 'text', 'Both changes are saved. I will write the tests for isOverdue() next.'),
  ];
}

// The extension names the newest checkpoint as the current one each time it saves one.
export const CURRENT_CHECKPOINT = {send: {type: 'currentCheckpointUpdated', text: HASH_2}};
// Crops are plain CSS: the row whose restore menu is open, and the rows from the first checkpoint to the new file.
export const OPEN_CHECKPOINT_ROW = '[data-item-index]:has([data-testid="checkpoint-menu-container"].block)';
const CHECKPOINT_STRETCH =
  '[data-item-index]:has(.lucide-git-commit-vertical), [data-item-index]:has(.codicon-new-file)';

const checkpointScenes: Scene[] = [
  // checkpoint-menu is an animation of hovering a row and opening its restore menu: scenes/animations.ts.
  {
    id: 'checkpoint-rows',
    alt: 'A task in the chat with two Checkpoint rows, each just before an edit: one before the change to InvoiceRow.tsx and one before Roo creates src/lib/overdue.ts; the second is marked Current.',
    caption: 'A Checkpoint row comes just before each file change; the newest is marked Current.',
    state: overdueTask(checkpointTask()),
    actions: [CURRENT_CHECKPOINT, {wait: 400}],
    expect: ['Checkpoint', '(Current)'],
    crop: CHECKPOINT_STRETCH,
    cropPadding: 6,
    // Tall enough that the whole task is laid out, both checkpoints included.
    height: 1400,
  },
  {
    id: 'checkpoint-restore-confirm',
    alt: 'The restore menu of the earlier Checkpoint row after choosing Restore Files & Task: Restore Files is still offered, and in place of the second button there are Confirm and Cancel, with the red warning "This action cannot be undone."',
    caption: 'Restore Files & Task asks for confirmation first, because it also deletes every later message.',
    state: overdueTask(checkpointTask()),
    actions: [
      CURRENT_CHECKPOINT,
      // The chat may still scroll to its end after the state arrives; a row scrolled away from under the pointer
      // hides its buttons again (a loaded machine failed the click that way). The row is brought into view first,
      // from the chat's end: scrolled from wherever the webview's own scrolling had got to, it sat higher in one run
      // than in another, and the view under the menu changed (the chat box, or the next row).
      TO_END,
      {wait: 500},
      {scrollIntoView: 'span:text-is("Checkpoint")'},
      {wait: 300},
      {hover: 'span:text-is("Checkpoint")'},
      {click: 'button[aria-label="Restore Checkpoint"]'},
      {click: '[data-testid="restore-files-and-task-btn"]'},
      {waitFor: '[data-testid="checkpoint-confirm-warning"]'},
    ],
    pointer: {x: 10, y: 10},
    expect: ['Restore Files', 'Confirm', 'Cancel', 'This action cannot be undone.'],
    crop: `${OPEN_CHECKPOINT_ROW}, [data-radix-popper-content-wrapper]`,
    cropPadding: 8,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Task todo list: an update waiting for approval, opened for editing.

const TODOS = [
  {id: '1', content: 'Read InvoiceList and InvoiceRow', status: 'completed'},
  {id: '2', content: 'Add isOverdue() to src/lib/overdue.ts', status: 'completed'},
  {id: '3', content: 'Show the badge in InvoiceRow', status: 'in_progress'},
  {id: '4', content: 'Write tests for isOverdue()', status: 'pending'},
  {id: '5', content: 'Run the tests and the linter', status: 'pending'},
];

const todoScenes: Scene[] = [
  {
    id: 'todo-list',
    alt: 'The task header with its todo line, "Show the badge in InvoiceRow" at 2/5, clicked open: the Todo List panel lists five steps for the Overdue badge, two done in green, one in progress in yellow and two pending.',
    caption: 'Click the todo line in the task header to open the whole list, with each step coloured by its status.',
    // The list comes from the task's last update_todo_list message, already approved: no request waits under it.
    state: overdueTask([
      ...taskOpening().slice(0, 2),
      tool(8, {tool: 'updateTodoList', todos: TODOS}),
      apiRequest(12, 16_032, 874, 0.0742),
      say(15, 'text', 'Both helpers are ready. Now the badge in InvoiceRow.'),
    ]),
    actions: [{click: 'span:has-text("Show the badge in InvoiceRow")'}],
    expect: ['Todo List', 'Write tests for isOverdue()'],
    // The task header and the list it opens, which floats over the chat (the only layer drawn at z-index 1001).
    crop: '[data-testid="chat-view"] > div:first-child, div[style*="z-index: 1001"]',
    cropPadding: 4,
  },
  {
    id: 'todo-edit',
    alt: 'A "Todo List Updated" request waiting for approval, opened for editing: each item is a text field with a status menu (Completed, In Progress or Not Started) and a remove button, a field to add an item, and the Done button in the row\'s header; Approve and Reject are under the chat.',
    caption: 'Edit turns the proposed list into fields: change text and status, remove or add items, then approve.',
    // Enough of the task before the request that the chat scrolls, so the request sits just above the buttons.
    state: overdueTask([
      ...taskOpening(),
      tool(8, {
        tool: 'readFile',
        path: 'src/components/InvoiceList.tsx',
        content: `${DEMO_CWD}/src/components/InvoiceList.tsx`,
      }),
      apiRequest(12, 16_032, 874, 0.0742),
      say(15, 'text', 'Before changing anything, here is my plan for the badge as a todo list.'),
      tool(17, {tool: 'updateTodoList', todos: TODOS}),
    ]),
    actions: [{click: 'button:text-is("Edit")'}, {click: 'button:text-is("+ Add Todo")'}, {wait: 600}, TO_END],
    pointer: {x: 2, y: 2},
    expect: ['Todo List Updated', 'Done', 'Approve', 'Reject'],
    crop: `[data-item-index]:last-child, ${BUTTON_BAR}`,
    cropPadding: 6,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Shell integration: a command that fell back to running without VS Code's terminal integration.

const TEST_COMMAND = 'npx vitest run src/lib/overdue.test.ts';

const shellScenes: Scene[] = [
  {
    id: 'shell-fallback-warning',
    alt: 'The command row for npx vitest run src/lib/overdue.test.ts, its green dot showing it exited successfully and its output (4 tests passed) opened, followed by the yellow "Command Execution Warning": the command ran without VS Code terminal shell integration, with a link to the Roo Code settings and one to the shell integration documentation.',
    caption:
      'When shell integration fails, the command runs again without it, its output opens, and this warning follows its row.',
    state: requestThen(
      apiRequest(20, 18_904, 388, 0.0412),
      ask(22, 'command', TEST_COMMAND),
      say(23, 'shell_integration_warning', ''),
      say(25, 'command_output', ' ✓ src/lib/overdue.test.ts (4 tests) 6ms\n      Tests  4 passed (4)'),
      apiRequest(28, 19_820, 164, 0.0217),
    ),
    actions: [
      // What the extension posts to the row: the fallback (which opens its output), then the exit of the second run.
      // Only a mounted row hears them: a fixed wait was too short on a loaded machine once (the output stayed shut).
      {waitFor: '[data-item-index]:has(pre)'},
      {wait: 600},
      {send: {type: 'commandExecutionStatus', text: JSON.stringify({executionId: String(at(22)), status: 'fallback'})}},
      {
        send: {
          type: 'commandExecutionStatus',
          text: JSON.stringify({executionId: String(at(22)), status: 'exited', exitCode: 0}),
        },
      },
      {waitFor: '[data-item-index] .rounded-full.bg-green-600'},
    ],
    pointer: {x: 2, y: 2},
    // '4 passed' is in the output the fallback opens: a run that missed the fallback fails instead of showing it shut.
    expect: [
      'overdue.test.ts',
      '4 passed',
      'Command Execution Warning',
      'Click here for shell integration documentation.',
    ],
    // The command's row (the only one with a code block) and the warning's.
    crop: '[data-item-index]:has(pre), [data-item-index]:has(.codicon-warning)',
    cropPadding: 6,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Suggested responses: a suggestion copied into the chat box to be edited before sending.

const QUESTION = JSON.stringify({
  question: 'Should an invoice count as overdue from the day after its due date, or only after a grace period?',
  suggest: [
    {answer: 'From the day after the due date'},
    {answer: 'After a 7-day grace period, read from settings'},
    // Short enough that the mode badge in the button's corner covers none of its words.
    {answer: 'Plan per-customer grace periods', mode: 'architect'},
  ],
});

const suggestionScenes: Scene[] = [
  {
    id: 'followup-copied',
    alt: 'Roo asks when an invoice counts as overdue, with three suggested answers. The second answer has been copied into the chat box, where the user has added a few words before sending.',
    caption: 'The copy icon (or Shift+click) puts a suggestion into the chat box, so you can change it before sending.',
    state: requestThen(apiRequest(12, 16_032, 874, 0.0742), ask(16, 'followup', QUESTION)),
    actions: [
      {wait: 600},
      {hover: 'button:has-text("After a 7-day grace period")'},
      {click: 'div.group:has(button:has-text("After a 7-day grace period")) svg.lucide-clipboard-copy'},
      {click: 'textarea'},
      {press: 'End'},
      {type: 'textarea', text: ', but skip it for invoices under 10.00'},
    ],
    pointer: {x: 2, y: 2},
    expect: ['Roo has a question', 'skip it for invoices under 10.00'],
    // Short, so that the chat box sits right under the question (the chat does not fill a taller panel).
    height: 520,
    crop: '[data-item-index]:last-child, .chat-text-area',
    cropPadding: 6,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Message queueing: two messages sent while Roo is still answering.

const queueScenes: Scene[] = [
  {
    id: 'queued-messages',
    alt: 'Roo is still writing its reply in a running task, and two messages sent meanwhile wait under "Queued Messages" above the chat box, each with a trash icon to delete it.',
    caption:
      'Messages sent while Roo works wait in order above the chat box; click one to edit it or use its trash icon.',
    state: Object.assign(
      overdueTask([
        ...taskOpening(),
        tool(8, {
          tool: 'readFile',
          path: 'src/components/InvoiceRow.tsx',
          content: `${DEMO_CWD}/src/components/InvoiceRow.tsx`,
        }),
        apiRequest(12, 16_032, 874, 0.0742),
        say(15, 'text', 'The row formats the due date with toLocaleDateString(). I will', {partial: true}),
      ]),
      {
        messageQueue: [
          {id: 'q1', timestamp: at(17), text: 'Use the existing formatDate() helper for the due date instead.'},
          {id: 'q2', timestamp: at(21), text: 'Then add a test for an invoice that is due today.'},
        ],
      },
    ),
    expect: ['Queued Messages', 'formatDate() helper', 'due today'],
    crop: '[data-item-index]:last-child, [data-testid="queued-messages"], .chat-text-area',
    cropPadding: 4,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// MCP: a server's tools with real parameter descriptions, the delete confirmation, and Context7 at work.

const CONTEXT7: McpServerFixture = {
  name: 'context7',
  config: JSON.stringify({type: 'stdio', command: 'npx', args: ['--yes', '@upstash/context7-mcp'], timeout: 60}),
  status: 'connected',
  source: 'global',
  timeout: 60,
  tools: [
    {
      name: 'resolve-library-id',
      description: 'Finds the Context7 ID of a library from its name, to pass to the documentation tool.',
      inputSchema: {
        type: 'object',
        properties: {libraryName: {type: 'string', description: 'The library to look for, such as react-router'}},
        required: ['libraryName'],
      },
      enabledForPrompt: true,
    },
    {
      name: 'get-library-docs',
      description: 'Returns current documentation and code examples for a library, optionally on one topic.',
      inputSchema: {
        type: 'object',
        properties: {
          context7CompatibleLibraryID: {type: 'string', description: 'The ID found by resolve-library-id'},
          topic: {type: 'string', description: 'A subject to focus on, such as routing'},
          tokens: {type: 'number', description: 'At most this many tokens of documentation'},
        },
        required: ['context7CompatibleLibraryID'],
      },
      enabledForPrompt: true,
    },
  ],
  resources: [],
};

const mcpView = (servers: McpServerFixture[], extra: Partial<FakeExtensionState> = {}) => ({
  state: baseState({taskHistory: HISTORY, mcpServers: servers, ...extra}),
  messages: [
    {type: 'mcpServers', mcpServers: servers},
    {type: 'action', action: 'mcpButtonClicked'},
  ],
});

const ROUTER_TASK = pageTask(
  'task-0007-route-loader',
  'Using Context7, show me how to define a route loader in the latest React Router',
);

const mcpScenes: Scene[] = [
  {
    id: 'mcp-context7',
    alt: 'The MCP Servers view with the context7 server, marked global, connected (green light) and expanded: its Tools tab lists resolve-library-id and get-library-docs with their descriptions and parameters, and Network Timeout is set to 1 minute.',
    caption: 'Context7 configured and running: a green light, and its two tools listed under Tools.',
    ...mcpView([CONTEXT7]),
    actions: [{click: 'span:has-text("context7")'}, {waitFor: 'text=get-library-docs'}],
    expect: ['context7', 'resolve-library-id', 'get-library-docs', 'Network Timeout'],
    // The expanded server, in plain CSS for the crop: the row whose details hold the Tools/Resources/Errors tabs.
    crop: 'div:has(> div > vscode-panels)',
    cropPadding: 6,
    height: 1200,
  },
  {
    id: 'mcp-context7-approval',
    alt: 'Roo asks "Roo wants to use a tool on the context7 MCP server": the tool get-library-docs with its arguments (the React Router library ID and the topic "route loaders"), and the Approve and Reject buttons under the chat.',
    caption:
      'Each MCP tool call shows the server, the tool and its arguments, and waits for Approve unless it is auto-approved.',
    state: chat(
      ROUTER_TASK,
      [
        apiRequest(2, 12_310, 204, 0.0398),
        say(5, 'text', "I'll look up the current React Router documentation on loaders through Context7."),
        ask(
          7,
          'use_mcp_server',
          JSON.stringify({
            serverName: 'context7',
            type: 'use_mcp_tool',
            toolName: 'get-library-docs',
            arguments: JSON.stringify(
              {context7CompatibleLibraryID: '/remix-run/react-router', topic: 'route loaders', tokens: 4000},
              null,
              2,
            ),
          }),
        ),
      ],
      {mcpServers: [CONTEXT7]},
    ),
    messages: [{type: 'mcpServers', mcpServers: [CONTEXT7]}],
    actions: [{wait: 600}, TO_END],
    expect: ['Roo wants to use a tool on the context7 MCP server', 'get-library-docs', 'Approve', 'Reject'],
    crop: `[data-item-index]:last-child, ${BUTTON_BAR}`,
    cropPadding: 6,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Image generation: the page's example request, waiting for Save.

const IMAGE_TASK = pageTask(
  'task-0008-empty-inbox',
  'Make a flat, two-colour illustration of a paper plane for the empty state of the inbox page and save it as src/assets/empty-inbox.png',
);

const imageScenes: Scene[] = [
  {
    id: 'image-generation-approval',
    alt: 'Roo asks "Roo wants to generate an image" for src/assets/empty-inbox.png; the expanded row shows the prompt it will send, a flat two-colour paper plane for an empty inbox, and the Save and Reject buttons are under the chat.',
    caption: 'Roo shows the target path and the prompt before it asks for the picture; Save lets it go ahead.',
    // Enough of the task before the request that the chat scrolls, so the request sits just above the buttons.
    state: chat(IMAGE_TASK, [
      apiRequest(2, 11_904, 236, 0.0371),
      say(4, 'text', 'First I will check how the inbox page loads its images.'),
      tool(5, {tool: 'readFile', path: 'src/pages/Inbox.tsx', content: `${DEMO_CWD}/src/pages/Inbox.tsx`}),
      apiRequest(6, 13_120, 198, 0.0302),
      say(8, 'text', 'The page imports images from src/assets, so the illustration goes there.'),
      tool(7, {
        tool: 'generateImage',
        path: 'src/assets/empty-inbox.png',
        content:
          'A flat illustration of a paper plane in two colours, navy and soft orange, on a transparent background, simple shapes, no text, for the empty state of an inbox page.',
        isOutsideWorkspace: false,
        isProtected: false,
      }),
    ]),
    actions: [
      {
        click: 'span:has-text("empty-inbox.png")',
        until: '[data-item-index]:last-child >> text=A flat illustration of a paper plane',
      },
      {wait: 600},
      TO_END,
    ],
    pointer: {x: 2, y: 2},
    expect: [
      'Roo wants to generate an image',
      'src/assets/empty-inbox.png',
      'A flat illustration of a paper plane',
      'Save',
      'Reject',
    ],
    crop: `[data-item-index]:last-child, ${BUTTON_BAR}`,
    cropPadding: 6,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Slash commands: the settings section that lists and creates them.

const SLASH_COMMANDS = [
  INIT_COMMAND,
  releaseNotesCommand('Draft release notes from recent commits', {argumentHint: '<range or tag> and any focus areas'}),
  {
    name: 'review',
    source: 'global',
    filePath: '/home/dev/.roo/commands/review.md',
    description: 'Review the current diff against my checklist',
  },
];

const slashScenes: Scene[] = [
  {
    id: 'slash-commands-settings',
    alt: 'Settings, Slash Commands section: Global Commands with /review, Workspace Commands with /release-notes, each with a field to name a new command, and Built-in Commands with /init; the commands of your own have edit and delete buttons.',
    caption: 'The Slash Commands section lists global, workspace and built-in commands and creates new ones.',
    state: baseState({taskHistory: HISTORY}),
    messages: [{type: 'action', action: 'settingsButtonClicked', values: {section: 'slashCommands'}}],
    replies: {requestCommands: [{type: 'commands', commands: SLASH_COMMANDS}]},
    expect: ['Global Commands', 'Workspace Commands', 'Built-in Commands', 'review', 'release-notes', 'init'],
  },
];

export const featureScenes: Scene[] = [
  ...enhanceScenes,
  ...browserScenes,
  ...checkpointScenes,
  ...todoScenes,
  ...shellScenes,
  ...suggestionScenes,
  ...queueScenes,
  ...mcpScenes,
  ...imageScenes,
  ...slashScenes,
];
