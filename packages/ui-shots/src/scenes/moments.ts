// Moments the chat-interface and context-mention pages describe without a picture so far (issue 40, grading s19):
// the message feed with each kind of row the page lists, the answer buttons of a pending action, and what the chat
// shows once a message with @problems, @terminal or a URL has been sent.
import type {ClineMessage} from '@roo-code-docs/types';

import type {Scene} from '../scene.js';
import {baseState, DEMO_CWD} from '../state.js';
import {apiRequest, ask, at, CURRENT_TASK, INVOICE_ROW_DIFF, say, taskOpening, tool} from './fixtures.js';
import {INPUT} from './chat-flows.js';
import {BUTTON_BAR, lastRows, PARKED, TO_END} from './tool-rows.js';

const readInvoiceList = (seconds: number) =>
  tool(seconds, {
    tool: 'readFile',
    path: 'src/components/InvoiceList.tsx',
    content: `${DEMO_CWD}/src/components/InvoiceList.tsx`,
    reason: '',
  });

/** A header label of one chat row; a row's label is unique in these scenes except API Request (see apiRow). */
const label = (text: string) => `span:text-is("${text}")`;
/** The API Request row whose cost badge reads `cost`: several rows share the title. */
const apiRow = (cost: string) => `[data-item-index]:has-text("${cost}") span:text-is("API Request")`;

// ---------------------------------------------------------------------------------------------------------------
// The message feed: one of each kind of row the page's list names, in the order a task produces them.

const REASONING =
  'An invoice is overdue when its due date is before today and it is not paid. The list renders rows through InvoiceRow, so the badge goes there; first I need to see how the list passes invoices down.';
const FEED_QUESTION = JSON.stringify({
  question: 'Should an invoice count as overdue from the day after its due date, or only after a grace period?',
  suggest: [{answer: 'From the day after the due date'}, {answer: 'After a 7-day grace period'}],
});
const FEED_SUMMARY =
  'Invoices in the list now show an **Overdue** badge once the due date has passed and they are unpaid.';

function feed(): ClineMessage[] {
  return [
    say(0, 'text', CURRENT_TASK.task),
    apiRequest(2, 14_220, 412, 0.0581),
    say(3, 'reasoning', REASONING),
    readInvoiceList(8),
    apiRequest(12, 16_032, 874, 0.0742),
    ask(16, 'followup', FEED_QUESTION),
    // The answer to a question comes back as the user's message, as any reply does.
    say(30, 'user_feedback', 'From the day after the due date'),
    apiRequest(32, 17_410, 512, 0.0398),
    say(36, 'checkpoint_saved', 'b41f0c9e2d7a6c5b8e1f3a4d9c0b7e6a5f4d3c2b', {
      checkpoint: {from: '9e1d0c2b4a7f6e5d3c8b1a0f9e8d7c6b5a4f3e2d', to: 'b41f0c9e2d7a6c5b8e1f3a4d9c0b7e6a5f4d3c2b'},
    }),
    tool(37, {tool: 'appliedDiff', path: 'src/components/InvoiceRow.tsx', diff: INVOICE_ROW_DIFF}),
    apiRequest(42, 18_044, 301, 0.0287),
    say(44, 'completion_result', FEED_SUMMARY),
    ask(45, 'completion_result', ''),
  ];
}

