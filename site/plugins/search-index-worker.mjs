// Builds one search index for plugins/parallel-search-index.ts with the local-search plugin's own buildIndex (its
// module path comes with the job), so the result is what the plugin would write, sent back as the file's JSON text.
import {createRequire} from 'node:module';
import {parentPort, workerData} from 'node:worker_threads';

const {buildIndex} = createRequire(import.meta.url)(workerData.buildIndexModule);
parentPort.postMessage(JSON.stringify(buildIndex(workerData.documents, workerData.options)));
