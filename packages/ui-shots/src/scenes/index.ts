// Every scene, in the order of the catalogue in the repository's conventions (the manifest keeps this order).
import type {Scene} from '../scene.js';
import {chatScenes} from './chat.js';
import {settingsPageScenes} from './settings-pages.js';
import {settingsScenes} from './settings.js';
import {viewScenes} from './views.js';

const ALL: Scene[] = [...chatScenes, ...settingsScenes, ...viewScenes, ...settingsPageScenes];

export const CATALOGUE = [
  'welcome',
  'home',
  'task-header',
  'api-requests',
  'read-approval',
  'checkpoint-menu',
  'followup',
  'command-approval',
  'edit-approval',
  'task-completed',
  'todo-list',
  'condensing',
  'auto-approve-menu',
  'mode-selector',
  'modes-view',
  'modes-create-dialog',
  'settings-providers',
  'settings-auto-approve',
  'settings-checkpoints',
  'settings-context',
  'settings-terminal',
  'settings-notifications',
  'settings-prompts',
  'settings-experimental',
  'settings-browser',
  'indexing-popover',
  'mcp-view',
  'marketplace-modes',
  'marketplace-mcp',
  'marketplace-install',
  'history-view',
  'context-menu',
  'slash-menu',
  'cloud-signed-out',
  // Settings-centred feature pages (auto-approval, profiles, context, indexing, modes, cloud sign-in).
  'settings-terminal-advanced',
  'settings-terminal-shells',
  'modes-create-button',
  'settings-auto-approve-read',
  'settings-auto-approve-write',
  'settings-auto-approve-retry',
  'settings-auto-approve-question',
  'settings-auto-approve-commands',
  'settings-auto-approve-limits',
  'settings-rooignore',
  'settings-diagnostics',
  'settings-condensing',
  'settings-prompts-condense',
  'task-header-condense',
  'settings-profile-new',
  'settings-provider-advanced',
  'settings-temperature',
  'settings-diffs',
  'api-config-selector',
  'settings-litellm',
  'settings-about',
  'settings-power-steering',
  'settings-background-editing',
  'settings-concurrent-edits',
  'indexing-button',
  'indexing-advanced',
  'modes-instructions-global',
  'modes-instructions-mode',
  'modes-api-config',
  'modes-override-prompt',
  'prompt-override-warning',
  'cloud-signed-in',
  'cloud-waiting',
  'cloud-manual-url',
];

const rank = (id: string) => {
  const index = CATALOGUE.indexOf(id);
  return index === -1 ? CATALOGUE.length : index;
};

export const SCENES: Scene[] = [...ALL].sort((a, b) => rank(a.id) - rank(b.id));