const feedScene: Scene = {
  id: 'chat-feed',
  alt: 'The message feed of a task, top to bottom: an API Request row with its cost, a collapsed Thinking block, "Roo wants to read this file" for InvoiceList.tsx, "Roo has a question" with two suggested answers, the reply under "You said", a Checkpoint row, "Roo wants to edit this file" for InvoiceRow.tsx, and "Task Completed" with the summary.',
  caption: 'The feed of one task, oldest row first; the numbers mark the kinds of row the page lists.',
  state: baseState({clineMessages: feed(), currentTaskItem: CURRENT_TASK}),
  actions: [TO_END],
  expect: ['API Request', 'Thinking', 'Roo wants to read this file', 'Roo has a question', 'You said', 'Checkpoint'],
  // Every row of the task, from the first request to the summary (the task's own text is in the header above).
  crop: '[data-item-index]',
  // None: the task header's lower edge sits right above the first row.
  cropPadding: 0,
  // Tall enough that the list lays out every row of the task.
  height: 1400,
  pointer: PARKED,
  callouts: [
    {selector: apiRow('$0.0581'), side: 'right', label: 'API Request, with its cost'},
    {selector: label('Thinking'), side: 'right', label: 'Thinking (collapsed)'},
    {selector: label('Roo wants to read this file'), side: 'right', label: 'A tool message'},
    {selector: label('Roo has a question'), side: 'right', label: 'A question with suggested answers'},
    {selector: label('You said'), side: 'right', label: 'Your message'},
    {selector: label('Checkpoint'), side: 'right', label: 'A checkpoint'},
    {selector: label('Task Completed'), side: 'right', label: 'Task Completed, with the summary'},
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// The answer buttons: a pending read, its two buttons, and the chat box where feedback can be typed instead.

const actionScene: Scene = {
  id: 'chat-action-buttons',
  alt: 'A pending request, "Roo wants to read this file" for src/components/InvoiceList.tsx, with the Approve and Reject buttons under the chat and the chat box below them.',
  caption: 'A pending action waits for its buttons; text typed in the box goes along with whichever you press.',
  state: baseState({clineMessages: [...taskOpening(), readInvoiceList(8)], currentTaskItem: CURRENT_TASK}),
  actions: [TO_END],
  expect: ['Roo wants to read this file', 'Approve', 'Reject'],
  crop: `${lastRows(1)}, ${BUTTON_BAR}, ${INPUT}`,
  // Tight: the bar of pickers starts a few pixels under the chat box, and a sliver of it would show at the edge.
  cropPadding: 2,
  // The chat box has no number: its badge had no free side (the box spans the panel, the buttons sit on its top
  // edge), and the caption says what it is for.
  // Short enough that the task's first rows fill the chat, so the request sits right on the buttons.
  height: 460,
  pointer: PARKED,
  callouts: [
    {selector: label('Roo wants to read this file'), side: 'right', label: 'What Roo asks to do'},
    {selector: 'vscode-button:has-text("Approve")', label: 'Approve: let it happen'},
    {selector: 'vscode-button:has-text("Reject")', label: 'Reject: refuse it'},
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Mention results. The webview has no row of its own for what a mention brought in: the reply shows the mention
// highlighted, and the API Request row after it, opened, shows the request as sent, with each mention's content in
// its own tag below the text (parseMentions in src/core/mentions/index.ts). These scenes open that row.

/** The environment details Roo appends to every request, as a reply in this task would carry them. */
const ENVIRONMENT = [
  '<environment_details>',
  '# VSCode Visible Files',
  'src/lib/overdue.ts',
  '',
  '# VSCode Open Tabs',
  'src/lib/overdue.ts,src/components/InvoiceRow.tsx',
  '',
  '# Current Time',
  'Current time in ISO 8601 UTC format: 2025-09-30T11:58:12.000Z',
  'User time zone: Europe/Berlin, UTC+2:00',
  '',
  '# Current Cost',
  '$0.17',
  '',
  '# Current Mode',
  '<slug>code</slug>',
  '<name>💻 Code</name>',
  '<model>claude-sonnet-4-20250514</model>',
  'You have not created a todo list yet. Create one with `update_todo_list` if your task is complicated or involves multiple steps.',
  '</environment_details>',
].join('\n');

/**
 * The request of a reply to Task Completed: the tool result that carries the feedback, with each mention replaced in
 * the text by its placeholder and its content appended after it, then the environment details.
 */
const replyRequest = (placeholderText: string, appended: string) =>
  [
    '[attempt_completion] Result:',
    `The user has provided feedback on the results. Consider their input to continue the task, and then attempt completion again.\n<feedback>\n${placeholderText}\n</feedback>\n\n${appended}`,
    ENVIRONMENT,
  ].join('\n\n');

function replied(reply: string, request: string): ClineMessage[] {
  return [
    ...taskOpening(),
    readInvoiceList(7),
    apiRequest(8, 16_032, 874, 0.0742),
    say(40, 'completion_result', 'Invoices in the list now show an Overdue badge.'),
    ask(41, 'completion_result', ''),
    say(60, 'user_feedback', reply),
    {
      ts: at(62),
      type: 'say',
      say: 'api_req_started',
      text: JSON.stringify({request, apiProtocol: 'anthropic', tokensIn: 19_870, tokensOut: 0, cost: 0.0214}),
    },
  ];
}

const mentionResult = (
  id: string,
  reply: string,
  request: string,
  rest: Pick<Scene, 'alt' | 'caption' | 'expect'>,
): Scene => ({
  id,
  ...rest,
  state: baseState({clineMessages: replied(reply, request), currentTaskItem: CURRENT_TASK}),
  // Opened as a reader would to see what was sent; the row's title is the toggle. The code block opens scrolled to
  // its end (the environment details), so its first line is brought back into view, where the mention's text is.
  actions: [
    TO_END,
    {click: `${lastRows(1)} span:text-is("API Request")`},
    {wait: 500},
    {scrollIntoView: `${lastRows(1)} pre span`},
    TO_END,
  ],
  crop: lastRows(2),
  cropPadding: 6,
  height: 1400,
  pointer: PARKED,
});

const PROBLEMS_REPLY = '@problems Fix these before we merge.';
const PROBLEMS = [
  '<workspace_diagnostics>',
  '',
  '',
  'src/components/InvoiceRow.tsx',
  '- [ts Error] 21 | {isOverdue(invoice, today) && <Badge tone="danger">Overdue</Badge>} : Cannot find name \'today\'.',
  '',
  'src/lib/overdue.ts',
  "- [eslint Warning] 1 | import {addDays} from 'date-fns'; : 'addDays' is defined but never used.",
  '</workspace_diagnostics>',
].join('\n');

const TERMINAL_REPLY = '@terminal The tests fail since the badge change. Why?';
const TERMINAL = [
  '<terminal_output>',
  'dev@laptop:~/projects/invoice-tracker$ npx vitest run src/lib/overdue.test.ts',
  ' RUN  v3.2.4 /home/dev/projects/invoice-tracker',
  ' ❯ src/lib/overdue.test.ts (4 tests | 1 failed) 9ms',
  '   × isOverdue > treats the due date itself as not overdue',
  '     → expected true to be false',
  ' Test Files  1 failed (1)',
  '      Tests  1 failed | 3 passed (4)',
  '</terminal_output>',
].join('\n');

const URL_REPLY = 'Format the amounts as described in @https://example.com/style/money';
const URL_PAGE = [
  '<url_content url="https://example.com/style/money">',
  '# Money in the user interface',
  '',
  'Always show the currency code after the amount, with a non-breaking space: 1,250.00 EUR.',
  '',
  'Negative amounts use a minus sign, never brackets.',
  '</url_content>',
].join('\n');

const mentionScenes: Scene[] = [
  mentionResult(
    'mention-problems-result',
    PROBLEMS_REPLY,
    replyRequest('Workspace Problems (see below for diagnostics) Fix these before we merge.', PROBLEMS),
    {
      alt: 'A reply "@problems Fix these before we merge." under "You said", and under it the opened API Request row: the request as sent, in which @problems became "Workspace Problems (see below for diagnostics)" and a workspace_diagnostics block lists one TypeScript error in InvoiceRow.tsx and one ESLint warning in overdue.ts, each with its line.',
      caption: 'Open the API Request row after your message to see what @problems sent: the problems, file by file.',
      expect: ['@problems', 'Workspace Problems (see below for diagnostics)', '<workspace_diagnostics>'],
    },
  ),
  mentionResult(
    'mention-terminal-result',
    TERMINAL_REPLY,
    replyRequest('Terminal Output (see below for output) The tests fail since the badge change. Why?', TERMINAL),
    {
      alt: 'A reply "@terminal The tests fail since the badge change. Why?" under "You said", and under it the opened API Request row: @terminal became "Terminal Output (see below for output)", and a terminal_output block holds the last command and its output, a Vitest run with one failed test.',
      caption:
        'Opened, the API Request row after the message shows what @terminal sent: the last command and its output.',
      expect: ['@terminal', 'Terminal Output (see below for output)', '<terminal_output>'],
    },
  ),
  mentionResult(
    'mention-url-result',
    URL_REPLY,
    replyRequest(
      "Format the amounts as described in 'https://example.com/style/money' (see below for site content)",
      URL_PAGE,
    ),
    {
      alt: 'A reply mentioning @https://example.com/style/money under "You said", and under it the opened API Request row: the address is followed by "(see below for site content)", and a url_content block holds the page converted to Markdown, a heading and two rules.',
      caption:
        'Opened, the API Request row after the message shows the fetched page as Markdown, in a url_content tag.',
      expect: ['(see below for site content)', '<url_content url="https://example.com/style/money">'],
    },
  ),
];

export const momentScenes: Scene[] = [feedScene, actionScene, ...mentionScenes];
