/** Runs the modes validator off the main thread, so a slow file cannot hold up other requests (see modes-runner). */
import {parentPort} from 'node:worker_threads';
import {validateModesFile} from './modes';

parentPort?.on('message', ({id, content}: {id: number; content: string}) => {
  parentPort?.postMessage({id, result: validateModesFile(content)});
});
