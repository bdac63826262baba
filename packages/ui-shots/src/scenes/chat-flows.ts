// Moments of a task the usage pages walk through: todo lists, subtasks, mode switches, errors and limits, mentions,
// and the chat box while typing. Each follows the worked example of the page that shows it.
import type {ClineMessage} from '@roo-code-docs/types';

import type {Scene} from '../scene.js';
import {baseState} from '../state.js';
import {apiRequest, ask, at, CURRENT_TASK, HISTORY, INVOICE_ROW_DIFF, say, taskOpening, tool} from './fixtures.js';
import {exampleState, exampleTask, lastRows, rowsAndButtons, TO_END} from './tool-rows.js';

const TIMEZONE_TODOS = [
  {id: 't1', content: 'Reproduce the timezone bug with a failing test', status: 'completed'},
  {id: 't2', content: 'Fix date parsing in utils/dates.ts', status: 'completed'},
  {id: 't3', content: 'Update callers in reports/ to the new signature', status: 'in_progress'},
  {id: 't4', content: 'Run the full test suite', status: 'pending'},
  {id: 't5', content: 'Note the fix in CHANGELOG.md', status: 'pending'},
] as const;
const TZ_TASK = exampleTask(
  'task-tz',
  'Dates in the monthly report shift by a day for users east of UTC. Find the cause and fix it.',
);

/** The page's worked example of Orchestrator delegating the Code part of the CSV export (new-task, boomerang). */
const CSV_PARENT = exampleTask(
  'task-csv-parent',
  'Add CSV export to the reports page. Write a short design note first, then implement it, add unit tests, and update docs/reports.md. Do not change the public API of ReportService.',
  'orchestrator',
);
const CSV_SUBTASK_MESSAGE = [
  'Add CSV export to the reports page.',
  '',
  'Context: reports are rendered by web/src/pages/Reports.tsx from the /api/reports endpoint (server/routes/reports.ts).',
  '',
  'Scope: a "Download CSV" button that exports the currently filtered rows; no server changes.',
  '',
  'When done, use attempt_completion with a short summary of the files changed.',
].join('\n');
const CSV_SUBTASK = exampleTask('task-csv-code', CSV_SUBTASK_MESSAGE);
const CSV_RESULT =
  'Added CSV export to the reports page:\n\n- `toCsv()` in `web/src/lib/csv.ts`, with 6 unit tests\n- a **Download CSV** button in `Reports.tsx` that exports the filtered rows\n- `npm test -w web` passes';
const newTaskRow = (seconds: number) =>
  tool(seconds, {
    tool: 'newTask',
    mode: '💻 Code',
    content: CSV_SUBTASK_MESSAGE,
    todos: [
      {id: 's1', content: 'Add a toCsv helper with unit tests', status: 'pending'},
      {id: 's2', content: 'Add the button and wire it to the filtered rows', status: 'pending'},
      {id: 's3', content: 'Run the web test suite', status: 'pending'},
    ],
  });
const orchestratorPlan = (seconds: number) =>
  say(
    seconds,
    'text',
    'The design note is done. Next I will hand the implementation to Code mode, with the decisions from the note.',
  );

const MIGRATION_TASK = exampleTask(
  'task-mig',
  'Plan the move of session storage from memory to Redis, then implement it.',
  'architect',
);

/** The nth highlighted mention of a sent message. */
const MENTION = (n: number) => `:nth-match(.mention-context-highlight-with-shadow, ${n})`;
const MENTION_REPLY =
  '@problems showed up after @git-changes. The helpers they complain about live in @/src/lib/ and the old behaviour is described at @https://example.com/api-v2';

export const WORKSPACE = {
  type: 'workspaceUpdated',
  filePaths: [
    '/src/components/InvoiceList.tsx',
    '/src/components/InvoiceRow.tsx',
    '/src/lib/overdue.ts',
    '/src/lib/overdue.test.ts',
    '/src/lib/tax.ts',
    '/src/lib/dates.ts',
    '/package.json',
    '/src/',
    '/src/components/',
    '/src/lib/',
    '/src/pages/',
    '/tests/',
  ],
  openedTabs: [{label: 'InvoiceRow.tsx', isActive: true, path: 'src/components/InvoiceRow.tsx'}],
};

