// Every scene, in the order of the catalogue in the repository's conventions (the manifest keeps this order).
import type {Scene} from '../scene.js';
import {animationScenes} from './animations.js';
import {chatFlowScenes} from './chat-flows.js';
import {chatScenes} from './chat.js';
import {explainedScenes} from './explained.js';
import {featureScenes} from './features.js';
import {firstTaskScenes} from './first-task.js';
import {settingsPageScenes} from './settings-pages.js';
import {settingsScenes} from './settings.js';
import {toolRowScenes} from './tool-rows.js';
import {polishScenes} from './polish.js';
import {momentScenes} from './moments.js';
import {viewScenes} from './views.js';

const ALL: Scene[] = [
  ...chatScenes,
  ...settingsScenes,
  ...viewScenes,
  ...featureScenes,
  ...toolRowScenes,
  ...chatFlowScenes,
  ...settingsPageScenes,
  ...explainedScenes,
  ...firstTaskScenes,
  // Animations of a flow (issue 40, item 8): their ids keep the place the stills had in the catalogue.
  ...animationScenes,
  ...polishScenes,
  ...momentScenes,
];

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
  // Feature pages (scenes-features): enhance prompt, browser use, checkpoints, todo list, shell integration,
  // suggested responses, message queueing, MCP, image generation, slash commands.
  'enhance-prompt-before',
  'enhance-prompt-after',
  'browser-session',
  'checkpoint-rows',
  'checkpoint-restore-confirm',
  'todo-edit',
  'shell-fallback-warning',
  'followup-copied',
  'queued-messages',
  'mcp-server-tools',
  'mcp-delete-confirm',
  'mcp-context7',
  'mcp-context7-approval',
  'image-generation-approval',
  'slash-commands-settings',
  // scenes-tools (issue 40): tool approval rows, chat flows, mentions and the chat box.
  'write-new-file',
  'read-batch',
  'list-files-approval',
  'search-files-approval',
  'list-definitions-approval',
  'codebase-search-approval',
  'codebase-search-results',
  'search-replace-approval',
  'insert-content-approval',
  'browser-launch',
  'slash-command-approval',
  'mcp-tool-approval',
  'mcp-resource-approval',
  'command-running',
  'todo-proposed',
  'todo-updated',
  'subtask-approval',
  'subtask-finish',
  'subtask-results',
  'mode-switch-request',
  'api-request-failed',
  'mistake-limit',
  'rate-limit-wait',
  'request-limit-reached',
  'mention-message',
  'mention-files',
  'mention-folders',
  'mention-commits',
  'followup-login',
  'typing-request',
  'queued-message',
  'slash-modes',
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
  // Controls explained (issue 40, agreement): menus opened under the step that lists their options, numbered callouts.
  'task-share-menu',
  'chat-input-controls',
  'settings-layout',
  'history-sort',
  'history-workspace',
  // The first-task tutorial's own story (word_count.py) in the panel.
  'first-task-command-output',
  'first-task-server-running',
  // Fixes after the grading of today's pictures: the progress row of a condense asked for by hand.
  'condensing-progress',
  // Moments the chat-interface and context-mentions pages lacked (s20): the feed, the answer buttons, mention results.
  'chat-feed',
  'chat-action-buttons',
  'mention-problems-result',
  'mention-terminal-result',
  'mention-url-result',
];

const rank = (id: string) => {
  const index = CATALOGUE.indexOf(id);
  return index === -1 ? CATALOGUE.length : index;
};

export const SCENES: Scene[] = [...ALL].sort((a, b) => rank(a.id) - rank(b.id));
