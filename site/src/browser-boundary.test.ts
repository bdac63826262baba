import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';
import type {ModuleOverride} from '../upstream-patches/module-overrides';

// Lints text as if it were a file of the site, with the repository's own config, to show the boundary rule holds.
// Only that rule runs, without the TypeScript program the config's type-aware rules need (seconds to build, and
// rebuilt for each text): the rule reads import declarations and `import type`, syntax the parser gives without types.
const ROOT = path.resolve(__dirname, '../..');
const RULE = 'boundary/browser-imports';
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ruleId}) => ruleId === RULE,
  overrideConfig: {languageOptions: {parserOptions: {projectService: false}}},
});
const BROWSER_FILE = 'site/src/lib/format-count.ts';
const PATCH_CLIENT_FILE = 'site/upstream-patches/calm-hydration/client/use-window-size.ts';

async function linesFlagged(code: string, filePath = BROWSER_FILE): Promise<number[]> {
  const [result] = await eslint.lintText(code, {filePath});
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.line);
}
const ruleIsOn = async (file: string) => {
  const config = (await eslint.calculateConfigForFile(file)) as {rules?: Record<string, unknown[]>} | undefined;
  const setting = config?.rules?.[RULE];
  return Array.isArray(setting) && setting[0] === 2;
};

// The first lint loads ESLint's whole configuration, several seconds on a busy machine: not a timing, just slow work.
describe('the browser-code import allowlist', {timeout: 30_000}, () => {
  it('rejects every package not on the list, Node-only or merely unlisted', async () => {
    const code = [
      "import fs from 'node:fs';",
      "import path from 'path';",
      "import Prism from 'prismjs';",
      "import {unified} from 'unified';",
      "import {getDomain} from 'tldts';",
      "import {posixPath} from '@docusaurus/utils';",
      "import * as pagefind from 'pagefind';",
      "import send from 'send';",
      "import {Parser} from 'htmlparser2';",
      "import leftPad from 'left-pad';",
      "import {useState} from 'react';",
      "import Link from '@docusaurus/Link';",
      "import Layout from '@theme/Layout';",
      "import {useDoc} from '@docusaurus/plugin-content-docs/client';",
      "import {modeConfigSchema} from '@roo-code-docs/types';",
      'export const all = [fs, path, Prism, unified, getDomain, posixPath, pagefind, parseRange, Parser, leftPad];',
      'export const fine = [useState, Link, Layout, useDoc, modeConfigSchema];',
    ].join('\n');
    expect(await linesFlagged(code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('rejects local modules outside site/src and the patches client folders; by type only the build-time layers', async () => {
    const code = [
      "import {docFileFor} from '../../build-lib/doc-files';",
      "import {tokenize} from '@site/build-lib/code-highlight/tokenize';",
      "import counts from '@site/plugins/counts';",
      "import config from '../../docusaurus.config';",
      "import {OVERRIDES} from '../../upstream-patches/calm-hydration';",
      "import {cachedCount} from './cached-count';",
      "import {whenIdle} from '@site/src/lib/when-idle';",
      "import {yieldToMain} from '../../upstream-patches/calm-hydration/client/yield-to-main';",
      "import type {StaticData} from '@site/build-lib/static-props/builders';",
      "import {type BakedCounts} from '@site/plugins/counts';",
      "export type {PatchCounts} from '../../upstream-patches/module-overrides';",
      'export const all = [docFileFor, tokenize, counts, config, OVERRIDES, cachedCount, whenIdle, yieldToMain];',
      "export type T = StaticData<'ModelTable'> | BakedCounts;",
    ].join('\n');
    expect(await linesFlagged(code)).toEqual([1, 2, 3, 4, 5, 9, 10]);
  });

  it('accepts the shared data contract by type, from site/src on either side', async () => {
    const code = [
      "import type {StaticData} from '@site/src/lib/static-props/data';",
      "import type {BakedCounts} from '../data/counts';",
      "export type T = StaticData<'ModelTable'> | BakedCounts;",
    ].join('\n');
    expect(await linesFlagged(code)).toEqual([]);
  });

  it('rejects the same requests made lazily with import(), and any require()', async () => {
    const code = [
      "export const a = () => import('node:fs');",
      "export const b = () => import('remark-gfm');",
      "export const c = () => import('@site/build-lib/doc-files');",
      "export const d = require('mark.js');",
      "export const e = () => import('mark.js');",
      "export const f = () => import('./format-count');",
    ].join('\n');
    expect(await linesFlagged(code)).toEqual([1, 2, 3, 4]);
  });

  it("holds in a patch's client folder, which may not reach its own Node-side registration", async () => {
    const code = [
      "import path from 'node:path';",
      "import {OVERRIDES} from '../index';",
      "import {yieldToMain} from './yield-to-main';",
      "import {whenIdle} from '../../../src/lib/when-idle';",
      'export const all = [path, OVERRIDES, yieldToMain, whenIdle];',
    ].join('\n');
    expect(await linesFlagged(code, PATCH_CLIENT_FILE)).toEqual([1, 2]);
  });

  it('applies to a new browser file in any folder without editing the config, and to no Node-side file', async () => {
    expect(await ruleIsOn('site/src/some-new-folder/deep/Widget.tsx')).toBe(true);
    expect(await ruleIsOn('site/upstream-patches/a-future-patch/client/stand-in.ts')).toBe(true);
    expect(await ruleIsOn('site/upstream-patches/a-future-patch/index.ts')).toBe(false);
    expect(await ruleIsOn('site/src/lib/format-count.test.ts')).toBe(false);
    expect(await ruleIsOn('site/build-lib/doc-files.ts')).toBe(false);
  });
});

// The rule knows a patch's browser files by their folder; this keeps every file a patch swaps into the browser bundle
// in that folder, whatever the patch is called.
describe("the upstream patches' browser files", () => {
  const patchesDir = path.resolve(__dirname, '../upstream-patches');
  const patches = fs.readdirSync(patchesDir).filter((name) => fs.existsSync(path.join(patchesDir, name, 'index.ts')));

  class FakeReplacement {
    constructor(readonly request: RegExp) {}
  }
  const registeredForClient = (plugin: Plugin): RegExp[] => {
    const bundler = {currentBundler: {instance: {NormalModuleReplacementPlugin: FakeReplacement}}};
    const result = plugin.configureWebpack?.({}, false, bundler as never, {}) as {plugins?: unknown[]} | undefined;
    return (result?.plugins ?? []).filter((p) => p instanceof FakeReplacement).map((p) => p.request);
  };

  it.each(patches)('%s: each file it adds to the client bundle is in client/ or src/theme', async (name) => {
    const module = (await import(path.join(patchesDir, name, 'index.ts'))) as {
      // Theme-copy patches register no plugin: their files are in site/src/theme.
      default?: () => Plugin;
      OVERRIDES?: ModuleOverride[];
      THEME_FILES?: string[];
    };
    // Theme copies take effect only at their src/theme path, which the rule covers.
    for (const file of module.THEME_FILES ?? []) {
      expect(file).toMatch(/^src\/theme\//);
      expect(fs.existsSync(path.join(patchesDir, '..', file)), file).toBe(true);
    }
    const forClient = (module.OVERRIDES ?? []).filter(({bundles}) => bundles !== 'server');
    // An override registered without the OVERRIDES export would escape this check.
    const registered = module.default ? registeredForClient(module.default()) : [];
    expect(registered.map(String)).toEqual(forClient.map(({request}) => String(request)));
    for (const {replacement} of forClient) {
      expect(path.relative(path.join(patchesDir, name, 'client'), replacement)).not.toMatch(/^\.\./);
    }
  });
});
