// A fresh install, as the installing page describes it: the Extensions view with its ⋯ menu (the gallery is out of
// reach here, so the view shows what works offline: the installed extension and Install from VSIX…), then the Roo
// Code icon and the welcome view that asks for a provider, and the view's title-bar buttons with their ⋯ menu.
import {bench, type Flow} from '../scene.js';

const roo = bench('.activitybar [aria-label^="Roo Code"]');
const sidebar = bench('.part.sidebar');
// The search box is a small editor; a click puts the cursor in it, and the keys typed on it go there.
const searchBox = bench('.part.sidebar .extensions-search-container .monaco-editor');
// The extension's activation time (in ms, with a clock icon) differs on every run.
const activationTime = bench(
  '.extension-list-item .activationTime, .extension-list-item .codicon-extension-activation-time',
);
// code-server lists what is installed under two headings a desktop VS Code does not have: its server's address
// ("127.0.0.1:8417 - Installed") and "Browser - Installed". Hidden, their room kept, like the activation time.
const serverHeadings = bench('.part.sidebar .pane-header', 'Installed');
const viewTitle = bench('.part.sidebar > .composite.title');
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
        'VS Code\'s Extensions view with its ⋯ menu dropped down; the menu lists "Install from VSIX...", and the ' +
        'installed Roo Code is listed in the view.',
      caption: 'The Extensions view’s ⋯ menu holds Install from VSIX…, for a downloaded .vsix file.',
      // The search first, as the flow has always run it (the gallery is out of reach in this flow, so it fails), so
      // that the view is in the state its committed pictures show; then cleared.
      steps: [
        {click: bench('.activitybar [aria-label^="Extensions"]')},
        {waitFor: bench('.part.sidebar .extension-list-item', 'Roo Code')},
        {click: searchBox},
        {type: searchBox, text: 'Roo Code'},
        {wait: 3000},
        {click: bench('.part.sidebar .action-label[aria-label^="Clear Extensions Search Results"]')},
        {waitFor: bench('.part.sidebar .pane-header', 'Installed')},
      ],
      transient: [
        {click: titleAction('More Actions')},
        {waitFor: bench('.context-view .action-label', 'Install from VSIX')},
      ],
      hide: [activationTime, serverHeadings],
      // The view's title, its menu and the installed extension: not the empty view below them.
      frame: [viewTitle, bench('.context-view .monaco-menu'), bench('.part.sidebar .extension-list-item', 'Roo Code')],
      expect: ['Install from VSIX...', 'Roo Code'],
      // On a phone: the ⋯ button and the menu it opened.
      narrow: {
        frame: [titleAction('Views and More Actions'), bench('.context-view .monaco-menu')],
        padding: 4,
        expect: ['Views and More Actions', 'Install from VSIX...'],
      },
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
