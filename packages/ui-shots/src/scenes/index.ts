// Every scene, in the order of the catalogue in the repository's conventions (the manifest keeps this order).
import type {Scene} from '../scene.js';
import {chatScenes} from './chat.js';
import {settingsScenes} from './settings.js';
import {viewScenes} from './views.js';

const ALL: Scene[] = [...chatScenes, ...settingsScenes, ...viewScenes];

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
];

const rank = (id: string) => {
  const index = CATALOGUE.indexOf(id);
  return index === -1 ? CATALOGUE.length : index;
};

export const SCENES: Scene[] = [...ALL].sort((a, b) => rank(a.id) - rank(b.id));
