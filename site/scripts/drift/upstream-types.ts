// Node-only: loads the upstream's packages/types/src at a tag, read from git, as one merged set of exports. The
// files are written to a temp folder and required one by one through tsx, so a file that cannot load (it imports
// a package we do not have) costs only its own exports, and is reported.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {require as tsxRequire} from 'tsx/cjs/api';
import {gitBuffer} from './git';
import type {ModuleExports} from './types-drift';

const TYPES_DIR = 'packages/types/src';
const REPO_ROOT = path.resolve(__dirname, '../../..');
const STAND_IN = 'module.exports = {};\n';

export type LoadedTypes = {exports: ModuleExports; failures: {file: string; reason: string}[]};

function isModuleFile(file: string): boolean {
  return /\.tsx?$/.test(file) && !/\.d\.ts$|\.(test|spec)\.tsx?$/.test(file) && !file.split('/').includes('__tests__');
}

/** The package part of a bare import: `zod/v4` → `zod`, `@scope/pkg/sub` → `@scope/pkg`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function bareImports(source: string): Set<string> {
  const found = new Set<string>();
  for (const [, specifier] of source.matchAll(/(?:from|import|require\()\s*["']([^"'./][^"']*)["']/g)) {
    if (!specifier.startsWith('node:')) found.add(specifier);
  }
  return found;
}

/**
 * Bare imports resolve against our own node_modules when we have the package (zod above all, so both sides use
 * the same zod release line); anything else gets an empty stand-in whose exports read as undefined.
 */
function linkDependencies(dir: string, specifiers: Set<string>): void {
  for (const specifier of [...specifiers].sort()) {
    const name = packageName(specifier);
    const target = path.join(dir, 'node_modules', name);
    const ours = path.join(REPO_ROOT, 'node_modules', name);
    if (!fs.existsSync(target)) {
      fs.mkdirSync(path.dirname(target), {recursive: true});
      if (fs.existsSync(ours)) fs.symlinkSync(ours, target, 'dir');
      else {
        fs.mkdirSync(target);
        fs.writeFileSync(path.join(target, 'package.json'), JSON.stringify({name, main: 'index.js'}));
        fs.writeFileSync(path.join(target, 'index.js'), STAND_IN);
      }
    }
    const sub = specifier.slice(name.length + 1);
    if (sub && !fs.lstatSync(target).isSymbolicLink()) {
      fs.mkdirSync(path.dirname(path.join(target, sub)), {recursive: true});
      fs.writeFileSync(path.join(target, `${sub}.js`), STAND_IN);
    }
  }
}

export function loadUpstreamTypes(repo: string, tag: string): LoadedTypes {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roo-drift-types-'));
  try {
    const archive = gitBuffer(repo, ['archive', '--format=tar', tag, TYPES_DIR]);
    execFileSync('tar', ['-x', '-C', dir], {input: archive, maxBuffer: archive.length * 2 + 1024});
    // CommonJS, so that a stand-in package's missing exports read as undefined instead of failing to link.
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({private: true, type: 'commonjs'}));
    const root = path.join(dir, TYPES_DIR);
    const files = (fs.readdirSync(root, {recursive: true}) as string[])
      .map((file) => file.split(path.sep).join('/'))
      .filter(isModuleFile)
      .sort();
    const specifiers = new Set(
      files.flatMap((file) => [...bareImports(fs.readFileSync(path.join(root, file), 'utf8'))]),
    );
    linkDependencies(dir, specifiers);
    const loaded: LoadedTypes = {exports: {}, failures: []};
    for (const file of files) {
      try {
        const moduleExports = tsxRequire(path.join(root, file), __filename) as ModuleExports;
        for (const [name, value] of Object.entries(moduleExports)) {
          if (name !== 'default' && !(name in loaded.exports)) loaded.exports[name] = value;
        }
      } catch (error) {
        loaded.failures.push({file: `${TYPES_DIR}/${file}`, reason: String((error as Error).message).split('\n')[0]});
      }
    }
    return loaded;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
