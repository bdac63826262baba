import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

// Lints text as if it were a file of site/src, with the repository's own config, to show the boundary rule holds.
const eslint = new ESLint({cwd: path.resolve(__dirname, '../..')});
const BROWSER_FILE = 'site/src/lib/format-count.ts';

async function linesFlagged(ruleId: string, code: string, filePath = BROWSER_FILE): Promise<number[]> {
  const [result] = await eslint.lintText(code, {filePath});
  return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.line);
}
const restrictedImports = (code: string, filePath?: string) =>
  linesFlagged('@typescript-eslint/no-restricted-imports', code, filePath);
const restrictedCalls = (code: string, filePath?: string) => linesFlagged('no-restricted-syntax', code, filePath);

// The config's type-aware rules build a TypeScript program first, which takes seconds on a busy machine.
describe('the browser-code import rule', {timeout: 120_000}, () => {
  it('rejects Node built-ins, build-time tools, the Public Suffix List and site/build-lib in site/src', async () => {
    const code = [
      "import fs from 'node:fs';",
      "import path from 'path';",
      "import {execSync} from 'child_process';",
      "import Prism from 'prismjs';",
      "import {minifySync} from '@swc/core';",
      "import {unified} from 'unified';",
      "import remarkMdx from 'remark-mdx';",
      "import {getDomain} from 'tldts';",
      "import {docFileFor} from '../../build-lib/doc-files';",
      "import {tokenize} from '@site/build-lib/code-highlight/tokenize';",
      'export const all = [fs, path, execSync, Prism, minifySync, unified, remarkMdx, getDomain, docFileFor, tokenize];',
    ].join('\n');
    expect(await restrictedImports(code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('allows a type-only import from site/build-lib, which is erased before bundling', async () => {
    const code =
      "import type {StaticData} from '@site/build-lib/static-props/builders';\nexport type T = StaticData<'ModelTable'>;\n";
    expect(await restrictedImports(code)).toEqual([]);
  });

  it('rejects the same modules loaded lazily with import(), and any require()', async () => {
    const code = [
      "export const a = () => import('node:fs');",
      "export const b = () => import('fs/promises');",
      "export const c = () => import('remark-gfm');",
      "export const d = () => import('@site/build-lib/doc-files');",
      "export const e = () => import('../../build-lib/llms/markdown');",
      "export const f = () => import('tldts');",
      "export const g = require('mark.js');",
      "export const h = () => import('mark.js');",
      "export const i = () => import('./format-count');",
      "export const j = () => import('posthog-js');",
      "export const k = () => import('fsevents-like-name');",
    ].join('\n');
    expect(await restrictedCalls(code)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves tests and build-side code free to use Node', async () => {
    const code = "import fs from 'node:fs';\nexport const read = fs.readFileSync;\n";
    expect(await restrictedImports(code, 'site/src/lib/format-count.test.ts')).toEqual([]);
    expect(await restrictedImports(code, 'site/build-lib/doc-files.ts')).toEqual([]);
    const lazy = "export const read = () => import('node:fs');\n";
    expect(await restrictedCalls(lazy, 'site/build-lib/doc-files.ts')).toEqual([]);
  });
});
