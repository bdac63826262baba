// Settings sections, opened as the extension does: the settings action with the section to show.
import type {Scene} from '../scene.js';
import {baseState} from '../state.js';
import {HISTORY} from './fixtures.js';

function settings(section: string) {
  return [{type: 'action', action: 'settingsButtonClicked', values: {section}}];
}

const state = () => baseState({taskHistory: HISTORY});

export const settingsScenes: Scene[] = [
  {
    id: 'settings-providers',
    alt: 'Settings, Providers section: the configuration profile "default", the API provider Anthropic with its API key field, the model Claude Sonnet 4 and its model information (context window, prices, image support).',
    caption: 'Settings → Providers: the profile, the provider, its key and the model.',
    state: state(),
    messages: settings('providers'),
    expect: ['Providers', 'Configuration Profile', 'API Provider', 'Anthropic'],
  },
  {
    id: 'settings-auto-approve',
    alt: 'Settings, Auto-Approve section: the master switch and the toggles for reading, writing, browser, retries, MCP, mode switching, subtasks, commands, questions and the todo list.',
    caption: 'Settings → Auto-Approve: the actions Roo may take without asking.',
    state: state(),
    messages: settings('autoApprove'),
    expect: ['Auto-Approve', 'Read', 'Write', 'Execute'],
  },
  {
    id: 'settings-checkpoints',
    alt: 'Settings, Checkpoints section with the option Enable automatic checkpoints switched on.',
    caption: 'Settings → Checkpoints: automatic checkpoints switched on.',
    state: state(),
    messages: settings('checkpoints'),
    expect: ['Checkpoints', 'Enable automatic checkpoints'],
    height: 420,
  },
  {
    id: 'settings-context',
    alt: 'Settings, Context section: the limits for open tabs, workspace files and concurrent file reads, the file-read line limit, and the intelligent context condensing options.',
    caption: 'Settings → Context: how much of the workspace Roo reads into each request.',
    state: state(),
    messages: settings('contextManagement'),
    expect: ['Context', 'Concurrent file reads limit'],
  },
  {
    id: 'settings-terminal',
    alt: 'Settings, Terminal section: the basic terminal settings (output limits, compress progress bar output) and the advanced shell-integration settings.',
    caption: 'Settings → Terminal: how much command output reaches Roo, and the shell options.',
    state: state(),
    messages: settings('terminal'),
    expect: ['Terminal', 'Terminal output limit'],
  },
  {
    id: 'settings-notifications',
    alt: 'Settings, Notifications section with the options Enable text-to-speech and Enable sound effects.',
    caption: 'Settings → Notifications: text-to-speech and sound effects.',
    state: state(),
    messages: settings('notifications'),
    expect: ['Notifications', 'Enable text-to-speech', 'Enable sound effects'],
    height: 420,
  },
  {
    id: 'settings-prompts',
    alt: 'Settings, Prompts section with the support prompt Enhance Prompt selected: its prompt text, the API configuration it uses and a field to test the enhancement.',
    caption: 'Settings → Prompts with the Enhance Prompt support prompt selected.',
    state: state(),
    messages: settings('prompts'),
    expect: ['Prompts', 'Enhance Prompt'],
  },
  {
    id: 'settings-experimental',
    alt: 'Settings, Experimental section: the list of experimental features, each with a checkbox and a description.',
    caption: 'Settings → Experimental: each experimental feature has its own checkbox.',
    state: state(),
    messages: settings('experimental'),
    expect: ['Experimental'],
  },
  {
    id: 'settings-browser',
    alt: 'Settings, Browser section: Enable browser tool switched on, with the viewport size, screenshot quality and remote browser options.',
    caption: 'Settings → Browser: the browser tool switched on, with its options.',
    state: state(),
    messages: settings('browser'),
    expect: ['Browser', 'Enable browser tool'],
  },
];
