import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {driftReport} from './report';
import {makeTaggedRepo, writeFiles} from './test-repo';
import {loadUpstreamTypes} from './upstream-types';

// A stand-in upstream: two tags, v1.0.0 and v2.0.0, with the kinds of change the report exists to catch.
const V1: Record<string, string> = {
  'packages/types/src/model.ts': `import {z} from 'zod';
export const modelInfoSchema = z.object({
  contextWindow: z.number(),
  maxTokens: z.number().optional(),
  inputPrice: z.number().optional(),
  outputPrice: z.number().optional(),
  supportsPromptCache: z.boolean(),
  description: z.string().optional(),
});
`,
  'packages/types/src/providers/anthropic.ts': `import type {z} from 'zod';
export const anthropicModels = {
  'claude-a': {contextWindow: 200000, maxTokens: 8192, inputPrice: 3, outputPrice: 15, supportsPromptCache: true, description: 'First'},
} as const;
`,
  'packages/types/src/global-settings.ts': `import {z} from 'zod';
export const globalSettingsSchema = z.object({
  mode: z.enum(['code', 'ask']).default('code'),
  maxReadFileLine: z.number().min(-1).optional(),
});
`,
  'src/core/tools/readFileTool.ts': 'export const one = 1;\nexport const two = 2;\nexport const three = 3;\n',
  'src/core/tools/oldTool.ts': 'export function oldTool() {\n  return "moved, not changed";\n}\n',
  'src/core/gone.ts': 'export const gone = "this file is deleted in v2";\n',
  'src/core/tools/caseTool.ts': 'export const caseTool = "rewritten under a capitalised name";\n',
  'src/stable.ts': 'export const stable = true;\n',
};

const V2: Record<string, string | null> = {
  'packages/types/src/providers/anthropic.ts': `export const anthropicModels = {
  'claude-a': {contextWindow: 200000, maxTokens: 8192, inputPrice: 3.5, outputPrice: 15, supportsPromptCache: true, description: 'First'},
  'claude-b': {contextWindow: 100000, supportsPromptCache: false},
} as const;
`,
  'packages/types/src/global-settings.ts': `import {z} from 'zod';
export const globalSettingsSchema = z.object({
  mode: z.enum(['code', 'ask', 'architect']).default('ask'),
  maxReadFileLine: z.number().min(0).optional(),
  autoCondense: z.boolean().optional(),
});
`,
  'src/core/tools/readFileTool.ts':
    'export const one = 1;\nexport const two = "two";\nexport const three = 3;\nexport const four = 4;\n',
  'src/core/gone.ts': null,
  'src/core/tools/oldTool.ts': null,
  'src/core/tools/newTool.ts': V1['src/core/tools/oldTool.ts'],
  'src/core/tools/caseTool.ts': null,
  'src/other/gone.ts': 'export const unrelated = [1, 2, 3];\n',
  'src/core/tools/CaseTool.tsx':
    'class CaseTool {\n  run(): number {\n    return 42;\n  }\n}\nexport default CaseTool;\n',
};

const page = (tag: string, files: string[]) =>
  `---\ntitle: Page\nsources:\n  tag: ${tag}\n  files:\n${files.map((file) => `    - ${file}\n`).join('')}---\n\nText.\n`;

const PAGES: Record<string, string> = {
  'tools/read-file.mdx': page('v1.0.0', ['src/core/tools/readFileTool.ts', 'src/stable.ts']),
  'tools/old.md': page('v1.0.0', ['src/core/tools/oldTool.ts', 'src/core/gone.ts', 'src/core/tools/caseTool.ts']),
  'stable.md': page('v1.0.0', ['src/stable.ts']),
  'current.md': page('v2.0.0', ['src/core/tools/readFileTool.ts']),
  'typo.md': page('v1.0.0', ['src/missing.ts']),
  'future.md': page('v9.9.9', ['src/stable.ts']),
  'no-sources.md': '---\ntitle: Page\n---\n',
};

