// Code actions: a selection in the editor and VS Code's Quick Fix menu (Ctrl+.) with Roo Code's entries. A Python
// file, since code-server has no Python language server: no problem is reported, so the menu offers Explain and
// Improve (a problem would swap them for Fix), the same in every run.
import {bench, type Flow} from '../scene.js';

import {QUIET_EDITOR} from './quiet.js';

const RESTOCK_PY = `"""Stock levels for a small shop."""


def restock(levels, minimum=5, batch=20):
    """Return the items whose stock is below the minimum, with the amount to order."""
    orders = {}
    for item, count in levels.items():
        if count < minimum:
            orders[item] = batch - count
    return orders


if __name__ == "__main__":
    print(restock({"pens": 2, "paper": 12, "stapler": 0}))
`;

export const codeActions: Flow = {
  id: 'code-actions',
  folder: 'shop-stock',
  files: {'restock.py': RESTOCK_PY},
  configured: true,
  script: [],
  window: {width: 1100, height: 620},
  sidebarWidth: 240,
  settings: QUIET_EDITOR,
  scenes: [
    {
      id: 'vscode-code-actions',
      alt:
        'restock.py open in VS Code with the restock function selected and the Quick Fix menu open over it, ' +
        'listing "Add to Roo Code", "Explain with Roo Code" and "Improve with Roo Code".',
      caption: 'Ctrl+. on selected code opens Quick Fix with Roo Code’s entries: add to context, explain or improve.',
      steps: [
        {click: bench('.part.sidebar .monaco-list-row', 'restock.py')},
        {waitFor: bench('.part.editor .view-line', 'def restock')},
        {wait: 2000},
      ],
      // The selection and the menu go when the theme changes (the Command Palette takes the focus), so both are
      // made again for each picture: the function's seven lines, then Ctrl+. as the page's step says.
      transient: [
        {click: bench('.part.editor .view-line', 'def restock')},
        {press: 'Home'},
        {press: 'Shift+ArrowDown'},
        {press: 'Shift+ArrowDown'},
        {press: 'Shift+ArrowDown'},
        {press: 'Shift+ArrowDown'},
        {press: 'Shift+ArrowDown'},
        {press: 'Shift+ArrowDown'},
        {press: 'Shift+ArrowDown'},
        // The lightbulb comes a moment after the selection; pressed at once, Ctrl+. raced it, and one picture of
        // two had no lightbulb.
        {wait: 2000},
        {press: 'Control+.'},
        {waitFor: bench('.action-widget', 'Explain with Roo Code')},
        {wait: 1000},
      ],
      // From the tab to the file's last line: not the empty editor below it.
      frame: [bench('.part.editor .title'), bench('.part.editor .view-line', 'print(restock')],
      expect: ['restock.py', 'Add to Roo Code', 'Explain with Roo Code', 'Improve with Roo Code'],
      // On a phone: the tab, the selected function's first line and the Quick Fix menu under it.
      narrow: {
        frame: [
          bench('.part.editor .tab', 'restock.py'),
          bench('.part.editor .view-line > span', 'def restock'),
          bench('.action-widget'),
        ],
        padding: 4,
        expect: ['restock.py', 'Quick Fix', 'Add to Roo Code', 'Explain with Roo Code', 'Improve with Roo Code'],
      },
    },
  ],
};
