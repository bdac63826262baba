// The Nightly page's "Running it next to the stable version": Roo Code and Roo Code Nightly, both built from the tag's
// source, installed in one VS Code. Their Activity Bar entries carry the same icon; the pointer rests on the second
// one, whose tooltip names it, while the stable panel is open beside them.
import {bench, panel, type Flow} from '../scene.js';

// Exact names: a prefix would match both entries.
const stable = bench('.activitybar [aria-label="Roo Code"]');
const nightly = bench('.activitybar [aria-label="Roo Code Nightly"]');
const tooltip = bench('.workbench-hover', 'Roo Code Nightly');

export const nightlySideBySide: Flow = {
  id: 'nightly',
  folder: 'my-project',
  files: {'README.md': '# my-project\n'},
  // The stable extension gets the scripted profile, so its panel opens on the chat; the nightly reads settings of its
  // own (`roo-code-nightly.`) and starts unconfigured, as a second install does.
  configured: true,
  withNightly: true,
  script: [],
  window: {width: 1100, height: 720},
  sidebarWidth: 400,
  scenes: [
    {
      id: 'vscode-nightly-side-by-side',
      alt:
        'The VS Code Activity Bar with two entries that carry the same Roo icon: the first is selected and the Roo ' +
        'Code panel is open beside it, and the pointer rests on the second, whose tooltip reads "Roo Code Nightly".',
      caption: 'Two entries with one icon: the tooltip tells Roo Code Nightly apart from the stable Roo Code.',
      steps: [{click: stable}, {waitFor: panel('textarea')}, {wait: 2000}],
      // The tooltip closes when the theme changes, so the pointer goes back onto the entry for each picture.
      transient: [{hover: nightly}, {waitFor: tooltip}, {wait: 500}],
      frame: [stable, nightly, tooltip, bench('.part.sidebar > .composite.title')],
      padding: 4,
      // The frame's bottom edge falls beside the entry, inside the panel's welcome text.
      snapRows: true,
      expect: ['Roo Code Nightly', 'Roo Code'],
    },
  ],
};