const COMMITS = [
  {
    hash: '3f2a9c1d8e7b6a5f4c3d2e1f0a9b8c7d6e5f4a3b',
    shortHash: '3f2a9c1',
    subject: 'Round tax per invoice, not per line',
    author: 'dev',
    date: '2025-09-29',
  },
  {
    hash: 'a81c0e4b7d2f9e6c5b4a3f2e1d0c9b8a7f6e5d4c',
    shortHash: 'a81c0e4',
    subject: 'Add CSV export to the invoices table',
    author: 'dev',
    date: '2025-09-27',
  },
  {
    hash: '5d9e2b7a1c4f8e3d6b0a9c2e5f8b1d4a7c0e3f6b',
    shortHash: '5d9e2b7',
    subject: 'Test due dates across month ends',
    author: 'dev',
    date: '2025-09-24',
  },
];

export const COMPLETE_REQUEST =
  "Add pagination to the orders list in @/src/pages/orders.tsx. The data comes from fetchOrders() in @/src/api/orders.ts, which already accepts offset and limit. Use a page size of 25 and reuse the Pager component from @/src/components/Pager.tsx. Don't add dependencies. When you're done, run `npm test -- orders` and make sure it passes.";

/** The chat box, and the @ or / menu over it when open. */
export const INPUT = 'div:has(> [data-testid="highlight-layer"])';
// The menu's wrapper is zero pixels tall (its child is positioned absolutely), so the child is what is framed.
const MENU_AND_INPUT = `div.drop-shadow-md > div, ${INPUT}`;
/**
 * Flush with the menu's top, where the home screen behind it would show a band of a task card, and tight under the
 * chat box, where the bar of pickers starts a few pixels below it.
 */
const MENU_PADDING = {top: 0, right: 8, bottom: 3, left: 8};

export const home = () => baseState({taskHistory: HISTORY});
/** The demo task a few steps in, so that the chat is taller than its list (see exampleState). */
const running = (rows: ClineMessage[], extra: Parameters<typeof baseState>[0] = {}) =>
  baseState({
    clineMessages: [
      ...taskOpening(),
      tool(7, {
        tool: 'readFile',
        path: 'src/components/InvoiceList.tsx',
        content: '/home/dev/projects/invoice-tracker/src/components/InvoiceList.tsx',
        reason: '',
      }),
      apiRequest(8, 16_032, 874, 0.0742),
      ...rows,
    ],
    currentTaskItem: CURRENT_TASK,
    ...extra,
  });

