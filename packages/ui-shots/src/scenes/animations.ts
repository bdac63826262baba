// Scenes shown as short animations of a flow (the figures the original docs had as GIFs): each starts in the state
// before the step, plays the step one change per frame, and ends on the state the page's text describes, which is
// also the still image (the poster) that reduced-motion readers, the Markdown copies and the agreement check get.
import type {Scene, SceneAction} from '../scene.js';
import {COMPLETE_REQUEST, home, INPUT, WORKSPACE} from './chat-flows.js';
import {checkpointTask, CURRENT_CHECKPOINT, overdueTask} from './features.js';
import {ADVANCED_CONTENT, OPEN_ADVANCED, settings, TEMPERATURE, tunedProfile} from './settings-pages.js';
import {TO_END} from './tool-rows.js';

/** Radix's slider moves one step (0.01 here) per arrow key: five presses are 0.05. The temperature's slider is
 * the one in the block under its checkbox (Match precision has one too). Focused, not clicked: a click
 * on the thumb sets the value under the pointer, which may differ from the value by a step. */
const nudge = (presses: number): SceneAction[] => [
  {focus: `${ADVANCED_CONTENT} > div.border-l-2 [role="slider"]`},
  ...Array.from({length: presses}, () => ({press: 'ArrowRight'})),
];

const temperature: Scene = {
  id: 'settings-temperature',
  alt: 'Use custom temperature ticked in the advanced provider settings, with its slider set to 0.2 and the note that higher values make output more random, lower values more deterministic.',
  motion:
    'Animated: the box Use custom temperature starts unticked; ticked, a slider appears at 0 and moves up in steps to 0.2.',
  caption: 'Tick Use custom temperature and the slider appears; moved to 0.2, this profile then sends 0.2.',
  // The profile starts without a temperature of its own, as a new profile has.
  state: tunedProfile({modelTemperature: undefined}),
  messages: settings('providers'),
  actions: [{click: OPEN_ADVANCED}, {waitFor: 'text=Use custom temperature'}],
  frames: [
    {actions: [], hold: 1200},
    {actions: [{click: 'vscode-checkbox:has(label:text-is("Use custom temperature"))'}], hold: 1000},
    {actions: nudge(5), hold: 350},
    {actions: nudge(5), hold: 350},
    {actions: nudge(5), hold: 350},
    {actions: nudge(5), hold: 2500},
  ],
  expect: ['Use custom temperature', '0.2'],
  // The slider block exists only once the box is ticked; the crop is the union over the frames, so it holds it.
  crop: `${TEMPERATURE}, ${ADVANCED_CONTENT} > div.border-l-2`,
  cropPadding: 10,
  height: 2400,
  // Off every control, so no frame shows a hovered slider.
  pointer: {x: 419, y: 1},
};

// The request of typing-your-requests, typed as a reader would: the @ menu opens at the first mention, narrows to the
// file as its name is typed, and inserts the file's path when it is picked (with a space, taken back before the
// full stop); each later stretch ends after a space, where the menu has closed again. At v3.28.10 a query that
// starts with / is read as a slash command, so the menu is searched by name ("orders"), not by path.
const FIRST_MENTION = 'Add pagination to the orders list in @';
const [, AFTER_FIRST_PATH = ''] = COMPLETE_REQUEST.split('@/src/pages/orders.tsx');
const SECOND_STRETCH_END = AFTER_FIRST_PATH.indexOf('Use a page size');
/** The request's own files, so the @ menu finds the one being typed. */
const REQUEST_WORKSPACE = {
  ...WORKSPACE,
  filePaths: [...WORKSPACE.filePaths, '/src/pages/orders.tsx', '/src/api/orders.ts', '/src/components/Pager.tsx'],
};

