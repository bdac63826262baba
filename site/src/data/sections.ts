// The doc sections in sidebar order. The sidebar, the search contexts and the home page cards all read this list.
import {documentedVersion} from '@roo-code-docs/types';

export type Section = {
  id: string;
  label: string;
  summary: string;
  /** The page a reader should open first in this section. */
  start: string;
};

export const SECTIONS: readonly Section[] = [
  {
    id: 'getting-started',
    label: 'Getting Started',
    summary: 'Install the extension, connect a model provider and run a first task.',
    start: '/getting-started/installing',
  },
  {
    id: 'basic-usage',
    label: 'Basic Usage',
    summary: 'The chat panel, modes, context mentions and how tools are approved.',
    start: '/basic-usage/the-chat-interface',
  },
  {
    id: 'features',
    label: 'Features',
    summary: 'Checkpoints, custom modes, codebase indexing, MCP, the marketplace and more.',
    start: '/features',
  },
  {
    id: 'advanced-usage',
    label: 'Advanced Usage',
    summary: 'Prompt engineering, large projects, local models and the tool reference.',
    start: '/advanced-usage/available-tools/tool-use-overview',
  },
  {
    id: 'providers',
    label: 'Providers',
    summary: 'Set-up guides and model tables for every supported model provider.',
    start: '/providers/openrouter',
  },
  {
    id: 'roo-code-cloud',
    label: 'Roo Code Cloud',
    summary: 'Sign in, sync and share tasks, control the extension remotely, billing.',
    start: '/roo-code-cloud/what-is-roo-code-cloud',
  },
  {
    id: 'update-notes',
    label: 'Release Notes',
    summary: `What changed in every release, from 2.1 to ${documentedVersion}.`,
    start: '/update-notes',
  },
];
