// The beginner tutorial's own story in the panel (getting-started/your-first-task): the word_count.py script run on
// sample.txt in a scratch folder, as the page and its VS Code figures tell it, not the invoice-tracker project.
import type {HistoryItem} from '@roo-code-docs/types';

import type {Scene} from '../scene.js';
import {baseState} from '../state.js';
import {apiRequest, ask, at, CURRENT_TASK, say} from './fixtures.js';
import {rowsAndButtons, TO_END} from './tool-rows.js';

/** The page's request, word for word, as the reader types it. */
const TASK =
  'Create a Python script named word_count.py that takes a file path as its argument and prints how many lines, ' +
  'words and characters the file has. Then create a sample.txt with a few lines of text and run the script on it.';
const RUN = 'python word_count.py sample.txt';
/** What the script prints for the three-line sample the VS Code figures of the same page create. */
const RUN_OUTPUT = 'lines: 3  words: 21  characters: 112';
const SERVE = 'python -m http.server 8000';

const TUTORIAL_TASK: HistoryItem = {
  ...CURRENT_TASK,
  id: 'task-word-count',
  task: TASK,
  tokensIn: 6_240,
  tokensOut: 512,
  totalCost: 0.0284,
  workspace: '/home/dev/word-count',
};

/** The tutorial's task up to the point where both files exist and Roo turns to the command. */
const opening = () => [
  say(0, 'text', TASK),
  apiRequest(2, 5_120, 260, 0.0163),
  say(4, 'text', 'Both files are in place. Let me run the script on the sample.'),
];

const state = (rows: ReturnType<typeof say>[]) =>
  baseState({
    clineMessages: [...opening(), ...rows],
    currentTaskItem: TUTORIAL_TASK,
    cwd: '/home/dev/word-count',
  });

export const firstTaskScenes: Scene[] = [
  {
    id: 'first-task-command-output',
    alt: 'The command row for python word_count.py sample.txt after it ran: a green dot for a successful exit, and the output expanded under the command line, lines: 3, words: 21, characters: 112.',
    caption: 'The command and, expanded under it, what it printed; the green dot means it exited without error.',
    state: state([ask(6, 'command', RUN), say(8, 'command_output', RUN_OUTPUT), apiRequest(10, 5_790, 148, 0.0121)]),
    actions: [
      // Expanded as the page tells the reader to; the exit status reaches the row only once it is mounted.
      {click: '[data-item-index] button:has(svg.lucide-chevron-down)'},
      {
        send: {
          type: 'commandExecutionStatus',
          text: JSON.stringify({executionId: String(at(6)), status: 'exited', exitCode: 0}),
        },
      },
      {waitFor: '[data-item-index] .rounded-full.bg-green-600'},
      TO_END,
    ],
    pointer: {x: 1, y: 1},
    expect: [RUN, RUN_OUTPUT],
    crop: '[data-item-index]:has(.rounded-full.bg-green-600)',
    cropPadding: 6,
  },
  {
    id: 'first-task-server-running',
    alt: 'A command that keeps running: python -m http.server 8000 with a progress spinner, its process ID and the abort button, its output "Serving HTTP on :: port 8000" expanded, and the Proceed While Running and Kill Command buttons under the chat.',
    caption: 'A command that keeps running, here a local web server: carry on while it runs, or stop it.',
    // The script's run comes first, then the reader's follow-up in the same task: the chat is then taller than its
    // list, so the running row sits right on the buttons instead of above an empty band.
    state: state([
      ask(6, 'command', RUN),
      say(8, 'command_output', RUN_OUTPUT),
      apiRequest(10, 5_790, 148, 0.0121),
      say(12, 'text', 'The script works: sample.txt has 3 lines, 21 words and 112 characters.'),
      say(20, 'user_feedback', 'Serve this folder on port 8000 so that I can open sample.txt in the browser.'),
      apiRequest(22, 6_240, 96, 0.0084),
      ask(24, 'command', SERVE),
      ask(26, 'command_output', ''),
    ]),
    actions: [
      // What the extension posts once the process starts and prints; the row hears it only once mounted and settled.
      TO_END,
      {wait: 1500},
      {
        send: {
          type: 'commandExecutionStatus',
          text: JSON.stringify({executionId: String(at(24)), status: 'started', pid: 51877, command: SERVE}),
        },
      },
      {
        send: {
          type: 'commandExecutionStatus',
          text: JSON.stringify({
            executionId: String(at(24)),
            status: 'output',
            output: 'Serving HTTP on :: port 8000 (http://[::]:8000/) ...',
          }),
        },
      },
      {waitFor: 'text=PID: 51877'},
      {click: '[data-item-index]:last-child button:has(svg.lucide-chevron-down)'},
      {wait: 1000},
      TO_END,
      {wait: 500},
    ],
    expect: [SERVE, 'Serving HTTP on :: port 8000', 'Proceed While Running', 'Kill Command'],
    crop: rowsAndButtons(1),
    cropPadding: 4,
    pointer: {x: 1, y: 1},
  },
];
