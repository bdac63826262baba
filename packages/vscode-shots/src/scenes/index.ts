// Every flow, in the order they run.
import type {Flow} from '../scene.js';
import {applyDiff} from './apply-diff.js';
import {codeActions} from './code-actions.js';
import {firstTask} from './first-task.js';
import {install} from './install.js';
import {marketplace} from './marketplace.js';
import {mcpFiles} from './mcp-files.js';
import {nightlySideBySide} from './nightly.js';
import {problems} from './problems.js';
import {secondarySideBar} from './secondary-side-bar.js';

export const FLOWS: Flow[] = [
  install,
  marketplace,
  firstTask,
  applyDiff,
  secondarySideBar,
  codeActions,
  problems,
  mcpFiles,
  nightlySideBySide,
];
