// The home page's quick start and audience, shared by the page (HomePage) and its Markdown twin (llms components),
// so both carry the same sections under the same headings.
export const HOME_HEADINGS = {
  quickStart: 'Quick start',
  sections: 'Browse the documentation',
  who: 'Who these docs are for',
} as const;

export const QUICK_START = [
  {
    title: 'Install the extension',
    text: 'Add Roo Code to VS Code from the Marketplace, or from Open VSX in other editors.',
    to: '/getting-started/installing',
  },
  {
    title: 'Connect a model',
    text: 'Pick a provider, paste an API key or sign in, and choose a model.',
    to: '/getting-started/connecting-api-provider',
  },
  {
    title: 'Give it a task',
    text: 'Describe what you want in the chat; approve each file edit and command it proposes.',
    to: '/getting-started/your-first-task',
  },
];

export const AUDIENCE =
  'Developers who want to install and configure Roo Code, teams evaluating it, and anyone tuning modes, prompts ' +
  'and providers for their own workflow.';