export const chatFlowScenes: Scene[] = [
  {
    id: 'todo-proposed',
    alt: 'Roo Code proposes a todo list for a timezone bug: the row Todo List Updated, with an Edit button, lists five steps (two done, one in progress, two pending), and the Approve and Reject buttons sit under the chat.',
    caption: 'A proposed list waits for your answer: Edit changes it first, Approve or Reject answers it.',
    state: exampleState(TZ_TASK, [
      say(6, 'text', "I'll track the work as a checklist."),
      tool(8, {tool: 'updateTodoList', todos: TIMEZONE_TODOS}),
    ]),
    actions: [TO_END],
    expect: ['Todo List Updated', 'Edit', 'Update callers in reports/', 'Approve', 'Reject'],
    crop: rowsAndButtons(1),
    cropPadding: 4,
  },
  {
    id: 'todo-updated',
    alt: 'A todo list after approval: the Todo List Updated row keeps the five steps, without an Edit button, and Roo goes on with the step in progress.',
    caption: 'After approval the list stays in the chat, no longer editable, and Roo works through it.',
    state: exampleState(
      TZ_TASK,
      [
        tool(8, {tool: 'updateTodoList', todos: TIMEZONE_TODOS}),
        apiRequest(12, 10_880, 240, 0.0226),
        say(15, 'text', 'Next: the three callers in reports/ that still pass a local date string.'),
      ],
      {currentTaskTodos: [...TIMEZONE_TODOS]},
    ),
    actions: [TO_END],
    expect: ['Todo List Updated', 'Update callers in reports/ to the new signature'],
    crop: lastRows(3),
    cropPadding: 8,
  },
  {
    id: 'subtask-approval',
    alt: 'In Orchestrator mode, Roo Code asks to start a subtask: the row "Roo wants to create a new subtask in 💻 Code mode" with the Subtask Instructions for the CSV export (context, scope, what to report), and the Approve and Reject buttons.',
    caption: 'The parent task proposes a subtask: its mode and the full brief the subtask will start from.',
    state: exampleState(CSV_PARENT, [orchestratorPlan(20), newTaskRow(23)]),
    actions: [TO_END],
    expect: ['Roo wants to create a new subtask in', 'Subtask Instructions', 'Download CSV', 'Approve', 'Reject'],
    crop: rowsAndButtons(1),
    cropPadding: 4,
  },
  {
    id: 'subtask-finish',
    alt: 'A subtask at its end: the Task Completed summary of the CSV export, then "Roo wants to finish this subtask" with the Subtask Completed box, and the Complete Subtask and Return button under the chat.',
    caption: 'A finished subtask waits for you: review the result, then Complete Subtask and Return hands it back.',
    state: exampleState(CSV_SUBTASK, [
      apiRequest(240, 24_118, 388, 0.0522),
      say(244, 'completion_result', CSV_RESULT),
      tool(245, {tool: 'finishTask'}),
    ]),
    actions: [TO_END],
    expect: ['Task Completed', 'Roo wants to finish this subtask', 'Subtask Completed', 'Complete Subtask and Return'],
    crop: rowsAndButtons(2),
    cropPadding: 4,
  },
  {
    id: 'subtask-results',
    alt: "The parent task after its subtask returned: the Subtask Results box holds the subtask's summary of the CSV export, and the Orchestrator carries on with the next step.",
    caption: "Back in the parent, the subtask's summary arrives under Subtask Results and the Orchestrator goes on.",
    state: exampleState(CSV_PARENT, [
      orchestratorPlan(20),
      newTaskRow(23),
      say(300, 'subtask_result', CSV_RESULT),
      apiRequest(302, 12_460, 296, 0.0311),
      say(306, 'text', 'The export works. Next, a Code subtask for the docs/reports.md update.'),
    ]),
    actions: [TO_END],
    expect: ['Subtask Results', 'toCsv()'],
    crop: lastRows(3),
    cropPadding: 8,
  },
  {
    id: 'mode-switch-request',
    alt: 'In Architect mode, Roo Code asks to change mode: the row "Roo wants to switch to code mode because:" the plan is agreed and implementing it needs TypeScript edits, with the Approve and Reject buttons.',
    caption: 'Roo asks before it changes mode, with the reason it gives; approve to continue the task in Code.',
    state: exampleState(MIGRATION_TASK, [
      say(40, 'text', 'The plan is in docs/plans/redis-sessions.md and you have agreed to it.'),
      tool(43, {
        tool: 'switchMode',
        mode: 'code',
        reason: 'The migration plan is agreed; implementing it requires editing TypeScript files.',
      }),
    ]),
    actions: [TO_END],
    expect: ['Roo wants to switch to', 'requires editing TypeScript files', 'Approve', 'Reject'],
    crop: rowsAndButtons(2),
    cropPadding: 4,
  },
  {
    id: 'api-request-failed',
    alt: "A request the provider refused: the API Request Failed row in red with the provider's 429 rate-limit error, and the Retry and Start New Task buttons under the chat.",
    caption: 'Without automatic retry, a failed request waits for you: Retry sends it again.',
    state: running([
      say(9, 'text', "Next I'll read the row component."),
      {
        ts: at(10),
        type: 'say',
        say: 'api_req_started',
        text: JSON.stringify({request: '<task>…</task>', apiProtocol: 'anthropic'}),
      },
      ask(
        12,
        'api_req_failed',
        '429 {"type":"error","error":{"type":"rate_limit_error","message":"Number of request tokens has exceeded your per-minute rate limit. Please try again later."}}',
      ),
    ]),
    actions: [TO_END],
    expect: ['API Request Failed', 'rate_limit_error', 'Retry', 'Start New Task'],
    crop: rowsAndButtons(2),
    cropPadding: 4,
  },
  {
    id: 'mistake-limit',
    alt: 'Roo Code stops after repeated failed tool uses: below an Edit Unsuccessful row, the row "Roo is having trouble..." asks for guidance, with the Proceed Anyways and Start New Task buttons under the chat.',
    caption: 'After too many failed tool uses in a row, Roo stops and asks you for guidance.',
    state: running([
      // Two edits that failed in a row (their details stay folded), then the ask the extension sends at the limit,
      // with the guidance text it carries at the tag (common:errors.mistake_limit_guidance).
      say(12, 'diff_error', 'No sufficiently similar match found for the SEARCH block.'),
      apiRequest(16, 17_204, 512, 0.0398),
      say(20, 'diff_error', 'No sufficiently similar match found for the SEARCH block.'),
      apiRequest(24, 17_730, 498, 0.0391),
      ask(
        30,
        'mistake_limit_reached',
        'This may indicate a failure in the model\'s thought process or inability to use a tool properly, which can be mitigated with some user guidance (e.g. "Try breaking down the task into smaller steps").',
      ),
    ]),
    actions: [TO_END],
    expect: ['Edit Unsuccessful', 'Roo is having trouble...', 'Proceed Anyways', 'Start New Task'],
    crop: rowsAndButtons(3),
    cropPadding: 4,
  },
  {
    id: 'rate-limit-wait',
    alt: 'The rate limit at work: after an approved edit of InvoiceRow.tsx, the bottom row of the chat counts down "Rate limiting for 3 seconds..." before the next request is sent.',
    caption: 'With a rate limit set, the last row counts down the seconds until the next request goes out.',
    state: running([
      say(9, 'text', "I'll add the badge next to the invoice number."),
      tool(10, {tool: 'appliedDiff', path: 'src/components/InvoiceRow.tsx', diff: INVOICE_ROW_DIFF}),
      say(12, 'api_req_retry_delayed', 'Rate limiting for 3 seconds...', {partial: true}),
    ]),
    actions: [{click: 'span:has-text("InvoiceRow.tsx")'}, TO_END],
    pointer: {x: 1, y: 1},
    expect: ['Rate limiting for 3 seconds...'],
    crop: lastRows(2),
    cropPadding: 8,
  },
  {
    id: 'request-limit-reached',
    alt: 'Roo Code pauses a task at the request limit: the box Auto-Approved Request Limit Reached says the limit of 20 API requests was reached and offers the Reset and Continue button.',
    caption: 'At Max Count, the task pauses until you press Reset and Continue.',
    state: running([
      say(9, 'text', "I'll run the tests again after this fix."),
      ask(10, 'auto_approval_max_req_reached', JSON.stringify({count: 20, type: 'requests'})),
    ]),
    actions: [TO_END],
    expect: ['Auto-Approved Request Limit Reached', 'Reset and Continue'],
    crop: lastRows(1),
    cropPadding: 8,
  },
  {
    id: 'mention-message',
    alt: 'A reply that uses four mentions, as sent in the chat under You said: @problems, @git-changes, the folder @/src/lib/ and the page @https://example.com/api-v2, each on a slightly darker highlight and numbered 1 to 4.',
    caption:
      'Each mention in a sent message keeps a faint highlight (numbered here); Roo replaces it with its content for the model.',
    state: running([
      say(40, 'completion_result', 'The tax helpers now round once per invoice.'),
      ask(41, 'completion_result', ''),
      say(60, 'user_feedback', MENTION_REPLY),
      {
        ts: at(62),
        type: 'say',
        say: 'api_req_started',
        text: JSON.stringify({request: '<feedback>…</feedback>', apiProtocol: 'anthropic'}),
      },
    ]),
    actions: [TO_END],
    expect: ['@problems', '@git-changes', '@/src/lib/'],
    // The message's own row: the API Request row under it is the next step, and its open box would be sliced.
    crop: '[data-item-index]:nth-last-child(2)',
    cropPadding: 8,
    // The webview tints a sent mention with the badge colour at 30 %, which over the grey bubble of Light Modern is a
    // shade apart; numbered badges in the margin say where each mention is without changing the product's colours.
    callouts: [
      {selector: MENTION(1), side: 'left', label: '@problems: the Problems panel'},
      {selector: MENTION(2), side: 'above', label: '@git-changes: uncommitted changes'},
      {selector: MENTION(3), side: 'below', label: '@/src/lib/: a folder'},
      {selector: MENTION(4), side: 'right', label: 'A URL to fetch'},
    ],
  },
  {
    id: 'mention-files',
    alt: 'The @ menu filtered by typing @overdue: it lists the matching files src/lib/overdue.ts and src/lib/overdue.test.ts.',
    caption: 'Typing after @ searches the workspace by name and path; pick a file to insert its mention.',
    state: home(),
    messages: [WORKSPACE],
    replies: {
      searchFiles: [
        {
          type: 'fileSearchResults',
          results: [
            {path: 'src/lib/overdue.ts', type: 'file', label: 'overdue.ts'},
            {path: 'src/lib/overdue.test.ts', type: 'file', label: 'overdue.test.ts'},
          ],
        },
      ],
    },
    actions: [{click: 'textarea'}, {type: 'textarea', text: '@overdue'}, {waitFor: 'text=overdue.test.ts'}],
    expect: ['overdue.ts', 'overdue.test.ts'],
    crop: MENU_AND_INPUT,
    // Tight: the bar under the chat box starts a few pixels below it, and a sliver of it would show at the edge.
    cropPadding: 3,
  },
  {
    id: 'mention-folders',
    alt: 'The @ menu after choosing Add Folder: the folders of the workspace (src, components, lib, pages, tests), each with its parent folder on the right.',
    caption: 'Add Folder lists the folders of the workspace; a folder mention ends with a slash.',
    state: home(),
    messages: [WORKSPACE],
    actions: [{click: 'textarea'}, {type: 'textarea', text: '@'}, {click: 'text=Add Folder'}],
    expect: ['components', 'pages', 'tests'],
    crop: MENU_AND_INPUT,
    cropPadding: MENU_PADDING,
  },
  {
    id: 'mention-commits',
    alt: 'The @ menu after choosing Git Commits: recent commits of the project, each with its message, short hash, author and date.',
    caption: 'Git Commits lists matching commits by message; picking one inserts its hash as a mention.',
    state: home(),
    messages: [WORKSPACE],
    replies: {searchCommits: [{type: 'commitSearchResults', commits: COMMITS}]},
    actions: [
      {click: 'textarea'},
      {type: 'textarea', text: '@'},
      {click: 'text=Git Commits'},
      {waitFor: 'text=Round tax per invoice, not per line'},
      {wait: 500},
    ],
    pointer: {x: 1, y: 1},
    // The commit rows are drawn whole, but each sits in a clipped box with a line height shorter than its glyphs, so
    // the frame check reads none of them; the chat box's @ is the text it can read.
    expect: ['@'],
    crop: MENU_AND_INPUT,
    cropPadding: MENU_PADDING,
  },
  {
    id: 'followup-login',
    alt: 'Roo Code asks which login form should get a "remember me" checkbox: four suggested answers as buttons, the last with a small architect badge because choosing it also switches to Architect mode.',
    caption: 'Each suggestion is a complete answer; the one with a mode badge also switches mode when chosen.',
    state: exampleState(exampleTask('task-remember', 'Add a "remember me" checkbox to the login page.'), [
      ask(
        8,
        'followup',
        JSON.stringify({
          question: 'The login page has two forms. Which one should get the new "remember me" checkbox?',
          suggest: [
            {answer: 'The main e-mail/password form in LoginForm.tsx'},
            {answer: 'The SSO form in SsoLogin.tsx'},
            {answer: 'Both forms, sharing one component'},
            {answer: 'Neither yet: first plan how sessions should be remembered', mode: 'architect'},
          ],
        }),
      ),
    ]),
    actions: [TO_END],
    expect: ['Roo has a question', 'LoginForm.tsx', 'SsoLogin.tsx', 'architect'],
    crop: lastRows(1),
    cropPadding: 8,
  },
  // typing-request is an animation of typing the request: scenes/animations.ts.
  {
    id: 'queued-message',
    alt: 'A message typed while Roo is working waits under Queued Messages above the chat box, where it can still be edited or removed.',
    caption: 'Sent while Roo works, a message waits under Queued Messages until Roo can take it.',
    state: running(
      [
        {
          ts: at(10),
          type: 'say',
          say: 'api_req_started',
          text: JSON.stringify({request: '<task>…</task>', apiProtocol: 'anthropic'}),
        },
      ],
      {
        messageQueue: [
          {id: 'q1', timestamp: at(12), text: 'Also show the badge in the invoice detail view, not only in the list.'},
        ],
      },
    ),
    expect: ['Queued Messages', 'invoice detail view'],
    crop: `[data-testid="queued-messages"], ${INPUT}`,
    cropPadding: 4,
  },
  {
    id: 'slash-modes',
    alt: 'The / menu after typing /deb in an empty chat box: under Modes, only /debug is left, with its description.',
    caption: 'Typing after / filters the commands and modes; choosing Debug switches mode and empties the box.',
    state: home(),
    actions: [
      {click: 'textarea'},
      {type: 'textarea', text: '/deb'},
      {waitFor: 'text=Diagnose and fix software issues'},
    ],
    // Only the group heading is text the frame check can read: each option's text sits in a box with a line height
    // shorter than its glyphs and clipped, so the check sees less than 90 % of it (the picture shows it whole).
    expect: ['Modes'],
    crop: MENU_AND_INPUT,
    cropPadding: MENU_PADDING,
  },
];
