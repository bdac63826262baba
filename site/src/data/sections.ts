// The doc sections in sidebar order. The sidebar, the search contexts and the home page cards all read this list.
export type Section = {
  id: string;
  label: string;
  summary: string;
};

export const SECTIONS: readonly Section[] = [
  {id: 'getting-started', label: 'Getting Started', summary: 'Install the extension, connect a model provider and run a first task.'},
  {id: 'basic-usage', label: 'Basic Usage', summary: 'The chat panel, modes, context mentions and how tools are approved.'},
  {id: 'features', label: 'Features', summary: 'Checkpoints, custom modes, codebase indexing, MCP, the marketplace and more.'},
  {id: 'advanced-usage', label: 'Advanced Usage', summary: 'Prompt engineering, large projects, local models and the tool reference.'},
  {id: 'providers', label: 'Providers', summary: 'Set-up guides and model tables for every supported model provider.'},
  {id: 'roo-code-cloud', label: 'Roo Code Cloud', summary: 'Sign in, sync and share tasks, control the extension remotely, billing.'},
  {id: 'update-notes', label: 'Release Notes', summary: 'What changed in every release, from 2.1 to 3.28.10.'},
];
