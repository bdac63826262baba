// Scenes of a running task in the chat view.
import type {Scene} from '../scene.js';
import {baseState} from '../state.js';
import {apiRequest, ask, at, CURRENT_TASK, INVOICE_ROW_DIFF, say, taskOpening, tool} from './fixtures.js';
import {BUTTON_BAR, rowsAndButtons, TO_END} from './tool-rows.js';
import type {ClineMessage} from '@roo-code-docs/types';

function taskState(messages: ClineMessage[], extra: Parameters<typeof baseState>[0] = {}) {
  return baseState({clineMessages: messages, currentTaskItem: CURRENT_TASK, ...extra});
}

/** A row of the expanded task header's table (1 context, 2 tokens, 3 cache, 4 cost, 5 size). */
const HEADER_ROW = (n: number) => `[data-testid="chat-view"] > div:first-child tbody > tr:nth-child(${n})`;

const TEST_COMMAND = 'npx vitest run src/lib/overdue.test.ts';
const TEST_OUTPUT = [
  ' RUN  v3.2.4 /home/dev/projects/invoice-tracker',
  ' ✓ src/lib/overdue.test.ts (4 tests) 6ms',
  ' Test Files  1 passed (1)',
  '      Tests  4 passed (4)',
  '   Duration  412ms',
].join('\n');

const readRequest = (seconds: number, file = 'InvoiceList.tsx') =>
  tool(seconds, {
    tool: 'readFile',
    path: `src/components/${file}`,
    content: `/home/dev/projects/invoice-tracker/src/components/${file}`,
    reason: '',
  });

