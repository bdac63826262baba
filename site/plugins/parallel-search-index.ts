// The local-search plugin, with its index built on both CPU cores. After the build it reads every docs page and
// builds, one after another on the main thread, a lunr index per search context plus a whole-site index holding
// every page again (useAllContextsWithNoSearchContext): about 2.5 s of lunr, the largest single-threaded stage left
// in a cold build. This wrapper keeps everything else of the plugin (theme, client, options, page scan) and builds
// the whole-site index in a worker thread while the main thread builds the sections' indexes, about half each.
// The files written are the plugin's, byte for byte (parallel-search-index.test.ts compares them with its own).
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {groupByContext, indexFileName} from '../src/lib/search-index/group-by-context';

export const SEARCH_PLUGIN = '@easyops-cn/docusaurus-search-local';
const UTILS = `${SEARCH_PLUGIN}/dist/server/server/utils`;
const WORKER = path.join(__dirname, 'search-index-worker.mjs');

type Options = Record<string, unknown>;
type Doc = {u: string};
type PluginConfig = {
  hashed?: boolean | 'query' | 'filename';
  searchContextByPaths?: (string | {path: string})[];
  hideSearchBarWithNoSearchContext?: boolean;
  useAllContextsWithNoSearchContext?: boolean;
  language: string[];
  removeDefaultStopWordFilter: string[];
  removeDefaultStemmer?: boolean;
  zhUserDict?: string;
  zhUserDictPath?: string;
};
type VersionData = {outDir: string; paths: unknown[]};
type SearchLocalModule = {
  default: (context: LoadContext, options: Options) => Plugin;
  validateOptions: (args: unknown) => Options;
};

function loadSearchPlugin(siteDir: string) {
  const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
  return {
    plugin: requireFromSite(SEARCH_PLUGIN) as SearchLocalModule,
    processPluginOptions: (
      requireFromSite(`${UTILS}/processPluginOptions.js`) as {
        processPluginOptions: (options: Options, context: LoadContext) => PluginConfig;
      }
    ).processPluginOptions,
    processDocInfos: (
      requireFromSite(`${UTILS}/processDocInfos.js`) as {
        processDocInfos: (props: Props, config: PluginConfig) => VersionData[];
      }
    ).processDocInfos,
    scanDocuments: (
      requireFromSite(`${UTILS}/scanDocuments.js`) as {
        scanDocuments: (paths: unknown[], config: PluginConfig) => Promise<Doc[][]>;
      }
    ).scanDocuments,
    buildIndexModule: requireFromSite.resolve(`${UTILS}/buildIndex.js`),
    buildIndex: (
      requireFromSite(`${UTILS}/buildIndex.js`) as {
        buildIndex: (docs: Doc[][], config: PluginConfig) => unknown;
      }
    ).buildIndex,
  };
}

/** What lunr needs to build an index the way the plugin does; plain data, so it can go to the worker. */
const lunrOptions = (config: PluginConfig) => ({
  language: config.language,
  removeDefaultStopWordFilter: config.removeDefaultStopWordFilter,
  removeDefaultStemmer: config.removeDefaultStemmer,
  zhUserDict: config.zhUserDict,
  zhUserDictPath: config.zhUserDictPath,
});

function buildInWorker(buildIndexModule: string, documents: Doc[][], config: PluginConfig): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {workerData: {buildIndexModule, documents, options: lunrOptions(config)}});
    worker.once('message', (json: string) => resolve(json));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`parallel-search-index: the index worker stopped with exit code ${code}`));
    });
  });
}

export default function parallelSearchIndex(context: LoadContext, options: Options): Plugin {
  const search = loadSearchPlugin(context.siteDir);
  const plugin = search.plugin.default(context, options);
  const config = search.processPluginOptions(options, context);
  if (config.hashed === 'filename') {
    throw new Error('parallel-search-index: hashed: "filename" is not supported; use hashed: true');
  }
  const contextPaths = (config.searchContextByPaths ?? []).map((entry) =>
    typeof entry === 'string' ? entry : entry.path,
  );

  return {
    ...plugin,
    async postBuild(props) {
      for (const version of search.processDocInfos(props, config)) {
        const scanned = await search.scanDocuments(version.paths, config);
        const indexes = groupByContext(scanned, {
          baseUrl: props.baseUrl,
          contextPaths,
          hideSearchBarWithNoSearchContext: config.hideSearchBarWithNoSearchContext ?? false,
          useAllContextsWithNoSearchContext: config.useAllContextsWithNoSearchContext ?? false,
        });
        const write = (contextPath: string, json: string) =>
          fs.writeFile(path.join(version.outDir, indexFileName('search-index{dir}.json', contextPath)), json, 'utf8');
        // The largest index goes to the worker; with sections, that is the whole-site one, as large as the rest.
        const [largest, ...others] = [...indexes].sort(([, a], [, b]) => documentCount(b) - documentCount(a));
        const inWorker = largest ? buildInWorker(search.buildIndexModule, largest[1], config) : Promise.resolve('');
        for (const [contextPath, documents] of others) {
          await write(contextPath, JSON.stringify(search.buildIndex(documents, config)));
        }
        if (largest) await write(largest[0], await inWorker);
      }
    },
  };
}

const documentCount = (lists: Doc[][]) => lists.reduce((total, docs) => total + (docs?.length ?? 0), 0);

export function validateOptions(args: {validate: unknown; options: unknown}): Options {
  const requireFromHere = createRequire(__filename);
  return (requireFromHere(SEARCH_PLUGIN) as SearchLocalModule).validateOptions(args);
}
