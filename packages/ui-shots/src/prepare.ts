// Turns a tag of Roo Code into a built webview in a scratch cache outside the repository. Each step leaves a marker
// file, so a second run (or a run after a failure half-way) redoes only what is missing.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, realpathSync} from 'node:fs';
import {homedir} from 'node:os';
import path from 'node:path';

export interface Prepared {
  /** The exported source tree of the tag. */
  srcDir: string;
  /** The webview's Vite output (index.html, assets/). */
  buildDir: string;
}

/** --cache wins; else $XDG_CACHE_HOME/roo-ui-shots, else ~/.cache/roo-ui-shots. */
export function cacheRoot(override?: string): string {
  if (override) return path.resolve(override);
  return path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'roo-ui-shots');
}

/** A bare git dir is used as is; a clone's work tree is read through its .git folder. */
export function gitDirOf(upstream: string): string {
  const dotGit = path.join(upstream, '.git');
  return existsSync(dotGit) ? dotGit : upstream;
}

function run(cmd: string, args: string[], cwd: string, log: (line: string) => void): void {
  log(`$ ${cmd} ${args.join(' ')}  (in ${cwd})`);
  execFileSync(cmd, args, {cwd, stdio: ['ignore', 'inherit', 'inherit'], env: {...process.env, CI: 'true'}});
}

function step(marker: string, log: (line: string) => void, name: string, work: () => void): void {
  if (existsSync(marker)) {
    log(`${name}: cached`);
    return;
  }
  const started = Date.now();
  work();
  writeFileSync(marker, new Date().toISOString());
  log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Links the extension package would provide: the webview imports ../src/shared, which imports these two. */
function linkSharedDeps(srcDir: string): void {
  const nm = path.join(srcDir, 'src', 'node_modules');
  mkdirSync(path.join(nm, '@roo-code'), {recursive: true});
  const links: [string, string][] = [
    [path.join(nm, '@roo-code', 'types'), path.join(srcDir, 'packages', 'types')],
    [path.join(nm, 'zod'), realpathSync(path.join(srcDir, 'webview-ui', 'node_modules', 'zod'))],
  ];
  for (const [link, target] of links) {
    rmSync(link, {force: true, recursive: true});
    symlinkSync(target, link);
  }
}

export function prepare(
  upstream: string,
  tag: string,
  log: (line: string) => void = console.log,
  cache?: string,
): Prepared {
  const root = cacheRoot(cache);
  const tagDir = path.join(root, tag.replace(/[^\w.-]/g, '_'));
  const srcDir = path.join(tagDir, 'src');
  const store = path.join(root, 'pnpm-store');
  mkdirSync(tagDir, {recursive: true});

  step(path.join(tagDir, '.exported'), log, 'export', () => {
    rmSync(srcDir, {recursive: true, force: true});
    mkdirSync(srcDir, {recursive: true});
    const archive = execFileSync('git', ['--git-dir', gitDirOf(upstream), 'archive', '--format=tar', tag], {
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', srcDir], {input: archive, maxBuffer: 1 << 30});
  });

  step(path.join(tagDir, '.installed'), log, 'install', () => {
    const manifest = JSON.parse(readFileSync(path.join(srcDir, 'package.json'), 'utf8')) as {packageManager?: string};
    const pm = manifest.packageManager ?? '';
    if (!pm.startsWith('pnpm@')) throw new Error(`${tag}: packageManager is "${pm}", this harness knows only pnpm`);
    const pnpm = pm.split('+')[0]!;
    // Fetched on its own first, so the run's figures tell the download of pnpm from the install.
    const fetched = Date.now();
    run('npx', ['--yes', pnpm, '--version'], srcDir, log);
    log(`pnpm (${pnpm}): ${((Date.now() - fetched) / 1000).toFixed(1)} s`);
    run(
      'npx',
      [
        '--yes',
        pnpm,
        'install',
        '--frozen-lockfile',
        '--ignore-scripts',
        '--filter',
        '@roo-code/vscode-webview...',
        '--store-dir',
        store,
      ],
      srcDir,
      log,
    );
    linkSharedDeps(srcDir);
  });

  // The webview's Vite config writes into the extension package, where the extension serves it from.
  const buildDir = path.join(srcDir, 'src', 'webview-ui', 'build');
  step(path.join(tagDir, '.built'), log, 'build', () => {
    // Only the Vite half of the webview's build script: the type check adds nothing to a screenshot.
    run('node', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], path.join(srcDir, 'webview-ui'), log);
  });
  return {srcDir, buildDir};
}
