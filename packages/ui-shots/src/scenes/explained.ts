// Scenes that explain a view's controls (issue 40): menus opened so that the options a step lists are in the picture,
// and numbered callouts where one figure explains several controls at once.
import type {Scene} from '../scene.js';
import {baseState, type FakeExtensionState} from '../state.js';
import {CURRENT_TASK, HISTORY, taskOpening, tool} from './fixtures.js';

const home = () => baseState({taskHistory: HISTORY});
const view = (action: string, values?: Record<string, unknown>) => [
  {type: 'action', action, ...(values ? {values} : {})},
];

/** The History view's two filters, side by side under the search field (Radix selects: their triggers are comboboxes). */
const FILTERS = 'button[role="combobox"]';
/**
 * The History view's header (title, Selection Mode and Done, search, filters). The frame's text is read from the
 * elements it is made of, so the header as a whole is framed rather than the buttons at its corners.
 */
const HISTORY_HEADER = 'div:has(> div > div > [data-testid="toggle-selection-mode-button"])';
/** The History view's list of tasks (react-virtuoso), one child per task. */
const TASK_ITEMS = '[data-testid="virtuoso-item-list"]';
/** The list a Radix select or popover opens, portalled into <body>. */
const POPPER = '[data-radix-popper-content-wrapper]';
/** The chat box (the text area and its buttons) and the bar of pickers under it. */
const CHAT_BOX = 'div:has(> [data-testid="highlight-layer"])';
const CHAT_BAR = 'div:has(> div > [data-testid="mode-selector-trigger"])';
/** The running task's header, the first child of the chat view. */
const HEADER = '[data-testid="chat-view"] > div:first-child';
/** The settings view's header (title, Save, Done) and its column of section tabs. */
const SETTINGS_HEADER = 'div.fixed > div.border-b:first-child';
const SETTINGS_TABS = '[data-testid="settings-tab-list"]';