const typing: Scene = {
  id: 'typing-request',
  alt: 'The chat box holding a whole request, which names @/src/pages/orders.tsx, @/src/api/orders.ts and @/src/components/Pager.tsx, each mention highlighted, and ends with the test command to run.',
  motion:
    'Animated: the request is typed; at the first @ the mention menu opens, narrows to orders.tsx as the name is typed and inserts its path when picked, then the rest of the request follows.',
  caption: 'A request that names what, where, which limits and how to check; the mentions are highlighted.',
  state: home(),
  messages: [REQUEST_WORKSPACE],
  replies: {
    searchFiles: [
      {type: 'fileSearchResults', results: [{path: 'src/pages/orders.tsx', type: 'file', label: 'orders.tsx'}]},
    ],
  },
  actions: [{click: 'textarea'}],
  frames: [
    {actions: [], hold: 800},
    {actions: [{type: 'textarea', text: FIRST_MENTION}], hold: 1400},
    {actions: [{type: 'textarea', text: 'orders'}, {waitFor: 'text=orders.tsx'}], hold: 1400},
    {
      actions: [
        {click: 'text=orders.tsx'},
        {waitFor: 'text=Add pagination to the orders list in @/src/pages/orders.tsx'},
      ],
      hold: 1200,
    },
    {
      actions: [{press: 'Backspace'}, {type: 'textarea', text: AFTER_FIRST_PATH.slice(0, SECOND_STRETCH_END)}],
      hold: 1200,
    },
    {actions: [{type: 'textarea', text: AFTER_FIRST_PATH.slice(SECOND_STRETCH_END)}], hold: 3000},
  ],
  expect: ['Add pagination to the orders list', 'npm test -- orders'],
  // The menu's wrapper is zero pixels tall (its child is positioned absolutely), so the child is what is framed.
  crop: `div.drop-shadow-md > div, ${INPUT}`,
  // Tight: the bar of pickers starts 3 px under the chat box, and its top edge would show at the bottom.
  cropPadding: 2,
  // Away from the menu, whose entries follow the pointer, and from the task cards, which light up under it.
  pointer: {x: 1, y: 1},
  // The task cards are laid out from the top and the chat box from the bottom. At 700 px the menu's top edge fell on
  // the first line of the last card, so the frames with the menu showed the tops of its letters above it and the
  // others cut that line at the frame's top; 20 px less puts the edge in the gap above that card (tried 680 to 800:
  // taller views centre the cards and leave an empty band over the chat box).
  height: 680,
};

const checkpointMenu: Scene = {
  id: 'checkpoint-menu',
  alt: 'A Checkpoint row under the pointer, its two icon buttons showing at the right, the first with its tooltip "View Diff".',
  motion:
    'Animated: the pointer moves onto the Checkpoint row and two icon buttons appear; the first shows its tooltip View Diff, then the second opens the restore menu with Restore Files and Restore Files & Task, each with a line on what it does.',
  caption: 'Hovering a Checkpoint row shows View Diff and Restore Checkpoint; the restore menu offers two choices.',
  state: overdueTask(checkpointTask()),
  // The row is brought into view before the first frame, so that hovering it later does not scroll the chat.
  // From the chat's end: scrolled from wherever the webview's own scrolling had got to, the row sat higher in one run
  // than in another, and the frame showed the chat box under it or the next row.
  actions: [CURRENT_CHECKPOINT, TO_END, {wait: 500}, {scrollIntoView: 'span:text-is("Checkpoint")'}, {wait: 300}],
  // One overlay at a time: the diff button's tooltip first, then the restore menu (a click closes the tooltips, and
  // the pointer then rests on the restore button, whose own tooltip waits for the pointer to leave and come back).
  frames: [
    {actions: [], hold: 1000},
    {actions: [{hover: 'span:text-is("Checkpoint")'}], hold: 1000},
    {
      // The diff button has no text of its own: its name is the tooltip the pointer, left on it, keeps open.
      actions: [
        // Only the hovered row shows its buttons (the container is `hidden group-hover:block` until a menu opens).
        {hover: '[data-item-index]:has(span:text-is("Checkpoint")) button:has(.codicon-diff-single)'},
        {waitFor: '[role="tooltip"]'},
      ],
      hold: 2500,
    },
    {
      actions: [{click: 'button[aria-label="Restore Checkpoint"]'}, {waitFor: '[data-testid="restore-files-btn"]'}],
      hold: 3500,
    },
  ],
  // The still is the tooltip's frame: the step names both buttons, and only the tooltip gives View Diff its name.
  poster: 2,
  expect: ['Checkpoint', 'View Diff'],
  // The row under the pointer (its menu container is marked open only while the menu is), and the tooltip or menu.
  crop: '[data-item-index]:hover, [data-radix-popper-content-wrapper]',
  cropPadding: 2,
};

export const animationScenes: Scene[] = [temperature, typing, checkpointMenu];
