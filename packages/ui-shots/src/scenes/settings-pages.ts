// Scenes for the settings-centred feature pages (auto-approval, profiles, context, indexing, modes, cloud): each is
// framed on the controls one step of a page names, in the state that step describes.
import type {ProviderSettingsEntry} from '@roo-code-docs/types';

import type {Scene} from '../scene.js';
import {baseState, FAKE_API_KEY, PROFILE_ID, type FakeExtensionState} from '../state.js';
import {CURRENT_TASK, HISTORY, say, taskOpening} from './fixtures.js';

export const settings = (section: string) => [{type: 'action', action: 'settingsButtonClicked', values: {section}}];
const view = (action: string) => [{type: 'action', action}];

/** The section's sticky header (its icon and name) at the top of the settings content. */
const SECTION_HEADER = 'div.sticky';
/** The settings view's own header: the title Settings, Save and Done. */
const VIEW_HEADER = 'div.fixed > div.border-b:first-child';

// Auto-approval as the page's "Everyday" suggestion has it, plus Retry and Question so their options show.
const AUTO_APPROVE_ON: Partial<FakeExtensionState> = {
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
};
const autoApproveState = () => baseState(AUTO_APPROVE_ON);

const WORK_PROFILE_ID = 'w3n8c5v1zd';
const LOCAL_PROFILE_ID = 'l9q4r2t6ke';
const PROFILES = [
  {id: PROFILE_ID, name: 'default', apiProvider: 'anthropic'},
  {id: WORK_PROFILE_ID, name: 'work-openrouter', apiProvider: 'openrouter'},
  {id: LOCAL_PROFILE_ID, name: 'local-ollama', apiProvider: 'ollama'},
] as ProviderSettingsEntry[];

// The per-profile options the profile and temperature pages walk through, set to values a reader might choose.
export const tunedProfile = (apiConfiguration: Partial<FakeExtensionState['apiConfiguration']> = {}) =>
  baseState({
    taskHistory: HISTORY,
    listApiConfigMeta: PROFILES,
    apiConfiguration: {
      apiProvider: 'anthropic',
      apiKey: FAKE_API_KEY,
      apiModelId: 'claude-sonnet-4-20250514',
      modelTemperature: 0.2,
      rateLimitSeconds: 5,
      diffEnabled: true,
      fuzzyMatchThreshold: 1,
      ...apiConfiguration,
    },
  });

// Crops are plain CSS (the renderer measures them with querySelectorAll), so controls are found by structure.
/** The Advanced settings disclosure of the provider form, once opened, and what it holds. */
export const ADVANCED = 'button[data-state="open"]:has(> span.codicon-chevron-down)';
export const OPEN_ADVANCED = 'button:has(> span:text-is("Advanced settings"))';
export const ADVANCED_CONTENT = `${ADVANCED} + div[data-state="open"]`;
/** The temperature control is two siblings in that disclosure: the checkbox, then the slider block. */
export const TEMPERATURE = `${ADVANCED_CONTENT} > div:has(+ div.border-l-2)`;

// Embedding models as the extension lists them for OpenAI (src/shared/embeddingModels.ts at the tag).
const EMBEDDING_MODELS = {
  openai: {
    'text-embedding-3-small': {dimension: 1536, scoreThreshold: 0.4},
    'text-embedding-3-large': {dimension: 3072, scoreThreshold: 0.4},
    'text-embedding-ada-002': {dimension: 1536, scoreThreshold: 0.4},
  },
  ollama: {},
};
const indexedState = () =>
  ({
    ...baseState({
      taskHistory: HISTORY,
      codebaseIndexConfig: {
        codebaseIndexEnabled: true,
        codebaseIndexQdrantUrl: 'http://localhost:6333',
        codebaseIndexEmbedderProvider: 'openai',
        codebaseIndexEmbedderBaseUrl: '',
        codebaseIndexEmbedderModelId: 'text-embedding-3-small',
        codebaseIndexEmbedderModelDimension: 1536,
        codebaseIndexSearchMinScore: 0.4,
        codebaseIndexSearchMaxResults: 50,
      },
    }),
    // Posted by the extension with every state; packages/types has no field for it.
    codebaseIndexModels: EMBEDDING_MODELS,
  }) as FakeExtensionState;
