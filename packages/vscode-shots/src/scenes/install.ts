// A fresh install, as the installing page describes it: the Extensions view with its ⋯ menu (the gallery is out of
// reach here, so the view shows what works offline: the installed extension and Install from VSIX…), then the Roo
// Code icon and the welcome view that asks for a provider, and the view's title-bar buttons with their ⋯ menu.
import {bench, type Flow} from '../scene.js';

const roo = bench('.activitybar [aria-label^="Roo Code"]');
const sidebar = bench('.part.sidebar');
const titleAction = (label: string) => bench(`.part.sidebar > .composite.title .action-item a[aria-label*="${label}"]`);

export const install: Flow = {
  id: 'install',
  folder: 'my-project',
  files: {'README.md': '# my-project\n'},
  configured: false,
  script: [],
  window: {width: 1100, height: 720},
  sidebarWidth: 400,
  scenes: [
    {
      id: 'vscode-install-from-vsix',
      alt:
        'VS Code with the Extensions view open and its ⋯ menu dropped down; the menu lists "Install from VSIX...", ' +
        'and Roo Code appears under Installed.',
      caption: 'The Extensions view’s ⋯ menu holds Install from VSIX…, for a downloaded .vsix file.',
      steps: [
        {click: bench('.activitybar [aria-label^="Extensions"]')},
        {waitFor: bench('.part.sidebar .extension-list-item', 'Roo Code')},
      ],
      transient: [
        {click: titleAction('More Actions')},
        {waitFor: bench('.context-view .action-label', 'Install from VSIX')},
      ],
      // The extension's activation time (in ms, with a clock icon) differs on every run.
      hide: [bench('.extension-list-item .activationTime, .extension-list-item .codicon-extension-activation-time')],
      frame: [bench('.activitybar'), sidebar, bench('.context-view .monaco-menu')],
      expect: ['Install from VSIX...', 'Roo Code'],
    },
    {
      id: 'vscode-installed-welcome',
      alt:
        'VS Code after installing Roo Code: the Roo Code icon selected in the Activity Bar and the panel beside it ' +
        'showing the welcome view, which asks you to connect a provider.',
      caption:
        'The Roo Code icon, outlined, in the Activity Bar opens the panel; until a provider is set it welcomes you.',
      steps: [{click: roo}, {wait: 3000}],
      frame: [bench('.activitybar'), sidebar],
      outline: roo,
      expect: ['Welcome to Roo Code!'],
    },
    {
      id: 'vscode-view-title',
      alt:
        'The title bar of the Roo Code panel in VS Code with its four buttons and the ⋯ menu open, listing History, ' +
        'Modes, MCP Servers and Open in Editor.',
      caption: 'The panel’s title-bar buttons, numbered, with the ⋯ menu open below them.',
      steps: [],
      transient: [{click: titleAction('More Actions')}, {waitFor: bench('.context-view .action-label', 'History')}],
      frame: [bench('.part.sidebar > .composite.title'), bench('.context-view .monaco-menu')],
      padding: 4,
      callouts: [
        {target: titleAction('New Task'), label: 'New Task', side: 'below'},
        {target: titleAction('Marketplace'), label: 'Marketplace', side: 'below'},
        {target: titleAction('Settings'), label: 'Settings', side: 'below'},
        {target: titleAction('Cloud'), label: 'Cloud', side: 'below'},
        {target: titleAction('More Actions'), label: 'More actions (⋯)', side: 'below'},
      ],
      expect: ['Roo Code', 'New Task', 'Marketplace', 'History', 'Modes', 'MCP Servers', 'Open in Editor'],
    },
  ],
};
