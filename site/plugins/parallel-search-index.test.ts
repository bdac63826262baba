import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Props} from '@docusaurus/types';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import parallelSearchIndex, {SEARCH_PLUGIN, validateOptions} from './parallel-search-index';

const SITE_DIR = path.resolve(__dirname, '..');
const requireFromSite = createRequire(path.join(SITE_DIR, 'package.json'));
const pluginRoot = path.dirname(requireFromSite.resolve(`${SEARCH_PLUGIN}/package.json`));

const page = (title: string, words: string) => `<!doctype html><html><head><title>${title} | Site</title>
<meta name="description" content="About ${title}"></head><body>
<nav class="theme-doc-breadcrumbs"><ul><li><a href="/">Home</a></li><li><span>${title}</span></li></ul></nav>
<article><header><h1>${title}</h1></header><div class="theme-doc-markdown markdown"><p>${words}</p>
<h2 id="setup">Setup</h2><p>Steps to set ${title} up: open settings, then ${words}.</p>
<h3 id="limits">Limits</h3><p>The ${title} limits.</p></div></article></body></html>`;

const PAGES: Record<string, string> = {
  '/faq': page('FAQ', 'questions and answers on tokens'),
  '/features/checkpoints': page('Checkpoints', 'snapshots of the workspace'),
  '/features/modes': page('Modes', 'architect code ask debug'),
  '/providers/anthropic': page('Anthropic', 'claude models and prompt caching'),
  '/update-notes/v3.28.10': page('Roo Code 3.28.10', 'claude sonnet and litellm'),
  '/update-notes/v3.28.9': page('Roo Code 3.28.9', 'supernova context window'),
};

let tmp: string;
const options = () =>
  validateOptions({
    validate: (schema: {validate: (value: unknown) => {value: unknown}}, value: unknown) =>
      schema.validate(value).value,
    options: {
      hashed: true,
      language: ['en'],
      indexBlog: false,
      docsRouteBasePath: ['/'],
      searchContextByPaths: [
        {label: 'Features', path: 'features'},
        {label: 'Providers', path: 'providers'},
        {label: 'Release Notes', path: 'update-notes'},
      ],
      useAllContextsWithNoSearchContext: true,
    },
  } as never);

function siteOutput(name: string): Props {
  const outDir = path.join(tmp, name);
  for (const [route, html] of Object.entries(PAGES)) {
    fs.mkdirSync(path.join(outDir, route), {recursive: true});
    fs.writeFileSync(path.join(outDir, route, 'index.html'), html);
  }
  const docs = Object.keys(PAGES).map((permalink) => ({permalink}));
  return {
    outDir,
    baseUrl: '/',
    routesPaths: ['/', '/search', ...Object.keys(PAGES)],
    siteConfig: {trailingSlash: undefined},
    plugins: [{name: 'docusaurus-plugin-content-docs', content: {loadedVersions: [{path: '/', isLast: true, docs}]}}],
  } as unknown as Props;
}

// The page scan numbers documents with a counter kept in its module, so each run gets the plugin's modules afresh.
function forgetSearchPluginModules() {
  for (const key of Object.keys(requireFromSite.cache))
    if (key.startsWith(pluginRoot)) delete requireFromSite.cache[key];
}

const siteContext = () =>
  ({
    siteDir: SITE_DIR,
    generatedFilesDir: path.join(tmp, 'generated'),
    siteConfig: {themeConfig: {}},
    i18n: {currentLocale: 'en'},
    baseUrl: '/',
  }) as unknown as LoadContext;

const indexFiles = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.startsWith('search-index'))
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]),
  );

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parallel-search-index-'));
});
afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

describe('parallelSearchIndex', () => {
  it('writes the same index files as the search plugin, byte for byte', async () => {
    const context = siteContext();

    forgetSearchPluginModules();
    const ours = siteOutput('ours');
    await parallelSearchIndex(context, options()).postBuild!(ours as never);

    forgetSearchPluginModules();
    const theirs = siteOutput('theirs');
    await (requireFromSite(SEARCH_PLUGIN) as {default: typeof parallelSearchIndex}).default(context, options())
      .postBuild!(theirs as never);

    const expected = indexFiles(theirs.outDir);
    expect(Object.keys(expected)).toEqual([
      'search-index-features.json',
      'search-index-providers.json',
      'search-index-update-notes.json',
      'search-index.json',
    ]);
    expect(JSON.parse(expected['search-index.json']!)[0].documents).toHaveLength(6);
    expect(indexFiles(ours.outDir)).toEqual(expected);
  });

  it('keeps the plugin’s name, theme and client parts', () => {
    const context = siteContext();
    const plugin = parallelSearchIndex(context, options());
    expect(plugin.name).toBe(SEARCH_PLUGIN);
    expect(plugin.getThemePath?.()).toContain(pluginRoot);
  });
});
