// Builds one search index for plugins/parallel-search-index.ts with the local-search plugin's own buildIndex, so
// the result is what the plugin would write, and sends it back as the JSON text of the index file.
import {createRequire} from 'node:module';
import path from 'node:path';
import {parentPort, workerData} from 'node:worker_threads';

const requireFromSite = createRequire(path.join(workerData.siteDir, 'package.json'));
const {buildIndex} = requireFromSite('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js');
parentPort.postMessage(JSON.stringify(buildIndex(workerData.documents, workerData.options)));
