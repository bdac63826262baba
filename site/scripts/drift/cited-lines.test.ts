import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {collectCitations, lineFate, pageTables} from './cited-lines';
import {driftReport} from './report';

describe('lineFate', () => {
  const hunks = [
    {start: 1, count: 0, newStart: 2, newCount: 2},
    {start: 5, count: 2, newStart: 7, newCount: 1},
  ];

  it('shifts a line by the lines inserted and removed before it', () => {
    expect(lineFate(hunks, 3)).toEqual({newLine: 5});
    expect(lineFate(hunks, 9)).toEqual({newLine: 10});
  });

  it('reports a line that a hunk replaces', () => {
    expect(lineFate(hunks, 6)).toEqual({changed: hunks[1]});
  });

  it('leaves a line before every hunk where it was', () => {
    expect(lineFate(hunks, 1)).toEqual({newLine: 1});
  });
});

const ours = {
  catalogueVersion: '1.0.0',
  effectiveDefaultRecords: {
    globalSettings: {
      requestDelaySeconds: {value: 10, source: 'src/state.ts:2', boundsSource: 'src/panel.tsx:1'},
      soundVolume: {value: 0.5, source: 'src/state.ts:4'},
    },
  },
  catalogueOverrides: {'claude-code': [{source: 'src/gone.ts:1', note: 'n', apply: () => undefined}]},
  providerFieldSchemas: {'claude-code': {shape: {claudeCodeMaxOutputTokens: {}}}},
};

describe('collectCitations and pageTables', () => {
  it('lists the value and bounds lines of each default and the line of each override', () => {
    expect(collectCitations(ours).map((c) => `${c.subject} ${c.file}:${c.line}`)).toEqual([
      'globalSettings.requestDelaySeconds src/state.ts:2',
      'globalSettings.requestDelaySeconds src/panel.tsx:1',
      'globalSettings.soundVolume src/state.ts:4',
      'model table claude-code src/gone.ts:1',
    ]);
  });

  it('reads the keys and catalogues a page shows from its table components', () => {
    const text = `<SettingsTable\n  schema="globalSettings"\n  keys={['soundVolume', "ttsSpeed"]}\n/>\n<ModelTable provider="claude-code" />\n<ProviderSettingsTable provider="claude-code" />`;
    expect(pageTables(text, ours)).toEqual([
      {kind: 'settings', schema: 'globalSettings', key: 'soundVolume'},
      {kind: 'settings', schema: 'globalSettings', key: 'ttsSpeed'},
      {kind: 'settings', schema: 'providerSettings', key: 'claudeCodeMaxOutputTokens'},
      {kind: 'models', catalogue: 'claude-code'},
    ]);
  });
});

// A stand-in upstream where the release changes one cited line, moves another, deletes a cited file, bumps the
// manifest's version and renames a label.
const V1: Record<string, string | null> = {
  // The report also loads the upstream's types package; an empty one compares as no differences.
  'packages/types/src/index.ts': 'export {};\n',
  'src/state.ts': 'const a = 1;\nconst delay = 10;\nconst b = 2;\nconst volume = 0.5;\n',
  'src/panel.tsx': 'export const min = 5;\n',
  'src/gone.ts': 'export const gone = true;\n',
  'src/package.json': '{"version": "1.0.0", "contributes": {"commands": [{"command": "roo.plusButton"}]}}\n',
  'src/locale.json': '{"save": "Save changes", "cancel": "Cancel"}\n',
  'CHANGELOG.md': '# Changelog\n\n## 1.0.0\n\n- First\n',
};
const V2: Record<string, string | null> = {
  'src/state.ts': '// header\nconst a = 1;\nconst delay = 15;\nconst b = 2;\nconst volume = 0.5;\n',
  'src/gone.ts': null,
  'src/package.json': '{"version": "1.0.1", "contributes": {"commands": [{"command": "roo.plusButton"}]}}\n',
  'src/locale.json': '{"save": "Save", "cancel": "Cancel"}\n',
  'CHANGELOG.md': '# Changelog\n\n## 1.0.1\n\n## 1.0.0\n\n- First\n',
};

const page = (files: string[], body: string) =>
  `---\ntitle: Page\nsources:\n  tag: v1.0.0\n  files:\n${files.map((f) => `    - ${f}\n`).join('')}---\n\n${body}\n`;

describe('driftReport on cited lines and JSON keys', () => {
  let tmp: string;
  let repo: string;
  let docsDir: string;

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cited-lines-test-'));
    repo = path.join(tmp, 'upstream');
    docsDir = path.join(tmp, 'docs');
    const write = (root: string, files: Record<string, string | null>) => {
      for (const [file, text] of Object.entries(files)) {
        const full = path.join(root, file);
        if (text === null) fs.rmSync(full);
        else {
          fs.mkdirSync(path.dirname(full), {recursive: true});
          fs.writeFileSync(full, text);
        }
      }
    };
    fs.mkdirSync(repo);
    const git = (...args: string[]) =>
      execFileSync(
        'git',
        ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args],
        {cwd: repo, stdio: 'ignore'},
      );
    git('init', '-q');
    write(repo, V1);
    git('add', '-A');
    git('commit', '-q', '-m', 'one');
    git('tag', 'v1.0.0');
    write(repo, V2);
    git('add', '-A');
    git('commit', '-q', '-m', 'two');
    git('tag', 'v1.0.1');
    write(docsDir, {
      'settings.mdx': page(
        ['src/package.json', 'src/locale.json'],
        `Click :ui[Save changes].\n\n<SettingsTable schema="globalSettings" keys={['requestDelaySeconds']} />`,
      ),
      'manifest.md': page(['src/package.json', 'CHANGELOG.md'], 'The Roo Code 1.0.0 manifest.'),
      'models.mdx': page(['src/state.ts'], '<ModelTable provider="claude-code" />'),
    });
  });

  afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

  it('lists JSON files by the keys a page mentions, a version bump once, and cited lines by page', () => {
    expect(driftReport({upstream: repo, to: 'v1.0.1', docsDir, ours})).toEqual([
      'Doc sources against v1.0.1',
      '  models.mdx (checked at v1.0.0)',
      '    src/state.ts: +2 -1',
      '  settings.mdx (checked at v1.0.0)',
      '    src/locale.json: keys save',
      '  src/package.json (since v1.0.0, cited by 2 pages, not listed under them): keys version changed, none that a page mentions',
      '  CHANGELOG.md (since v1.0.0, cited by 1 page, not listed under them): only new entries (+2 -0)',
      '  With changed sources: 2 pages',
      '  Up to date: 1 page',
      '',
      'Effective defaults and model overrides: lines cited at v1.0.0 against v1.0.1',
      '  models.mdx',
      '    model table claude-code: src/gone.ts:1: the file is gone at v1.0.1',
      '  settings.mdx',
      '    globalSettings.requestDelaySeconds: src/state.ts:2 changed',
      '      was: const delay = 10;',
      '      now: const delay = 15;',
      '  Unchanged but moved (update the line numbers): 1, e.g. src/state.ts:4 → 5',
      '  Changed or gone: 2; unchanged in place: 1',
      '',
      'Model catalogue: ours against v1.0.1',
      '  No differences',
      '',
      'Settings schemas: ours against v1.0.1',
      '  No differences',
    ]);
  });
});
