// Scenes of a running task in the chat view.
import type {Scene} from '../scene.js';
import {baseState} from '../state.js';
import {apiRequest, ask, at, checkpoint, CURRENT_TASK, INVOICE_ROW_DIFF, say, taskOpening, tool} from './fixtures.js';
import type {ClineMessage} from '@roo-code-docs/types';

function taskState(messages: ClineMessage[], extra: Parameters<typeof baseState>[0] = {}) {
  return baseState({clineMessages: messages, currentTaskItem: CURRENT_TASK, ...extra});
}

const TEST_COMMAND = 'npx vitest run src/lib/overdue.test.ts';
const TEST_OUTPUT = [
  ' RUN  v3.2.4 /home/dev/projects/invoice-tracker',
  ' ✓ src/lib/overdue.test.ts (4 tests) 6ms',
  ' Test Files  1 passed (1)',
  '      Tests  4 passed (4)',
  '   Duration  412ms',
].join('\n');

const readRequest = (seconds: number) =>
  tool(seconds, {
    tool: 'readFile',
    path: 'src/components/InvoiceList.tsx',
    content: '/home/dev/projects/invoice-tracker/src/components/InvoiceList.tsx',
    reason: '',
  });

export const chatScenes: Scene[] = [
  {
    id: 'task-header',
    alt: 'A running task in the Roo Code panel: the task header is expanded and shows the task text, the context window bar with tokens used, the tokens sent and received, cache use and the API cost so far.',
    caption: 'The expanded task header: context used, tokens in and out, cache and the cost so far.',
    state: taskState([...taskOpening(), readRequest(8)]),
    actions: [{click: '.cursor-pointer:has-text("Add an")'}],
    expect: ['Context Length', 'API Cost'],
    crop: '[data-testid="chat-view"] > div:first-child',
  },
  {
    id: 'api-requests',
    alt: "Chat rows of a running task: two API Request rows, each with its cost on the right, between the assistant's messages and a file read.",
    caption: 'Each API Request row shows what that call cost, on the right.',
    state: taskState([
      ...taskOpening(),
      say(7, 'api_req_finished', ''),
      apiRequest(9, 16_032, 874, 0.0742),
      say(14, 'text', "The row renders the number, total and due date. I'll add the badge next to the invoice number."),
      readRequest(16),
    ]),
    expect: ['API Request', '$0.0581', '$0.0742'],
    crop: '[data-testid="chat-view"]',
  },
  {
    id: 'read-approval',
    alt: 'Roo Code asks to read src/components/InvoiceList.tsx: the row "Roo wants to read this file" with the file path, and the Approve and Reject buttons under the chat.',
    caption: 'A file read waiting for you: Approve and Reject, outlined, answer it.',
    state: taskState([...taskOpening(), readRequest(8)]),
    expect: ['Roo wants to read this file', 'Approve', 'Reject'],
    outline: 'vscode-button:text-is("Approve"), vscode-button:text-is("Reject")',
    crop: '[data-testid="chat-view"]',
  },
  {
    id: 'checkpoint-menu',
    alt: 'A Checkpoint row in a running task with its restore menu open: the buttons Restore Files and Restore Files & Task, each with a short explanation.',
    caption: 'The restore button, outlined, opens the two ways to go back to a checkpoint.',
    state: taskState([
      ...taskOpening(),
      readRequest(8),
      apiRequest(12, 16_032, 874, 0.0742),
      tool(18, {tool: 'appliedDiff', path: 'src/components/InvoiceRow.tsx', diff: INVOICE_ROW_DIFF}),
      checkpoint(21, 'b41f0c9e2d7a6c5b8e1f3a4d9c0b7e6a5f4d3c2b', '9e1d0c2b4a7f6e5d3c8b1a0f9e8d7c6b5a4f3e2d'),
      apiRequest(23, 17_410, 512, 0.0398),
      say(27, 'text', "The badge is in place. Next I'll add the isOverdue() helper it calls."),
    ]),
    actions: [
      {hover: 'span:text-is("Checkpoint")'},
      {click: 'button[aria-label="Restore Checkpoint"]'},
      {waitFor: '[data-testid="restore-files-btn"]'},
    ],
    pointer: {x: 10, y: 10},
    expect: ['Checkpoint', 'Restore Files', 'Restore Files & Task'],
    outline: 'button[aria-label="Restore Checkpoint"]',
  },
  {
    id: 'followup',
    alt: 'Roo Code asks a follow-up question, from when an invoice counts as overdue, after reading a file. Three suggested answers sit under it as buttons, the first outlined; the last carries a small architect badge because choosing it also switches to Architect mode.',
    caption: 'A question with suggested answers; the first suggestion is outlined.',
    state: taskState([
      // Without the assistant's opening words, so that the question and all its answers fit under the header.
      ...taskOpening().slice(0, 2),
      readRequest(8),
      apiRequest(12, 16_032, 874, 0.0742),
      ask(
        16,
        'followup',
        JSON.stringify({
          question: 'Should an invoice count as overdue from the day after its due date, or only after a grace period?',
          suggest: [
            {answer: 'From the day after the due date'},
            {answer: 'After a 7-day grace period, read from settings'},
            {answer: 'Plan a configurable grace period per customer first', mode: 'architect'},
          ],
        }),
      ),
    ]),
    // The chat stops short of its end when the whole task arrives at once, cutting the last answer and its badge.
    actions: [{scrollIntoView: '[data-item-index]:last-child'}],
    expect: ['Roo has a question', 'From the day after the due date', 'architect'],
    outline: 'button:has-text("From the day after the due date")',
    crop: '[data-testid="chat-view"]',
  },
  {
    id: 'command-approval',
    alt: 'Roo Code asks to run npm run lint: its row, headed Running like every command row, waits for an answer from the Run and Reject buttons under the chat. Above it, the test command that ran just before has a green dot for a successful exit and its output expanded, four tests passed. Each command has a collapsed Auto-approved commands section under it.',
    caption: 'A command waiting for approval; Run and Reject, outlined, answer it.',
    state: taskState([
      // No assistant text between the commands, so the expanded output and the pending command fit under the header.
      ...taskOpening().slice(0, 1),
      apiRequest(20, 18_904, 388, 0.0412),
      ask(22, 'command', TEST_COMMAND),
      say(24, 'command_output', TEST_OUTPUT),
      apiRequest(27, 19_820, 164, 0.0217),
      ask(32, 'command', 'npm run lint'),
    ]),
    actions: [
      // A command cannot show output before it is approved (it has none yet). The closest true picture is the command
      // that ran just before: output expanded, exited with code 0 as the extension reports it to the row. The status
      // is sent once the row is mounted (its chevron was clicked), else the row never hears it, and the dot is waited
      // for so that a missing one fails the scene.
      {click: '[data-item-index] button:has(svg.lucide-chevron-down)'},
      {
        send: {
          type: 'commandExecutionStatus',
          text: JSON.stringify({executionId: String(at(22)), status: 'exited', exitCode: 0}),
        },
      },
      {waitFor: '[data-item-index] .rounded-full.bg-green-600'},
      {scrollIntoView: '[data-item-index]:last-child'},
    ],
    pointer: {x: 2, y: 360},
    expect: ['npm run lint', 'Tests  4 passed (4)', 'Run', 'Reject'],
    outline: 'vscode-button:text-is("Run"), vscode-button:text-is("Reject")',
    crop: '[data-testid="chat-view"]',
  },
  {
    id: 'edit-approval',
    alt: 'Roo Code asks to edit src/components/InvoiceRow.tsx: the expanded diff adds an Overdue badge beside the invoice number, with the Save and Reject buttons below.',
    caption: 'An edit shown as a diff, waiting for Save or Reject.',
    state: taskState([
      ...taskOpening(),
      readRequest(8),
      apiRequest(12, 16_032, 874, 0.0742),
      tool(18, {tool: 'appliedDiff', path: 'src/components/InvoiceRow.tsx', diff: INVOICE_ROW_DIFF}),
    ]),
    actions: [{click: 'span:has-text("InvoiceRow.tsx")'}],
    expect: ['Roo wants to edit this file', 'Overdue', 'Save', 'Reject'],
    crop: '[data-testid="chat-view"]',
  },
  {
    id: 'task-completed',
    alt: "A finished task: Roo Code's Task Completed message summarises the change, and the Start New Task button sits under the chat.",
    caption: 'The finished task: its summary, and Start New Task, outlined, below it.',
    state: taskState([
      ...taskOpening(),
      apiRequest(40, 21_318, 402, 0.0466),
      say(
        44,
        'completion_result',
        'Invoices in the list now show an **Overdue** badge when the due date has passed and they are unpaid.\n\n- `isOverdue()` in `src/lib/overdue.ts`, with four tests\n- the badge in `InvoiceRow.tsx`',
      ),
      ask(45, 'completion_result', ''),
    ]),
    expect: ['Task Completed', 'Start New Task'],
    outline: 'vscode-button:text-is("Start New Task")',
    crop: '[data-testid="chat-view"]',
  },
  {
    id: 'todo-list',
    alt: "The task's todo list opened from the task header: five steps for the Overdue badge, two done, one in progress and two pending.",
    caption: "The task's todo list, opened from the header, with each step's status.",
    state: taskState([...taskOpening(), readRequest(8)], {
      currentTaskTodos: [
        {id: '1', content: 'Read InvoiceList and InvoiceRow', status: 'completed'},
        {id: '2', content: 'Add isOverdue() to src/lib/overdue.ts', status: 'completed'},
        {id: '3', content: 'Show the badge in InvoiceRow', status: 'in_progress'},
        {id: '4', content: 'Write tests for isOverdue()', status: 'pending'},
        {id: '5', content: 'Run the tests and the linter', status: 'pending'},
      ],
    }),
    actions: [{click: 'span:has-text("Show the badge in InvoiceRow")'}],
    expect: ['Write tests for isOverdue()', 'Run the tests and the linter'],
    crop: '[data-testid="chat-view"]',
    height: 520,
  },
  {
    id: 'condensing',
    alt: 'A Context Condensed row in a long task, opened: the context went from 148,220 to 18,430 tokens, the cost of the summarising call beside it, and the summary text below; the next reply follows.',
    state: taskState([
      ...taskOpening(),
      apiRequest(300, 148_220, 1_204, 0.1931),
      say(302, 'condense_context', '', {
        contextCondense: {
          cost: 0.0312,
          prevContextTokens: 148_220,
          newContextTokens: 18_430,
          summary:
            'The user asked for an Overdue badge in the invoice list. InvoiceRow now renders the badge; isOverdue() and its tests are in src/lib/overdue.ts. Remaining: run the linter.',
        },
      }),
      apiRequest(306, 19_044, 220, 0.0298),
      say(309, 'text', 'Picking up where we were: the last step is the linter run.'),
    ]),
    // Opened, as a reader would to read the summary the page describes.
    actions: [{click: 'span:text-is("Context Condensed")'}],
    expect: ['Context Condensed', 'The user asked for an Overdue badge'],
    caption: 'The Context Condensed row: tokens before and after, the cost of the summary, and the summary itself.',
    crop: '[data-item-index]:has(.codicon-compress), [data-item-index]:has(.codicon-compress) ~ [data-item-index]',
  },
];
