// The apply_diff page's own example, run for real: a workspace with src/net/retry.ts, and a model that renames
// MAX_TRIES to MAX_ATTEMPTS with the page's two SEARCH/REPLACE blocks. The figure is the moment of approval: the
// diff editor with both changes and the panel's Save/Reject.
import {bench, panel, type Flow} from '../scene.js';

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
  window: {width: 1100, height: 760},
  sidebarWidth: 400,
  script: [{when: 'MAX_TRIES', reply: `I'll rename the constant and its one use.\n\n${APPLY_DIFF}`}],
  scenes: [
    {
      id: 'vscode-apply-diff',
      alt:
        'VS Code with an apply_diff edit waiting for approval: the Roo Code panel says "Roo wants to edit this file" ' +
        'for retry.ts with Save and Reject, and the diff editor shows MAX_TRIES replaced by MAX_ATTEMPTS twice.',
      caption: 'An apply_diff edit: the diff editor shows both changed lines; Save writes them, Reject drops them.',
      steps: [
        {click: bench('.activitybar [aria-label^="Roo Code"]')},
        {type: panel('textarea'), text: 'In src/net/retry.ts, rename MAX_TRIES to MAX_ATTEMPTS.'},
        {press: 'Enter', on: panel('textarea')},
        {waitFor: panel('vscode-button', 'Save')},
        {wait: 2000},
      ],
      frame: [bench('.part.sidebar'), bench('.part.editor')],
      expect: ['Roo wants to edit this file', 'MAX_ATTEMPTS', 'Save', 'Reject'],
    },
  ],
};