export const chatScenes: Scene[] = [
  {
    id: 'task-header',
    alt: 'A running task in the Roo Code panel: the task header is expanded and shows the task text, the context window bar with tokens used, the tokens sent and received, cache use, the API cost so far and the size, and under them the buttons to export the task, copy its prompt, delete it and share it.',
    state: taskState([...taskOpening(), readRequest(8)]),
    actions: [{click: '.cursor-pointer:has-text("Add an")'}],
    caption: 'The expanded task header: what the task has used so far, and the buttons that act on the task.',
    expect: ['Context Length', 'API Cost'],
    crop: '[data-testid="chat-view"] > div:first-child',
    callouts: [
      {selector: '[data-testid="context-window-label"]', label: 'Context window used by the last request'},
      {selector: `${HEADER_ROW(2)} > th`, label: 'Tokens sent and received'},
      {selector: `${HEADER_ROW(3)} > th`, label: 'Prompt cache writes and reads'},
      {selector: `${HEADER_ROW(4)} > th`, label: 'Estimated cost of the task so far'},
      {selector: 'button[aria-label="Export task history"]', side: 'above', label: 'Export task history'},
      {selector: 'button[aria-label="Copy Prompt"]', side: 'above', label: 'Copy the prompt'},
      {selector: 'button[aria-label^="Delete Task"]', side: 'above', label: 'Delete the task'},
      {selector: '[data-testid="share-button"]', side: 'above', label: 'Share the task'},
    ],
  },
  {
    id: 'api-requests',
    alt: "Chat rows of a running task: an API Request row with its cost, Roo's plan, the read of InvoiceList.tsx, a second API Request row with its own cost, and a request to read InvoiceRow.tsx waiting on the Approve and Reject buttons.",
    caption: 'Each step of the loop in the chat: a request to the model (with its cost), its answer, the tool call.',
    state: taskState([
      ...taskOpening(),
      readRequest(8),
      say(10, 'api_req_finished', ''),
      apiRequest(12, 16_032, 874, 0.0742),
      say(
        16,
        'text',
        "InvoiceList draws each invoice through InvoiceRow, so the badge belongs there. I'll read it next.",
      ),
      readRequest(18, 'InvoiceRow.tsx'),
    ]),
    expect: ['API Request', '$0.0581', '$0.0742', 'InvoiceRow.tsx', 'Approve', 'Reject'],
    // The answer buttons sit right under the last row: framed whole, as the read waits on them, not sliced.
    crop: `[data-item-index], ${BUTTON_BAR}`,
    // Flush with the first row: the task header sits right above it, and its rounded bottom edge showed as a sliver.
    cropPadding: {top: 0, right: 2, bottom: 2, left: 2},
    // Tall enough that the chat does not scroll. At 700 px the rows overflowed the list by 6 px, within the 10 px the
    // webview counts as "at the bottom", and whether its debounced scroll-to-bottom ran after the last row grew
    // decided the frame: list at the top (1,012 px image) or scrolled to its end (1,024 px) from run to run.
    height: 710,
  },
  {
    id: 'read-approval',
    alt: 'Roo Code asks to read src/components/InvoiceList.tsx: the row "Roo wants to read this file" with the file path, and the Approve and Reject buttons under the chat.',
    state: taskState([...taskOpening(), readRequest(8)]),
    caption: 'Roo asks to read one file: the row names it, and Approve or Reject under the chat answers.',
    expect: ['Roo wants to read this file', 'Approve', 'Reject'],
    crop: rowsAndButtons(2),
    cropPadding: 4,
    // A panel just short enough that the task's first rows fill the chat, so the read sits on the buttons.
    height: 440,
    actions: [TO_END],
  },
  {
    id: 'followup',
    alt: 'Roo Code asks a follow-up question: from when does an invoice count as overdue. Three suggested answers sit under it as buttons; the last carries a small architect badge because choosing it also switches to Architect mode.',
    caption: 'Click a suggested answer to send it; the one with a mode badge also switches to that mode.',
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
            // Short enough that the mode badge in the bottom corner does not sit on its last word.
            {answer: 'Plan per-customer grace periods', mode: 'architect'},
          ],
        }),
      ),
    ]),
    // The chat stops short of its end when the whole task arrives at once, cutting the last answer and its badge.
    actions: [{scrollIntoView: '[data-item-index]:last-child'}],
    expect: ['Roo has a question', 'From the day after the due date', 'architect'],
    crop: '[data-item-index]:last-child',
    cropPadding: 8,
  },
  {
    id: 'command-approval',
    alt: 'Roo Code asks to run npm run lint: its row, headed Running like every command row, waits for an answer from the Run and Reject buttons under the chat. Above it, the test command that ran just before has a green dot for a successful exit and its output expanded, four tests passed. Each command has a collapsed Auto-approved commands section under it.',
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
    caption: 'The next command waits for Run or Reject; the one before it exited with code 0, hence the green dot.',
    expect: ['npm run lint', 'Tests  4 passed (4)', 'Run', 'Reject'],
    // The two commands and their API requests, and the buttons that answer the second.
    crop: rowsAndButtons(4),
    cropPadding: 4,
  },
  {
    id: 'edit-approval',
    alt: 'Roo Code asks to edit src/components/InvoiceRow.tsx: the expanded diff adds an Overdue badge beside the invoice number, with the Save and Reject buttons below.',
    state: taskState([
      ...taskOpening(),
      readRequest(8),
      apiRequest(12, 16_032, 874, 0.0742),
      tool(18, {tool: 'appliedDiff', path: 'src/components/InvoiceRow.tsx', diff: INVOICE_ROW_DIFF}),
    ]),
    actions: [{click: 'span:has-text("InvoiceRow.tsx")'}, TO_END],
    caption: 'An edit is shown as a diff of the file; Save applies it and Reject drops it.',
    expect: ['Roo wants to edit this file', 'Overdue', 'Save', 'Reject'],
    crop: rowsAndButtons(1),
    cropPadding: 4,
    pointer: {x: 1, y: 1},
  },
  {
    id: 'task-completed',
    alt: "A finished task: Roo Code's Task Completed message summarises the change, and the Start New Task button sits under the chat.",
    caption: 'Task Completed holds the summary; reply in the chat box to continue, or start a new task.',
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
    crop: rowsAndButtons(1),
    cropPadding: 4,
    height: 520,
    actions: [TO_END],
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
