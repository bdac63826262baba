/** Runs the modes validator off the main thread, so a slow file cannot hold up other requests (see modes-runner). */
import {parentPort} from 'node:worker_threads';
import {validateModesFile} from './modes';
import {capIssues} from './modes-runner';

// Cut here, in the worker: copying 264,000 problems back to the main thread would hold it for most of a second.
parentPort?.on('message', (content: string) => {
  parentPort?.postMessage(capIssues(validateModesFile(content)));
});