const indexedReplies = {
  requestIndexingStatus: [
    {
      type: 'indexingStatusUpdate',
      values: {
        systemStatus: 'Indexed',
        message: 'Index up-to-date. File queue empty.',
        processedItems: 412,
        totalItems: 412,
        currentItemUnit: 'blocks',
      },
    },
  ],
  requestCodeIndexSecretStatus: [{type: 'codeIndexSecretStatus', values: {hasOpenAiKey: true, hasQdrantApiKey: false}}],
};
const INDEX_BUTTON = 'button[aria-label="Indexed"]';
const CONDENSE_BUTTON = 'button:has(svg.lucide-fold-vertical)';

const GLOBAL_INSTRUCTIONS =
  'Answer in British English.\nPrefer small, reviewable changes and explain any command before running it.';
const CODE_INSTRUCTIONS =
  'Use TypeScript strict mode and named exports.\nEvery new function in src/lib gets a Vitest test next to it.\nRun npm run lint before you finish.';
const instructionsState = () =>
  baseState({
    taskHistory: HISTORY,
    customInstructions: GLOBAL_INSTRUCTIONS,
    customModePrompts: {code: {customInstructions: CODE_INSTRUCTIONS}},
  });

const LITELLM_MODELS = {
  'claude-sonnet-4': {
    maxTokens: 64_000,
    contextWindow: 200_000,
    supportsImages: true,
    supportsComputerUse: true,
    supportsPromptCache: true,
    inputPrice: 3,
    outputPrice: 15,
    description: 'claude-sonnet-4 via LiteLLM proxy',
  },
  'gpt-4.1-mini': {
    maxTokens: 32_768,
    contextWindow: 1_047_576,
    supportsImages: true,
    supportsPromptCache: false,
    inputPrice: 0.4,
    outputPrice: 1.6,
    description: 'gpt-4.1-mini via LiteLLM proxy',
  },
};

/** One experiment ticked in Settings → Experimental, framed on its box and description. */
function experimentScene(
  id: string,
  flag: keyof FakeExtensionState['experiments'],
  label: string,
  caption: string,
): Scene {
  return {
    id,
    alt: `Settings, Experimental: the option ${label} ticked, with its description under it.`,
    caption,
    state: baseState({taskHistory: HISTORY, experiments: {...baseState().experiments, [flag]: true}}),
    messages: settings('experimental'),
    expect: [label],
    // The only ticked box in this state.
    // The box's row and its description, without the margin under them.
    crop: 'div:has(> div > vscode-checkbox[aria-checked="true"]) > *',
    cropPadding: 6,
    height: 1400,
  };
}