describe('driftReport', () => {
  let tmp: string;
  let repo: string;
  let docsDir: string;

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-test-'));
    repo = path.join(tmp, 'upstream');
    docsDir = path.join(tmp, 'docs');
    makeTaggedRepo(repo, [
      ['v1.0.0', V1],
      ['v2.0.0', V2],
    ]);
    writeFiles(docsDir, PAGES);
  });

  afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

  it('lists changed, renamed, deleted and unknown sources, then model and settings differences', () => {
    // Our side is the upstream as it was at v1.0.0, so every difference below is one made by v2.0.0.
    const ours = loadUpstreamTypes(repo, 'v1.0.0');
    expect(ours.failures).toEqual([]);
    expect(driftReport({upstream: repo, to: 'v2.0.0', docsDir, ours: ours.exports})).toEqual([
      'Doc sources against v2.0.0',
      '  tools/old.md (checked at v1.0.0)',
      '    src/core/tools/oldTool.ts: renamed to src/core/tools/newTool.ts (+0 -0)',
      '    src/core/gone.ts: deleted',
      '    src/core/tools/caseTool.ts: deleted; new file of that name: src/core/tools/CaseTool.tsx',
      '  tools/read-file.mdx (checked at v1.0.0)',
      '    src/core/tools/readFileTool.ts: +2 -1',
      '  typo.md (checked at v1.0.0)',
      '    src/missing.ts: not in v1.0.0',
      '  Pages citing a deleted or renamed file: tools/old.md',
      '  future.md: the upstream has no tag v9.9.9',
      '  With changed sources: 3 pages',
      '  Up to date: 2 pages',
      '  Without a valid sources block: 1 page (the sources test says why)',
      '',
      'Model catalogue: ours against v2.0.0',
      '  anthropicModels: upstream adds claude-b',
      '  anthropicModels claude-a: inputPrice 3 → 3.5',
      '',
      'Settings schemas: ours against v2.0.0',
      '  globalSettingsSchema.autoCondense: upstream adds this key',
      '  globalSettingsSchema.maxReadFileLine: min -1 → 0',
      '  globalSettingsSchema.mode: default "code" → "ask"',
      '  globalSettingsSchema.mode: values upstream adds "architect"',
    ]);
  });

  it('says so when both sides agree', () => {
    const ours = loadUpstreamTypes(repo, 'v2.0.0').exports;
    const lines = driftReport({upstream: repo, to: 'v2.0.0', docsDir, ours});
    expect(lines.slice(lines.indexOf('Model catalogue: ours against v2.0.0'))).toEqual([
      'Model catalogue: ours against v2.0.0',
      '  No differences',
      '',
      'Settings schemas: ours against v2.0.0',
      '  No differences',
    ]);
  });

  it('refuses a tag the upstream does not have', () => {
    expect(() => driftReport({upstream: repo, to: 'v3.0.0', docsDir, ours: {}})).toThrow(
      `${repo} has no tag or commit v3.0.0`,
    );
  });

  it('refuses a folder that is not a git repository', () => {
    expect(() => driftReport({upstream: docsDir, to: 'v2.0.0', docsDir, ours: {}})).toThrow(
      `${docsDir} is not a git repository`,
    );
  });

  it('reports an upstream file that cannot load and keeps the rest', () => {
    const broken = path.join(tmp, 'broken');
    fs.mkdirSync(broken);
    const git = (...args: string[]) =>
      execFileSync(
        'git',
        ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args],
        {cwd: broken, stdio: 'ignore'},
      );
    git('init', '-q');
    writeFiles(broken, {
      'packages/types/src/a.ts': 'export const aSchema = 1;\n',
      'packages/types/src/b.ts': 'throw new Error("b cannot load");\n',
      'packages/types/src/c.ts':
        'import {thing} from "not-a-package-we-have/sub";\nexport const fromStandIn = thing;\n',
    });
    git('add', '-A');
    git('commit', '-q', '-m', 'one');
    const loaded = loadUpstreamTypes(broken, 'HEAD');
    expect(loaded.failures).toEqual([{file: 'packages/types/src/b.ts', reason: 'b cannot load'}]);
    expect(loaded.exports).toEqual({aSchema: 1, fromStandIn: undefined});
  });
});
