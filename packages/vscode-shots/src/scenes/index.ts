// Every flow, in the order they run.
import type {Flow} from '../scene.js';
import {firstTask} from './first-task.js';

export const FLOWS: Flow[] = [firstTask];
