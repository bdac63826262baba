// The two MCP settings files, opened from the MCP view's buttons as features/mcp/using-mcp-in-roo describes: Edit
// Project MCP creates .roo/mcp.json in the workspace (with an empty server list) and opens it; Edit Global MCP opens
// mcp_settings.json from Roo Code's settings folder, which the extension wrote when it started.
import {bench, panel, type Flow, type Target} from '../scene.js';

import {QUIET_EDITOR} from './quiet.js';

const viewTitle = bench('.part.sidebar > .composite.title');
const titleAction = (label: string) => bench(`.part.sidebar > .composite.title .action-item a[aria-label*="${label}"]`);
const button = (label: string) => panel('button', label);
// From the view's title to its buttons, and the editor's tab row down to the file's last line: not the empty
// editor below a file of a few lines.
const frameFor = (lastLine: Target): Target[] => [
  viewTitle,
  button('Edit Global MCP'),
  button('Edit Project MCP'),
  // The next button too, so the outline around the one above it has room.
  button('Refresh MCP Servers'),
  bench('.part.editor .title'),
  lastLine,
];

// On a phone: the three buttons with the outlined one (the editor beside them does not fit in a phone's width).
const buttons = [button('Edit Global MCP'), button('Edit Project MCP'), button('Refresh MCP Servers')];

export const mcpFiles: Flow = {
  id: 'mcp-files',
  folder: 'my-project',
  files: {'README.md': '# my-project\n'},
  configured: true,
  script: [],
  // The files are a few short lines: a narrower editor keeps the picture readable on a phone.
  window: {width: 900, height: 620},
  sidebarWidth: 400,
  settings: {
    ...QUIET_EDITOR,
    // Roo Code's lightbulb sits beside the cursor's line, and the line is highlighted; neither is a step's.
    'editor.lightbulb.enabled': 'off',
    'editor.renderLineHighlight': 'none',
    // Each tab names its file's folder too (".roo", "settings"), which tells the two files apart.
    'workbench.editor.labelFormat': 'short',
  },
  scenes: [
    {
      id: 'vscode-mcp-project-file',
      alt:
        'VS Code with Roo Code’s MCP Servers view in the side bar and, beside it, the project file .roo/mcp.json ' +
        'that "Edit Project MCP" created and opened, holding an empty mcpServers object.',
      caption: 'Edit Project MCP, outlined, creates .roo/mcp.json in the workspace and opens it in the editor.',
      steps: [
        {click: bench('.activitybar [aria-label^="Roo Code"]')},
        {waitFor: panel('textarea')},
        {click: titleAction('More Actions')},
        {click: bench('.context-view .action-label', 'MCP Servers')},
        {waitFor: button('Edit Project MCP')},
        {click: button('Edit Project MCP')},
        {waitFor: bench('.part.editor .tab', 'mcp.json')},
        {wait: 2000},
      ],
      frame: frameFor(bench('.part.editor .view-line', 'mcpServers')),
      outline: button('Edit Project MCP'),
      expect: ['MCP Servers', 'Edit Project MCP', 'mcp.json', '{"mcpServers":{}}'],
      narrow: {frame: buttons, padding: 8, expect: ['Edit Global MCP', 'Edit Project MCP']},
    },
    {
      id: 'vscode-mcp-global-file',
      alt:
        'VS Code with Roo Code’s MCP Servers view in the side bar and, beside it, the global mcp_settings.json ' +
        'that "Edit Global MCP" opened, holding an empty mcpServers object.',
      caption: 'Edit Global MCP, outlined, opens mcp_settings.json, the servers every workspace shares.',
      steps: [
        {click: button('Edit Global MCP')},
        {waitFor: bench('.part.editor .tab', 'mcp_settings.json')},
        {wait: 2000},
      ],
      frame: frameFor(bench('.part.editor .view-line', '}')),
      outline: button('Edit Global MCP'),
      expect: ['MCP Servers', 'Edit Global MCP', 'mcp_settings.json', '"mcpServers": {'],
      narrow: {frame: buttons, padding: 8, expect: ['Edit Global MCP', 'Edit Project MCP']},
    },
  ],
};
