// The Problems panel with one real diagnostic, for the pages on diagnostics and @problems: a small TypeScript file
// whose one type error VS Code's own TypeScript support reports, then the same problem beside a message that
// mentions @problems in the Roo Code panel (typed, not sent: no model is needed).
import {bench, panel, type Flow} from '../scene.js';

import {QUIET_EDITOR} from './quiet.js';

const TOTAL_TS = `export interface OrderLine {
  price: number;
  quantity: number;
}

export function orderTotal(lines: OrderLine[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
}

const quantity: number = '3';
export const sample = orderTotal([{price: 4, quantity}]);
`;

const problemsPart = bench('.part.panel');
const problemsTitle = bench('.part.panel > .composite.title');
const problemRow = bench('.part.panel .markers-panel .monaco-list-row', 'not assignable');

export const problems: Flow = {
  id: 'problems',
  folder: 'order-totals',
  files: {'src/total.ts': TOTAL_TS, 'tsconfig.json': '{\n  "compilerOptions": {"strict": true}\n}\n'},
  configured: true,
  script: [],
  window: {width: 1100, height: 620},
  sidebarWidth: 400,
  // The lightbulb beside an error line comes and goes with the cursor and the language server.
  settings: {
    ...QUIET_EDITOR,
    'editor.lightbulb.enabled': 'off',
    'editor.renderLineHighlight': 'none',
    // Below the Problems panel: the language server's progress and the cursor's position, which no step names.
    'workbench.statusBar.visible': false,
    // One run found a port to forward and put a "1" on the Ports tab beside Problems, which the next run did not.
    'remote.autoForwardPorts': false,
  },
  scenes: [
    {
      id: 'vscode-problems-panel',
      alt:
        'src/total.ts open in VS Code with a red squiggle under quantity on line 10, where a string is given to a ' +
        "number, and the Problems panel below listing the same error: \"Type 'string' is not assignable to type " +
        "'number'.\"",
      caption: 'A type error underlined in the editor and listed in the Problems panel: the diagnostics Roo reads.',
      steps: [
        {command: 'Go to File...'},
        {pick: 'total.ts'},
        {waitFor: bench('.part.editor .tab', 'total.ts')},
        // VS Code's TypeScript server starts with the first TypeScript file and then reports the error.
        {waitFor: bench('.part.editor .squiggly-error'), timeout: 120_000},
        {command: 'View: Focus Problems (Errors, Warnings, Infos)'},
        {waitFor: problemRow},
        // The command leaves the row selected, and a selected row shows a quick-fix lightbulb where the error's icon
        // was; Escape clears the list's selection.
        {press: 'Escape', on: bench('.part.panel .markers-panel .monaco-list')},
        // The editor as wide as the window, the panel raised to just below the file's last line.
        {command: 'View: Toggle Primary Side Bar Visibility'},
        {drag: problemsPart, edge: 'top', by: -90},
        // Colouring a line of code is cut short when it takes too long, as it can for the first lines coloured on a
        // loaded machine: one run's dark picture had line 6 half coloured, its light one (coloured again after the
        // theme change) whole. A change of theme and back colours every line again before the first picture.
        {command: 'Preferences: Color Theme'},
        {pick: 'Light Modern'},
        {command: 'Preferences: Color Theme'},
        {pick: 'Dark Modern'},
        {click: bench('.part.editor .view-line', 'export interface')},
        {wait: 1500},
      ],
      frame: [bench('.part.editor .title'), problemsTitle, problemRow],
      expect: ['total.ts', 'Problems', "Type 'string' is not assignable to type 'number'."],
      // On a phone: the underlined line, the Problems tab and the error's message under it.
      narrow: {
        frame: [
          bench('.part.editor .view-line > span', 'const quantity'),
          bench('.part.panel > .composite.title .action-item', 'Problems'),
          bench('.part.panel .markers-panel .marker-message', 'not assignable'),
        ],
        // More would show the bottom of line 9's number above.
        padding: 3,
        expect: ['Problems', "Type 'string' is not assignable to type 'number'."],
      },
    },
    {
      id: 'vscode-problems-mention',
      alt:
        'The Roo Code panel with "@problems" and a request typed into its input box, beside VS Code\'s Problems ' +
        'panel listing the type error in total.ts that the mention will send.',
      caption: 'The @problems mention in the input box sends what the Problems panel beside it lists.',
      steps: [
        {click: bench('.activitybar [aria-label^="Roo Code"]')},
        {waitFor: panel('textarea')},
        {drag: problemsPart, edge: 'top', by: 90},
        // Typed as a user would: the @ menu opens and closes again at the space after the mention.
        {type: panel('textarea'), text: '@problems Fix this type error.'},
        {wait: 1500},
      ],
      frame: [panel('textarea'), problemsPart],
      padding: 8,
      expect: ['@problems Fix this type error.', 'Problems', "Type 'string' is not assignable to type 'number'."],
      // On a phone: the input box with the mention (the Problems panel beside it does not fit in a phone's width).
      // Padded 2 px: at 4 px the top of the mode button under the box showed along the bottom edge.
      narrow: {frame: [panel('textarea')], padding: 2, expect: ['@problems Fix this type error.']},
    },
  ],
};
