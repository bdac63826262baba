// Scenes added while fixing the grader's findings on today's pictures (issue 40).
import type {Scene} from '../scene.js';
import {baseState} from '../state.js';
import {CURRENT_TASK, HISTORY, say, taskOpening} from './fixtures.js';

/** The fold icon beside the Context Length bar of the expanded task header. */
const CONDENSE_BUTTON = 'button:has(svg.lucide-fold-vertical)';
/** The chat row ChatView adds while a condense the user asked for runs (a partial condense_context). */
const CONDENSING_ROW = '[data-item-index]:has(.codicon-compress)';

export const polishScenes: Scene[] = [
  {
    id: 'condensing-progress',
    alt: 'The end of a task after the condense button was pressed: two replies from Roo, and under them a row with a progress ring and the words Condensing context...',
    caption: 'While a condense you asked for runs, a Condensing context... row sits at the end of the chat.',
    state: baseState({
      taskHistory: HISTORY,
      clineMessages: [
        ...taskOpening(),
        say(12, 'text', 'The badge renders; next I will add the tests for isOverdue().'),
      ],
      currentTaskItem: CURRENT_TASK,
    }),
    // The click posts condenseTaskContextRequest; no answer comes back, so the row stays as it is while the summary
    // is being written (the answer, condenseTaskContextResponse, would end it).
    replies: {condenseTaskContextRequest: []},
    actions: [
      {click: '.cursor-pointer:has-text("Add an")'},
      {waitFor: 'text=Context Length'},
      {click: CONDENSE_BUTTON},
      {waitFor: 'text=Condensing context...'},
    ],
    expect: ['Condensing context...', 'next I will add the tests', 'Roo said'],
    // The row and the two replies above it, so that it reads as the end of the chat (with one reply only, the gap
    // above the row would be a fifth of the frame). CSS allows no :has() inside :has(), hence the rows before are
    // found by the icon inside the row that follows them.
    crop: [
      CONDENSING_ROW,
      '[data-item-index]:has(+ [data-item-index] .codicon-compress)',
      '[data-item-index]:has(+ [data-item-index] + [data-item-index] .codicon-compress)',
    ].join(', '),
    cropPadding: 6,
  },
];