export const explainedScenes: Scene[] = [
  {
    id: 'history-sort',
    alt: 'The History view with its sort menu open under Sort: Newest: Newest (ticked), Oldest, Most Expensive, Most Tokens, and Most Relevant greyed out because no search is typed.',
    caption: 'The sort menu; Most Relevant stays greyed out until something is typed in the search field.',
    state: home(),
    messages: view('historyButtonClicked'),
    actions: [{click: `${FILTERS}:has-text("Sort:")`}, {waitFor: '[role="listbox"]'}],
    expect: ['Newest', 'Oldest', 'Most Expensive', 'Most Tokens', 'Most Relevant'],
    // The menu ends beside the second task's last line of text, so no edge can stop at the menu without slicing that
    // line: the frame runs on to the end of that task instead, short of the gap before the next one.
    crop: `${HISTORY_HEADER}, ${POPPER} > *, ${TASK_ITEMS} > :nth-child(2) > *`,
    cropPadding: {top: 10, right: 10, bottom: 4, left: 10},
  },
  {
    id: 'history-workspace',
    alt: 'The History view with its workspace menu open under Workspace: Current: Current (ticked) for the tasks of the open workspace, and All for every workspace.',
    caption: 'The workspace filter: the open workspace only, or the tasks of every workspace.',
    state: home(),
    messages: view('historyButtonClicked'),
    actions: [{click: `${FILTERS}:has-text("Workspace:")`}, {waitFor: '[role="listbox"]'}],
    expect: ['Current', 'All'],
    // The menu itself, not Radix's positioning wrapper, whose box stops short of the menu's lower border.
    crop: `${HISTORY_HEADER}, ${POPPER} > *`,
    cropPadding: 10,
  },
  {
    id: 'task-share-menu',
    alt: 'The expanded task header of a signed-in user with the share menu open under its share button: "Share with Organization", visible only to members, and "Share Publicly", for anyone with the link. The Open task in Roo Code Cloud button is the last one in the row.',
    caption:
      'Signed in, the share button opens this menu; the cloud button beside it opens the task in Roo Code Cloud.',
    state: baseState({
      clineMessages: [
        ...taskOpening(),
        tool(8, {
          tool: 'readFile',
          path: 'src/components/InvoiceList.tsx',
          content: '/home/dev/projects/invoice-tracker/src/components/InvoiceList.tsx',
          reason: '',
        }),
      ],
      currentTaskItem: CURRENT_TASK,
      taskHistory: HISTORY,
      cloudIsAuthenticated: true,
      // An organization that allows sharing; Share with Organization is only offered with an organization's name.
      sharingEnabled: true,
      cloudUserInfo: {
        name: 'Sam Rivera',
        email: 'sam.rivera@example.com',
        organizationName: 'Ledgerline',
        extensionBridgeEnabled: true,
      } as FakeExtensionState['cloudUserInfo'],
    }),
    actions: [
      {click: '.cursor-pointer:has-text("Add an")'},
      {click: '[data-testid="share-button"]'},
      {waitFor: 'text=Share Publicly'},
    ],
    expect: ['Share with Organization', 'Share Publicly'],
    crop: `${HEADER}, ${POPPER}`,
    cropPadding: 8,
  },
  {
    id: 'chat-input-controls',
    alt: 'The chat box holding a short request, with its image, enhance and send buttons at the right, and under it the mode selector (Code), the configuration profile (default), the auto-approve control and the indexing status badge.',
    caption: 'The chat box and the bar under it; the numbers match the controls the page describes.',
    state: home(),
    actions: [{fill: 'textarea', text: 'Add a due-date filter to the invoice list.'}],
    expect: ['Add a due-date filter to the invoice list.'],
    crop: `${CHAT_BOX}, ${CHAT_BAR}`,
    // Room above the chat box for its badge: it has none on its left, and its own buttons sit inside it.
    cropPadding: 22,
    pointer: {x: 1, y: 1},
    callouts: [
      {selector: `${CHAT_BOX} textarea`, label: 'The chat box: your request, @ mentions, / commands'},
      {selector: 'button[aria-label="Add images to message"]', label: 'Add images'},
      {selector: 'button[aria-label="Enhance prompt with additional context"]', label: 'Enhance prompt'},
      {selector: 'button[aria-label="Send message"]', label: 'Send message'},
      {selector: '[data-testid="mode-selector-trigger"]', label: 'Mode selector'},
      {selector: '[data-testid="dropdown-trigger"]', label: 'API configuration selector'},
      {selector: '[data-testid="auto-approve-dropdown-trigger"]', label: 'Auto-approve'},
      {selector: 'button:has(> svg.lucide-database)', label: 'Indexing status badge'},
    ],
  },
  {
    id: 'settings-layout',
    alt: 'The Settings view in a narrow panel: Settings with Save and Done at the top, a column of section icons down the left with Providers selected, and the Providers options beside it.',
    caption: 'Settings in a side-bar-wide panel: the sections as a column of icons, the selected one beside them.',
    state: home(),
    messages: [{type: 'action', action: 'settingsButtonClicked', values: {section: 'providers'}}],
    expect: ['Settings', 'Save', 'Done', 'Providers'],
    // The tab column, and the section beside it (the content area scrolls; what it hides is not counted as shown).
    crop: `${SETTINGS_HEADER}, ${SETTINGS_TABS}, ${SETTINGS_TABS} + div`,
    cropPadding: 0,
    height: 760,
    callouts: [
      {selector: '[data-testid="save-button"]', label: 'Save: applies the changes made in any section'},
      {selector: 'button:text-is("Done")', label: 'Done: closes Settings, asking first about unsaved changes'},
      {selector: '[data-testid="tab-providers"] svg', side: 'right', label: 'Providers'},
      {selector: '[data-testid="tab-autoApprove"] svg', side: 'right', label: 'Auto-Approve'},
      {selector: '[data-testid="tab-checkpoints"] svg', side: 'right', label: 'Checkpoints'},
      {selector: '[data-testid="tab-contextManagement"] svg', side: 'right', label: 'Context'},
      {selector: '[data-testid="tab-terminal"] svg', side: 'right', label: 'Terminal'},
    ],
  },
];
