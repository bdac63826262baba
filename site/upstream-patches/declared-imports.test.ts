// Every package the code of a workspace imports is declared in that workspace's package.json, so that an upgrade
// of one package cannot silently change another we rely on through hoisting (issue 27). Packages the patches reach
// into are also pinned exactly (versions.test.ts).
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const REPO = path.resolve(__dirname, '..', '..');
const WORKSPACES = ['site', ...fs.readdirSync(path.join(REPO, 'packages')).map((name) => `packages/${name}`)];
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'build-analytics', '.docusaurus', 'dist', 'coverage']);
// Webpack aliases and virtual modules, not packages.
const ALIAS = /^(@site|@theme|@theme-original|@theme-init|@generated)(\/|$)/;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire(?:\.resolve)?\(\s*|^\s*import\s+)['"]([^'"./][^'"]*)['"]/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name)) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(c|m)?[jt]sx?$/.test(entry.name) ? [file] : [];
  });
}

const packageName = (request: string) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/** Installed somewhere the workspace resolves from: a request naming no installed package is a test's sample text. */
const isInstalled = (workspace: string, name: string) =>
  [path.join(REPO, workspace, 'node_modules', name), path.join(REPO, 'node_modules', name)].some((dir) =>
    fs.existsSync(path.join(dir, 'package.json')),
  );

describe.each(WORKSPACES)('imports of %s', (workspace) => {
  it('name only packages its package.json declares', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(REPO, workspace, 'package.json'), 'utf8')) as {
      name: string;
    } & Partial<Record<'dependencies' | 'devDependencies' | 'peerDependencies', Record<string, string>>>;
    const declared = new Set(
      (['dependencies', 'devDependencies', 'peerDependencies'] as const).flatMap((field) =>
        Object.keys(manifest[field] ?? {}),
      ),
    );
    const undeclared = new Set<string>();
    for (const file of sourceFiles(path.join(REPO, workspace))) {
      for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (request.startsWith('node:') || ALIAS.test(request)) continue;
        const name = packageName(request);
        if (builtinModules.includes(name) || declared.has(name) || declared.has(`@types/${name}`)) continue;
        if (name === manifest.name || !isInstalled(workspace, name)) continue;
        undeclared.add(`${name} (${path.relative(REPO, file)})`);
      }
    }
    expect([...undeclared].sort()).toEqual([]);
  });
});
