// The apply_diff page's own example, run for real: a workspace with src/net/retry.ts, and a model that renames
// MAX_TRIES to MAX_ATTEMPTS with the page's two SEARCH/REPLACE blocks. The first figure is the moment of approval:
// the diff editor with both changes and the panel's Save/Reject. After Save the task completes, and the checkpoint
// Roo took before the edit (the workspace is a plain folder; Roo's shadow repository needs only git on PATH) gives
// the second: its View Diff, VS Code's multi-file diff editor.
import {bench, panel, type Flow} from '../scene.js';

import {QUIET_EDITOR} from './quiet.js';

// Line 3 and line 27 are the lines the page's blocks name in :start_line:.
const RETRY_TS = `// Retries a flaky network call a few times before giving up.

const MAX_TRIES = 3;
const BASE_DELAY_MS = 250;

export class RetryError extends Error {
  constructor(
    message: string,
    readonly attempt: number,
  ) {
    super(message);
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Delay before the next try: 250 ms, then 500 ms, then 1 s. */
export function backoff(attempt: number): number {
  return BASE_DELAY_MS * 2 ** (attempt - 1);
}

/** Throws once the call has failed MAX_TRIES times in a row. */
export async function afterFailure(attempt: number, error: unknown): Promise<void> {
  console.warn(\`try \${attempt} failed\`, error);
  if (attempt >= MAX_TRIES) {
    throw new RetryError(\`gave up after \${attempt} tries\`, attempt);
  }
  await wait(backoff(attempt));
}

export async function withRetry<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      await afterFailure(attempt, error);
    }
  }
}
`;

const APPLY_DIFF = `<apply_diff>
<path>src/net/retry.ts</path>
<diff>
<<<<<<< SEARCH
:start_line:3
-------
const MAX_TRIES = 3;
=======
const MAX_ATTEMPTS = 3;
>>>>>>> REPLACE

<<<<<<< SEARCH
:start_line:27
-------
  if (attempt >= MAX_TRIES) {
=======
  if (attempt >= MAX_ATTEMPTS) {
>>>>>>> REPLACE
</diff>
</apply_diff>`;

export const applyDiff: Flow = {
  id: 'apply-diff',
  folder: 'net-client',
  files: {'src/net/retry.ts': RETRY_TS},
  configured: true,
  // Wide enough for the file's longest line beside the panel, so no changed line is cut off.
  window: {width: 1280, height: 760},
  sidebarWidth: 400,
  // As in the first task's diff: the cursor's line is neither highlighted nor marked in the overview ruler, and Roo
  // Code's lightbulb, which came beside it in one theme's picture of two, is off.
  settings: {
    ...QUIET_EDITOR,
    'editor.renderLineHighlight': 'none',
    'editor.hideCursorInOverviewRuler': true,
    'editor.lightbulb.enabled': 'off',
  },

  script: [
    {when: 'MAX_TRIES', reply: `I'll rename the constant and its one use.\n\n${APPLY_DIFF}`},
    {
      when: 'src/net/retry.ts',
      reply:
        '<attempt_completion>\n<result>\nRenamed MAX_TRIES to MAX_ATTEMPTS in src/net/retry.ts: the constant on ' +
        'line 3 and its use on line 27.\n</result>\n</attempt_completion>',
    },
  ],
  scenes: [
    {
      id: 'vscode-apply-diff',
      alt:
        'VS Code with an apply_diff edit waiting for approval: the Roo Code panel says "Roo wants to edit this file" ' +
        'for src/net/retry.ts with Save and Reject, and the diff editor shows MAX_TRIES replaced by MAX_ATTEMPTS on ' +
        'lines 3 and 27.',
      caption: 'An apply_diff edit: the diff editor shows both changed lines; Save writes them, Reject drops them.',
      steps: [
        // The file is opened first, as a user would have it, and given time to settle: the first TypeScript file
        // starts VS Code's TypeScript server, and on a loaded machine that start inside Roo's own 10 s limit for
        // opening the diff editor made the edit fail ("Failed to open diff editor … within 10 seconds").
        {command: 'Go to File...'},
        {pick: 'retry.ts'},
        {waitFor: bench('.part.editor .tab', 'retry.ts')},
        {wait: 10_000},
        {click: bench('.activitybar [aria-label^="Roo Code"]')},
        {type: panel('textarea'), text: 'In src/net/retry.ts, rename MAX_TRIES to MAX_ATTEMPTS.'},
        {press: 'Enter', on: panel('textarea')},
        {waitFor: panel('vscode-button', 'Save')},
        // Where the cursor ended differed between runs: inside the changed lines the diff editor shows its revert
        // arrow beside them, elsewhere not. A click on the unchanged first line puts it in one place.
        {click: bench('.part.editor .monaco-diff-editor .editor.modified .view-line', 'Retries a flaky')},
        {wait: 2000},
      ],
      frame: [bench('.part.sidebar'), bench('.part.editor')],
      expect: ['Roo wants to edit this file', 'MAX_ATTEMPTS', 'Save', 'Reject'],
      // On a phone: the panel, with the labels the step names (the diff editor is too wide to come along).
      narrow: {frame: [bench('.part.sidebar')], expect: ['Roo wants to edit this file', 'Save', 'Reject']},
    },
    {
      id: 'vscode-checkpoint-diff',
      alt:
        'VS Code after the edit was saved: in the Roo Code panel a "Checkpoint" row marked Current sits above the ' +
        'edit of src/net/retry.ts, and the editor tab "Changes compare with next checkpoint" shows retry.ts with ' +
        'MAX_TRIES replaced by MAX_ATTEMPTS on lines 3 and 27.',
      caption: 'View Diff on a checkpoint opens a multi-file diff editor with each file changed since that point.',
      steps: [
        {click: panel('vscode-button', 'Save')},
        // The save, the write delay for diagnostics and the model's turn; slow on a loaded machine.
        {waitFor: panel('*', 'Task Completed'), timeout: 180_000},
        // The checkpoint's buttons are hidden until the pointer is over its row.
        {hover: panel('div.group:has(.codicon-diff-single)')},
        {click: panel('button:has(.codicon-diff-single)')},
        {waitFor: bench('.tabs-container .tab', 'Changes compare with next checkpoint')},
        {wait: 3000},
      ],
      // From the panel's top to the diff's last line: the checkpoint row and the diff, not the empty editor below.
      frame: [
        bench('.part.sidebar > .composite.title'),
        panel('div.group:has(.codicon-diff-single)'),
        bench('.part.editor .title'),
        bench('.multiDiffEntry'),
      ],
      expect: ['Checkpoint', 'Changes compare with next checkpoint', 'retry.ts', 'MAX_ATTEMPTS'],
      // On a phone: the tab the step names and the diff's left part (line numbers and the changed lines' starts).
      narrow: {
        frame: [
          bench('.tabs-container .tab', 'Changes compare with next checkpoint'),
          bench('.multiDiffEntry .monaco-editor .margin'),
          bench('.multiDiffEntry .view-line > span', 'MAX_ATTEMPTS = 3'),
        ],
        expect: ['Changes compare with next checkpoint', 'retry.ts', 'MAX_ATTEMPTS'],
      },
    },
  ],
};
