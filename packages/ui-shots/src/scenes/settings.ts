// Settings sections, opened as the extension does: the settings action with the section to show.
import type {Scene} from '../scene.js';
import {baseState} from '../state.js';
import {HISTORY} from './fixtures.js';

function settings(section: string) {
  return [{type: 'action', action: 'settingsButtonClicked', values: {section}}];
}

const state = () => baseState({taskHistory: HISTORY});

/** A whole settings section: its sticky header and everything under it, laid out in a viewport tall enough. */
const SECTION = 'div:has(> div.sticky)';
/** The view's own header (the title Settings, Save and Done) above the sections. */
const VIEW_HEADER = 'div.fixed > div.border-b:first-child';
/** The Terminal section's advanced group (its heading has the tools icon); its options are the list's children. */
const TERMINAL_ADVANCED = 'div.gap-3:has(> div > div > span.codicon-tools)';

export const settingsScenes: Scene[] = [
  {
    id: 'settings-providers',
    alt: 'Settings, Providers section: Save and Done at the top, the configuration profile "default" with the buttons to add, rename and delete profiles, the API provider Anthropic with its API key field, the model Claude Sonnet 4 with its details, and the closed Advanced settings.',
    caption: 'The Providers section: the profile being edited, its provider, key and model, and Save at the top.',
    state: state(),
    messages: settings('providers'),
    expect: ['Providers', 'Configuration Profile', 'API Provider', 'Anthropic', 'Advanced settings'],
    // The whole provider form: it ends with the closed Advanced settings.
    crop: `${VIEW_HEADER}, ${SECTION}`,
    cropPadding: 10,
    height: 1800,
  },
  {
    id: 'settings-auto-approve',
    alt: 'Settings, Auto-Approve section with Auto-Approve Enabled ticked: the switches Read, Write, Execute, Retry, Question and Todo are on (highlighted) and Browser, MCP, Mode and Subtasks off; below them Max Count is 50 and Max Cost 5.',
    caption: 'Auto-Approve switched on, with six actions on and the request and cost limits below the switches.',
    state: baseState({
      taskHistory: HISTORY,
      autoApprovalEnabled: true,
      alwaysAllowReadOnly: true,
      alwaysAllowWrite: true,
      alwaysAllowExecute: true,
      alwaysApproveResubmit: true,
      alwaysAllowFollowupQuestions: true,
      alwaysAllowUpdateTodoList: true,
      allowedCommands: ['git status', 'git diff', 'npm test', 'npm run lint'],
      deniedCommands: ['git push', 'npm publish', 'rm -rf'],
      allowedMaxRequests: 50,
      allowedMaxCost: 5,
    }),
    messages: settings('autoApprove'),
    expect: ['Auto-Approve Enabled', 'Read', 'Write', 'Execute', 'Max Count'],
    crop: `div.sticky, div.space-y-4:has([data-testid="max-requests-input"])`,
    // None on the left, where the section meets the column of section tabs: its selected tab showed as a sliver.
    cropPadding: {top: 10, right: 10, bottom: 10, left: 0},
    height: 2200,
  },
  {
    id: 'settings-checkpoints',
    alt: 'Settings, Checkpoints section with the option Enable automatic checkpoints ticked and its description.',
    caption: 'One switch in Settings → Checkpoints turns automatic checkpoints on or off.',
    state: state(),
    messages: settings('checkpoints'),
    expect: ['Checkpoints', 'Enable automatic checkpoints'],
    crop: `${VIEW_HEADER}, ${SECTION}`,
    cropPadding: 10,
  },
  {
    id: 'settings-context',
    alt: "Settings, Context, the top of the section: Open tabs context limit 20, Workspace files context limit 200, Concurrent file reads limit 5, Show .rooignore'd files in lists and searches unticked, and File read auto-truncate threshold with Always read entire file ticked.",
    caption: 'The top of Settings → Context: how much of the workspace, and how many files at once, go into a request.',
    state: state(),
    messages: settings('contextManagement'),
    expect: ['Open tabs context limit', 'Concurrent file reads limit', 'File read auto-truncate threshold'],
    // The header and the first five blocks of the section (the text of every framed block must be under the crop).
    crop: `div.sticky, div.sticky + div > div:nth-child(-n+5)`,
    // None on the left, where the section meets the column of section tabs: its selected tab showed as a sliver.
    cropPadding: {top: 10, right: 10, bottom: 10, left: 0},
    height: 2400,
  },
  {
    id: 'settings-terminal',
    alt: 'Settings, Terminal, the top of the section: the basic settings Terminal output limit, Terminal character limit and Compress progress bar output, then the heading Terminal Settings: Advanced with its note that changes may need a terminal restart.',
    caption: 'The basic terminal settings, and the start of the advanced group, whose changes may need a new terminal.',
    state: state(),
    messages: settings('terminal'),
    expect: ['Terminal output limit', 'Compress progress bar output', 'Terminal Settings: Advanced'],
    crop: `div.sticky, div.sticky + div > div:first-child, ${TERMINAL_ADVANCED} > div.gap-1`,
    // None on the left, where the section meets the column of section tabs: its selected tab showed as a sliver.
    cropPadding: {top: 8, right: 8, bottom: 8, left: 0},
    height: 2600,
  },
  {
    id: 'settings-terminal-advanced',
    alt: 'Settings, Terminal, the advanced group: Inherit environment variables ticked, Disable terminal shell integration unticked, Terminal shell integration timeout at 5s and Terminal command delay at 0ms, each with its description.',
    caption: 'The first advanced settings: environment, shell integration on or off, and the two timing sliders.',
    state: state(),
    messages: settings('terminal'),
    expect: [
      'Inherit environment variables',
      'Disable terminal shell integration',
      'Terminal shell integration timeout',
      'Terminal command delay',
    ],
    crop: `${TERMINAL_ADVANCED} > div.gap-1, ${TERMINAL_ADVANCED} > div.border-l-2 > div:nth-child(-n+4)`,
    cropPadding: 8,
    height: 2600,
  },
  {
    id: 'settings-terminal-shells',
    alt: 'Settings, Terminal, the end of the advanced group: Enable PowerShell counter workaround unticked, Clear ZSH EOL mark ticked, and Enable Oh My Zsh integration, Enable Powerlevel10k integration and Enable ZDOTDIR handling unticked.',
    caption:
      'The shell-specific workarounds: one for PowerShell and four for zsh; only Clear ZSH EOL mark starts ticked.',
    state: state(),
    messages: settings('terminal'),
    expect: ['Enable PowerShell counter workaround', 'Clear ZSH EOL mark', 'Enable ZDOTDIR handling'],
    crop: `${TERMINAL_ADVANCED} > div.border-l-2 > div:nth-child(n+5)`,
    cropPadding: 8,
    height: 2600,
  },
  {
    id: 'settings-notifications',
    alt: 'Settings, Notifications section with both options ticked: Enable text-to-speech with its Speed slider at 100%, and Enable sound effects with its Volume slider at 50%.',
    caption: 'With both options on, the Speed and Volume sliders appear under them.',
    state: baseState({taskHistory: HISTORY, ttsEnabled: true, soundEnabled: true}),
    messages: settings('notifications'),
    expect: ['Enable text-to-speech', 'Speed', 'Enable sound effects', 'Volume'],
    crop: `${VIEW_HEADER}, ${SECTION}`,
    cropPadding: 10,
  },
  {
    id: 'settings-prompts',
    alt: 'Settings, Prompts section with the support prompt Enhance Prompt selected: its prompt text, the API Configuration it uses, the option to include task history, and the field to test the enhancement with its Preview Prompt Enhancement button.',
    caption: 'Enhance Prompt in Settings → Prompts: its prompt, the profile it runs on, and a field to try it.',
    state: state(),
    messages: settings('prompts'),
    expect: ['Prompts', 'Enhance Prompt', 'API Configuration'],
    crop: `${VIEW_HEADER}, ${SECTION}`,
    cropPadding: 10,
    height: 1600,
  },
  {
    id: 'settings-experimental',
    alt: 'Settings, Experimental section: the five experimental features, each with a checkbox, all unticked, and a description.',
    caption: 'Each experiment has its own box in Settings → Experimental; all are off until you tick them.',
    state: state(),
    messages: settings('experimental'),
    expect: ['Experimental'],
    crop: `${VIEW_HEADER}, ${SECTION}`,
    cropPadding: 10,
    height: 1600,
  },
  {
    id: 'settings-browser',
    alt: 'Settings, Browser section: Enable browser tool ticked, with the viewport size, screenshot quality and remote browser options under it.',
    caption: 'Everything under Enable browser tool shows only while that box is ticked.',
    state: state(),
    messages: settings('browser'),
    expect: ['Browser', 'Enable browser tool'],
    crop: `${VIEW_HEADER}, ${SECTION}`,
    cropPadding: 10,
    height: 1400,
  },
];
