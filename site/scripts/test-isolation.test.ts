import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ISOLATED_TESTS as TYPES_ISOLATED} from '../../packages/types/vitest.config';
import {ISOLATED_TESTS as SITE_ISOLATED} from '../vitest.config';

// Most unit test files of the site and the types package share a module graph (their vitest.config.ts). A file that
// mocks a module, stubs a global or fakes timers there would change what the files after it see, so every such file
// must be on its workspace's isolated list.
const ROOT = path.resolve(__dirname, '../..');
const REPLACES = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|resetModules)\(/;

function testFiles(workspace: string, folder: string): string[] {
  const dir = path.join(ROOT, workspace, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

const replacing = (workspace: string, folders: string[]) =>
  folders
    .flatMap((folder) => testFiles(workspace, folder))
    .filter((file) => REPLACES.test(fs.readFileSync(path.join(ROOT, workspace, file), 'utf8')))
    .sort();

describe('unit tests that replace modules or globals run isolated', () => {
  it('in the site', () => {
    const found = replacing('site', ['src', 'build-lib', 'scripts', 'plugins', 'upstream-patches']);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual([...SITE_ISOLATED].sort());
  });

  it('in the types package', () => {
    expect(replacing('packages/types', ['src', 'scripts'])).toEqual([...TYPES_ISOLATED].sort());
  });
});