export const settingsPageScenes: Scene[] = [
  // --- Auto-approval ---
  {
    id: 'settings-auto-approve-commands',
    alt: 'Settings, Auto-Approve, the Execute options: the Allowed Auto-Execute Commands list with git status, git diff, npm test and npm run lint, and the Denied Commands list with git push, npm publish and rm -rf, each with a prefix field and an Add button.',
    caption:
      'With Execute on, the allowed and denied command prefixes appear below the switches, each list with its own Add field.',
    state: autoApproveState(),
    messages: settings('autoApprove'),
    expect: ['Allowed Auto-Execute Commands', 'Denied Commands', 'npm run lint', 'rm -rf'],
    crop: 'div.border-l-2:has([data-testid="allowed-commands-heading"])',
    cropPadding: 10,
    height: 2200,
  },
  {
    id: 'settings-auto-approve-read',
    alt: 'Settings, Auto-Approve: with Read switched on, a Read block offers the option Include files outside workspace, unticked.',
    caption: 'Switching Read on adds its one option: whether reads outside the workspace folder are approved too.',
    state: autoApproveState(),
    messages: settings('autoApprove'),
    expect: ['Include files outside workspace'],
    crop: 'div.border-l-2:has([data-testid="always-allow-readonly-outside-workspace-checkbox"])',
    cropPadding: 10,
    height: 2200,
  },
  {
    id: 'settings-auto-approve-write',
    alt: 'Settings, Auto-Approve: with Write switched on, a Write block offers Include files outside workspace and Include protected files, both unticked, each with a description.',
    caption: 'Write has two options that widen it: files outside the workspace, and protected configuration files.',
    state: autoApproveState(),
    messages: settings('autoApprove'),
    expect: ['Include files outside workspace', 'Include protected files'],
    crop: 'div.border-l-2:has([data-testid="always-allow-write-protected-checkbox"])',
    cropPadding: 10,
    height: 2200,
  },
  {
    id: 'settings-auto-approve-retry',
    alt: 'Settings, Auto-Approve: with Retry switched on, a Retry block with a slider set to 10s and the label Delay before retrying the request.',
    caption: 'The Retry slider sets the first wait before a failed request is sent again.',
    state: autoApproveState(),
    messages: settings('autoApprove'),
    expect: ['Delay before retrying the request', '10s'],
    crop: 'div.border-l-2:has([data-testid="request-delay-slider"])',
    cropPadding: 10,
    height: 2200,
  },
  {
    id: 'settings-auto-approve-question',
    alt: 'Settings, Auto-Approve: with Question switched on, a Question block with a slider set to 60s and the label Time to wait before auto-selecting the first answer.',
    caption: 'The Question slider sets how long Roo waits before it picks the first suggested answer.',
    state: autoApproveState(),
    messages: settings('autoApprove'),
    expect: ['Time to wait before auto-selecting the first answer', '60s'],
    crop: 'div.border-l-2:has([data-testid="followup-timeout-slider"])',
    cropPadding: 10,
    height: 2200,
  },
  {
    id: 'settings-auto-approve-limits',
    alt: 'Settings, Auto-Approve: the Max Count field set to 50 and the Max Cost field set to 5, with the note on when Roo stops to ask.',
    caption: 'Max Count and Max Cost sit under the switches; an empty field means no limit.',
    state: autoApproveState(),
    messages: settings('autoApprove'),
    expect: ['Max Count', 'Max Cost'],
    crop: 'div.space-y-2:has([data-testid="max-requests-input"])',
    cropPadding: 10,
    height: 2200,
  },

  // --- Context settings, one frame per page's controls ---
  {
    id: 'settings-rooignore',
    alt: "Settings, Context: the option Show .rooignore'd files in lists and searches, unticked, with its description.",
    caption: "Unticked, as in a fresh install: files matched by .rooignore are left out of Roo's file lists.",
    state: baseState({taskHistory: HISTORY}),
    messages: settings('contextManagement'),
    expect: ["Show .rooignore'd files in lists and searches"],
    // The checkbox and its description, without the margin under them.
    crop: 'div:has(> [data-testid="show-rooignored-files-checkbox"]) > *',
    cropPadding: 6,
    height: 2400,
  },
  {
    id: 'settings-diagnostics',
    alt: 'Settings, Context, the diagnostics settings: Automatically include diagnostics in context ticked, Maximum diagnostic messages at 50 with its reset button, and Delay after writes to allow diagnostics to detect potential problems at 1000ms.',
    caption: 'The three diagnostics settings, further down Settings → Context.',
    state: baseState({taskHistory: HISTORY}),
    messages: settings('contextManagement'),
    expect: ['Automatically include diagnostics in context', 'Maximum diagnostic messages', '1000ms'],
    // The last three blocks of the section's first part: the checkbox and the two sliders.
    crop: 'div.sticky + div > div:nth-child(n+8)',
    cropPadding: 10,
    height: 2400,
  },
  {
    id: 'settings-condensing',
    alt: 'Settings, Context, at the bottom: Automatically trigger intelligent context condensing ticked, and under it the Condensing Trigger Threshold with the profile drop-down on Global Default (all profiles) and the slider at 80%.',
    caption:
      'Automatic condensing, with the threshold it triggers at and the drop-down that picks a profile to set it for.',
    state: baseState({taskHistory: HISTORY, autoCondenseContextPercent: 80}),
    messages: settings('contextManagement'),
    expect: ['Automatically trigger intelligent context condensing', 'Condensing Trigger Threshold', '80%'],
    crop: `div:has(> [data-testid="auto-condense-context-checkbox"])`,
    cropPadding: 10,
    height: 2400,
  },
  {
    id: 'settings-prompts-condense',
    alt: 'Settings, Prompts with Context Condensing chosen: its description, the summarising prompt in an editable field with a reset button, and the API Configuration for Context Condensing drop-down.',
    caption:
      'Choose Context Condensing in Settings → Prompts to edit the summarising prompt and pick the profile that runs it.',
    state: baseState({taskHistory: HISTORY}),
    messages: settings('prompts'),
    actions: [
      {click: '[data-testid="support-prompt-select-trigger"]'},
      {click: '[data-testid="CONDENSE-option"]'},
      {waitFor: '[data-testid="api-config-select"]'},
    ],
    expect: ['Context Condensing', 'API Configuration for Context Condensing'],
    crop: `${SECTION_HEADER}, ${SECTION_HEADER} + div`,
    // None on the left, where the section meets the column of section tabs: its selected tab showed as a sliver.
    cropPadding: {top: 10, right: 10, bottom: 10, left: 0},
    height: 1400,
  },

  // --- Providers and profiles ---
  {
    id: 'settings-profile-new',
    alt: 'The New Configuration Profile dialog over the Providers settings: the name work-openrouter typed into the profile name field, with Cancel and Create Profile buttons.',
    caption: 'The dialog the + button opens: type a unique name and create the profile.',
    state: baseState({taskHistory: HISTORY}),
    messages: settings('providers'),
    actions: [
      {click: '[data-testid="add-profile-button"]'},
      {fill: '[data-testid="new-profile-input"]', text: 'work-openrouter'},
    ],
    expect: ['New Configuration Profile', 'Create Profile'],
    crop: '[role="dialog"]',
    cropPadding: 12,
  },
  {
    id: 'settings-provider-advanced',
    alt: 'Settings, Providers, Advanced settings expanded: Enable todo list tool and Enable editing through diffs ticked with Match precision at 100%, Use custom temperature ticked with a slider at 0.2, Rate limit at 5s, and Error & Repetition Limit at 3.',
    caption:
      'Advanced settings of one profile, opened under the model settings; each value belongs to that profile only.',
    state: tunedProfile(),
    messages: settings('providers'),
    actions: [{click: OPEN_ADVANCED}, {waitFor: 'text=Rate limit'}],
    expect: ['Enable todo list tool', 'Enable editing through diffs', 'Use custom temperature', 'Rate limit'],
    crop: `${ADVANCED}, ${ADVANCED_CONTENT}`,
    cropPadding: 10,
    height: 2400,
  },
  // settings-temperature is an animation of the same step: scenes/animations.ts.
  {
    id: 'settings-diffs',
    alt: 'Settings, Providers, Advanced settings: Enable editing through diffs ticked, and below it the Match precision slider at 100% with its explanation.',
    caption: 'Diff editing and the Match precision slider, which shows only while diffs are on.',
    state: tunedProfile(),
    messages: settings('providers'),
    actions: [{click: OPEN_ADVANCED}, {waitFor: 'text=Match precision'}],
    expect: ['Enable editing through diffs', 'Match precision', '100%'],
    crop: `${ADVANCED_CONTENT} div.gap-1:has(> div.border-l-2)`,
    cropPadding: 10,
    height: 2400,
  },
  {
    id: 'api-config-selector',
    alt: 'The profile menu opened from the default button under the chat box: the line Select which API configuration to use for this mode, the pinned profile default with a check mark and its pin, a separator, work-openrouter and local-ollama, and at the bottom a gear and API Configuration.',
    caption: "The chat's profile menu: the pinned profile default comes first, above the line; the others follow.",
    state: baseState({taskHistory: HISTORY, listApiConfigMeta: PROFILES, pinnedApiConfigs: {[PROFILE_ID]: true}}),
    actions: [{click: '[data-testid="dropdown-trigger"]'}, {waitFor: 'text=work-openrouter'}],
    expect: ['default', 'local-ollama', 'work-openrouter', 'API Configuration'],
    // The whole bar under the chat box, so the icons at its right end are not cut by the frame's edge.
    crop: '[data-radix-popper-content-wrapper], div:has(> div > [data-testid="mode-selector-trigger"])',
    cropPadding: 8,
    // At the default 700 px the recent tasks reach down beside the menu's top, and a piece of one task's date shows
    // left of it; at 800 px the home view ends above the menu, so only empty side bar lies beside it.
    height: 800,
  },
  {
    id: 'settings-litellm',
    alt: 'Settings, Providers with LiteLLM as API provider, Save and Done at the top: the profile default, the LiteLLM Base URL http://localhost:4000, the LiteLLM API Key field filled, the Refresh Models button, the model claude-sonnet-4 with its details, and Enable prompt caching.',
    caption:
      "LiteLLM in Settings → Providers: the proxy's URL and key, Refresh Models, then a model from the proxy's list.",
    state: baseState({
      taskHistory: HISTORY,
      listApiConfigMeta: [{id: PROFILE_ID, name: 'default', apiProvider: 'litellm'}] as ProviderSettingsEntry[],
      apiConfiguration: {
        apiProvider: 'litellm',
        litellmBaseUrl: 'http://localhost:4000',
        litellmApiKey: 'sk-litellm-demo-0000',
        litellmModelId: 'claude-sonnet-4',
      },
    }),
    messages: settings('providers'),
    replies: {
      requestRouterModels: [
        {
          type: 'routerModels',
          routerModels: {
            openrouter: {},
            requesty: {},
            glama: {},
            unbound: {},
            litellm: LITELLM_MODELS,
            ollama: {},
            lmstudio: {},
            'io-intelligence': {},
            deepinfra: {},
            'vercel-ai-gateway': {},
            huggingface: {},
            roo: {},
          },
        },
      ],
    },
    expect: ['LiteLLM Base URL', 'LiteLLM API Key', 'Refresh Models', 'Enable prompt caching'],
    crop: `${VIEW_HEADER}, div:has(> ${SECTION_HEADER})`,
    cropPadding: 10,
    height: 1800,
  },
  {
    id: 'settings-about',
    alt: 'The Settings view open at About Roo Code, with Save and Done at the top and the section icons down the left: the version, the option to send anonymous error and usage reports, where to send feedback, and the buttons Export, Import and Reset, Reset in red.',
    caption: 'Export, Import and Reset are at the bottom of the About Roo Code section.',
    state: baseState({taskHistory: HISTORY}),
    messages: settings('about'),
    expect: ['Settings', 'About Roo Code', 'Export', 'Import', 'Reset'],
    // With the view's title: pages send the reader to Settings, then About Roo Code.
    crop: `${VIEW_HEADER}, div:has(> ${SECTION_HEADER})`,
    cropPadding: 10,
    height: 900,
  },
  experimentScene(
    'settings-power-steering',
    'powerSteering',
    'Use experimental "power steering" mode',
    'The power steering experiment, ticked in Settings → Experimental.',
  ),
  experimentScene(
    'settings-background-editing',
    'preventFocusDisruption',
    'Background editing',
    'The Background editing experiment, ticked in Settings → Experimental.',
  ),
  experimentScene(
    'settings-concurrent-edits',
    'multiFileApplyDiff',
    'Enable concurrent file edits',
    'The concurrent file edits experiment, ticked in Settings → Experimental.',
  ),

  // --- Codebase indexing ---
  {
    id: 'indexing-popover',
    alt: 'The Codebase Indexing panel with Enable Codebase Indexing ticked, the status Indexed with a green dot, and Setup expanded: Embedder Provider OpenAI, the OpenAI API Key (stored, shown as dots), the model text-embedding-3-small, the Qdrant URL http://localhost:6333 and an empty Qdrant API Key; below, Advanced Configuration closed, Clear Index Data and Save.',
    caption: 'Setup filled in for OpenAI and a local Qdrant; the status reads Indexed once the first run has finished.',
    state: indexedState(),
    replies: indexedReplies,
    actions: [
      {click: 'button[aria-label="Indexed"]'},
      {click: 'button:has-text("Setup")'},
      {waitFor: 'text=Qdrant URL'},
    ],
    // The chosen model and the URL are drawn inside form controls, which innerText does not read.
    expect: ['Codebase Indexing', 'Indexed', 'Embedder Provider', 'Qdrant URL'],
    crop: '[data-radix-popper-content-wrapper]',
    cropPadding: 10,
    height: 1300,
  },
  {
    id: 'indexing-button',
    alt: 'The bar under the chat box with the outlined database icon, the codebase index button, and its tooltip reading Indexed.',
    caption: 'The database icon, outlined, opens Codebase Indexing; its tooltip gives the index status.',
    state: indexedState(),
    replies: indexedReplies,
    actions: [{hover: INDEX_BUTTON}, {waitFor: '[data-radix-popper-content-wrapper]'}],
    // On the icon (bottom right of the 700 px tall panel), so that its tooltip stays open for the shot.
    pointer: {x: 388, y: 683},
    expect: ['Indexed'],
    crop: `${INDEX_BUTTON}, [data-radix-popper-content-wrapper], [data-testid="mode-selector-trigger"]`,
    cropPadding: 16,
    outline: INDEX_BUTTON,
  },
  {
    id: 'indexing-advanced',
    alt: 'The Codebase Indexing panel with Advanced Configuration expanded: Search Score Threshold at 0.40 and Maximum Search Results at 50, each slider with a reset button.',
    caption: 'Advanced Configuration holds the two search settings, each with a button that puts its default back.',
    state: indexedState(),
    replies: indexedReplies,
    actions: [
      {click: INDEX_BUTTON},
      {click: 'button:has-text("Advanced Configuration")'},
      {waitFor: '[data-testid="search-max-results-slider"]'},
    ],
    expect: ['Advanced Configuration', 'Search Score Threshold', 'Maximum Search Results'],
    crop: 'div.mt-4:has([data-testid="search-max-results-slider"])',
    cropPadding: 10,
    height: 1200,
  },

  // --- Modes view: instructions and the system prompt override ---
  {
    id: 'modes-instructions-global',
    alt: 'The bottom of the Modes view: Custom Instructions for All Modes, with two lines of instructions typed in and a note that rule files in .roo/rules/ are read too.',
    caption: 'Custom Instructions for All Modes, at the bottom of the Modes view, apply whatever mode is active.',
    state: instructionsState(),
    messages: view('promptsButtonClicked'),
    // The typed instructions are drawn inside a form control, whose value the text check does not read.
    expect: ['Custom Instructions for All Modes'],
    crop: 'div.pb-5:has([data-testid="global-custom-instructions-textarea"])',
    cropPadding: 10,
    height: 2400,
  },
  {
    id: 'modes-instructions-mode',
    alt: 'The Modes view with Code selected: Mode-specific Custom Instructions (optional), with its reset button and three lines for Code mode typed in, and the note on the .roo/rules-code/ folder.',
    caption: 'With Code selected, the mode-specific field holds instructions that apply only in Code mode.',
    state: instructionsState(),
    messages: view('promptsButtonClicked'),
    expect: ['Mode-specific Custom Instructions (optional)'],
    crop: 'div.mb-2:has(> [data-testid="code-custom-instructions-textarea"])',
    cropPadding: 10,
    height: 2400,
  },
  {
    id: 'modes-api-config',
    alt: 'The top of the Modes view: the title with Done, the Modes heading with its buttons, the mode picker on Code, and API Configuration with the line Select which API configuration to use for this mode above a drop-down set to default.',
    caption: 'The profile chosen under API Configuration is the one Code mode uses.',
    state: baseState({taskHistory: HISTORY, listApiConfigMeta: PROFILES}),
    messages: view('promptsButtonClicked'),
    expect: ['API Configuration', 'Select which API configuration to use for this mode'],
    // The view's title and the first block of its content: the Modes heading down to API Configuration.
    crop: 'div.border-b:has(> h3), div.border-b:has(> h3) + div > div:first-child',
    cropPadding: 10,
  },
  {
    id: 'modes-override-prompt',
    alt: 'The Modes view with Code selected, further down: the Preview System Prompt button, Export Mode and Import Mode, and Advanced: Override System Prompt expanded, with its warning and the path .roo/system-prompt-code.',
    caption:
      'Expand Advanced: Override System Prompt to see the file that replaces the system prompt of the selected mode.',
    state: baseState({taskHistory: HISTORY}),
    messages: view('promptsButtonClicked'),
    actions: [{click: 'button:has-text("Advanced: Override System Prompt")'}, {waitFor: 'text=Override System Prompt'}],
    expect: ['Preview System Prompt', 'Override System Prompt', '.roo/system-prompt-code'],
    crop: 'div.pb-4.border-b',
    cropPadding: 10,
    height: 2400,
  },
  {
    id: 'prompt-override-warning',
    alt: 'A task in the chat with the task header at the top and, under it, the warning banner: Custom system prompt override active, which can severely break functionality.',
    caption: 'While a system prompt file is active for the mode, this warning sits under the task header.',
    state: baseState({
      taskHistory: HISTORY,
      clineMessages: [...taskOpening().slice(0, 2)],
      currentTaskItem: CURRENT_TASK,
      hasSystemPromptOverride: true,
    } as Partial<FakeExtensionState>),
    expect: ['WARNING: Custom system prompt override active.'],
    crop: '[data-testid="chat-view"] > div:first-child, div:has(> div > span.codicon-warning)',
    cropPadding: 10,
  },

  // --- Condensing by hand ---
  {
    id: 'task-header-condense',
    alt: 'The expanded task header of a running task: the task text, the Context Length bar with tokens used, and beside it the fold icon, marked with an outline, with its tooltip Intelligently condense context; below, tokens, cache, API cost and size.',
    caption: 'The fold icon, outlined, next to the Context Length bar condenses the task at once.',
    state: baseState({
      taskHistory: HISTORY,
      clineMessages: [
        ...taskOpening(),
        say(12, 'text', 'The badge renders; next I will add the tests for isOverdue().'),
      ],
      currentTaskItem: CURRENT_TASK,
    }),
    actions: [
      {click: '.cursor-pointer:has-text("Add an")'},
      {waitFor: 'text=Context Length'},
      {hover: CONDENSE_BUTTON},
      {waitFor: '[data-radix-popper-content-wrapper]'},
    ],
    // On the fold icon, so that its tooltip (the name the page uses) stays open for the shot.
    pointer: {x: 388, y: 116},
    expect: ['Context Length', 'Intelligently condense context'],
    crop: '[data-testid="chat-view"] > div:first-child, [data-radix-popper-content-wrapper]',
    cropPadding: 10,
    outline: CONDENSE_BUTTON,
  },

  // --- Cloud sign-in ---
  {
    id: 'cloud-signed-in',
    alt: 'The Cloud view when signed in: the title Cloud with Done, the initial S in a circle, the name Sam Rivera and the address sam.rivera@example.com, the account switcher, Task sync switched on and Roomote Control off, each with a description, the note that usage is always reported, and the buttons Visit Roo Code Cloud and Log out.',
    caption: 'Signed in, the Cloud view shows your account, the Task sync and Roomote Control switches, and Log out.',
    state: baseState({
      taskHistory: HISTORY,
      cloudIsAuthenticated: true,
      // An account that has Roomote Control (the extension reads this flag from the user's info).
      cloudUserInfo: {
        name: 'Sam Rivera',
        email: 'sam.rivera@example.com',
        extensionBridgeEnabled: true,
      } as FakeExtensionState['cloudUserInfo'],
      taskSyncEnabled: true,
      featureRoomoteControlEnabled: true,
    }),
    messages: view('cloudButtonClicked'),
    expect: ['Sam Rivera', 'Task sync', 'Roomote Control', 'Visit Roo Code Cloud', 'Log out'],
    crop: 'div.border-b:has(> h3), div.border-b:has(> h3) + div > *',
    cropPadding: 10,
  },
  {
    id: 'cloud-waiting',
    alt: 'The Cloud view after Get started was pressed: the offer is dimmed, and under it a spinner with Waiting for browser authentication... and the link Having trouble?',
    caption: 'While the browser signs you in, the view waits; Having trouble? is the way out if it never comes back.',
    state: baseState({taskHistory: HISTORY}),
    messages: view('cloudButtonClicked'),
    replies: {rooCloudSignIn: []},
    actions: [{click: 'vscode-button:has-text("Get started")'}, {waitFor: 'text=Having trouble?'}],
    expect: ['Waiting for browser authentication...', 'Having trouble?'],
    crop: 'div.border-b:has(> h3), div.px-8',
    cropPadding: 10,
  },
  {
    id: 'cloud-manual-url',
    alt: 'The Cloud view after Having trouble? was clicked: the instruction Copy the redirect URL from your browser and paste it here:, an empty field showing an example vscode:// address, and the Start over link.',
    caption: 'Paste the address the browser could not open into this field; Start over goes back to Get started.',
    state: baseState({taskHistory: HISTORY}),
    messages: view('cloudButtonClicked'),
    replies: {rooCloudSignIn: []},
    actions: [
      {click: 'vscode-button:has-text("Get started")'},
      {click: 'text=Having trouble?'},
      {waitFor: 'text=Start over'},
    ],
    expect: ['Copy the redirect URL from your browser and paste it here:', 'Start over'],
    crop: 'div.border-b:has(> h3), div.px-8',
    cropPadding: 10,
  },
];
