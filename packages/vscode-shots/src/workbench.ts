// Starts code-server on a fresh workspace and user-data folder, opens it in Chromium, and finds things in the
// workbench and in the Roo Code panel (the webview's inner frame).
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';

import type {Frame, Locator, Page} from 'playwright-core';

import {MODEL_ID} from './model.js';
import type {Target} from './scene.js';
import type {SetupPaths} from './setup.js';

export const THEME_NAMES = {dark: 'Default Dark Modern', light: 'Default Light Modern'} as const;
export type ThemeId = keyof typeof THEME_NAMES;

/** What a reader of a first-run page would not see in their own window, or what only adds noise to a figure. */
export function userSettings(
  theme: ThemeId,
  importFile: string | null,
  terminalHome: string,
  extra: Record<string, unknown> = {},
) {
  return {
    'workbench.colorTheme': THEME_NAMES[theme],
    'security.workspace.trust.enabled': false,
    'workbench.startupEditor': 'none',
    'workbench.tips.enabled': false,
    'workbench.welcomePage.walkthroughs.openOnInstall': false,
    // VS Code 1.104 opens its own Chat view in the secondary side bar on first start.
    'chat.disableAIFeatures': true,
    'workbench.secondarySideBar.defaultVisibility': 'hidden',
    'extensions.autoCheckUpdates': false,
    'extensions.autoUpdate': false,
    'update.mode': 'none',
    'telemetry.telemetryLevel': 'off',
    ...(importFile ? {'roo-cline.autoImportSettingsPath': importFile} : {}),
    // The terminal's shell reads its start-up file from a home folder of the run's own (see TERMINAL_BASHRC).
    'terminal.integrated.env.linux': {HOME: terminalHome},
    ...extra,
  };
}

/** Roo Code's own settings export, imported on activation: the scripted model as an OpenAI-compatible profile. */
export function rooImport(baseUrl: string) {
  return {
    providerProfiles: {
      currentApiConfigName: 'default',
      apiConfigs: {
        default: {
          id: 'docs-scripted',
          apiProvider: 'openai',
          openAiBaseUrl: baseUrl,
          openAiApiKey: 'not-a-real-key',
          openAiModelId: MODEL_ID,
        },
      },
    },
    globalSettings: {
      mode: 'code',
      telemetrySetting: 'disabled',
      // The release announcement would cover the chat on first start; a user closes it once and never sees it again.
      lastShownAnnouncementId: 'sep-2025-code-supernova-1m',
      // Roo waits 5 s for a new terminal's shell integration, then runs the command without the terminal. bash with
      // this machine's start-up files took longer than that under load in some runs, so the same flow showed the
      // terminal in one run and the fallback's warning in the next.
      terminalShellIntegrationTimeout: 30_000,
    },
  };
}

/**
 * The only start-up file of the terminal's bash. The machine's own files named the user, the host and the scratch
 * folder's whole path in the prompt (wrapping the command onto a second line), and took long enough under load that
 * Roo sent its command before the first prompt: the shell then echoed the command on a line of its own, in some runs
 * and not in others. The prompt is the folder's name.
 */
export const TERMINAL_BASHRC = "PS1='\\W $ '\n";

const FIXED_PORT = 8417;
const STARTUP_TIMEOUT = 120_000;

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Instance {
  url: string;
  workspace: string;
  userData: string;
  settingsFile: string;
  importFile: string;
  process: ChildProcess;
  log: string[];
  stop: () => Promise<void>;
}

export async function startCodeServer(
  paths: SetupPaths,
  scratch: string,
  folder: string,
  files: Record<string, string>,
  /** The user settings, given where Roo Code's import file and the terminal's home folder lie. */
  settings: (importFile: string, terminalHome: string) => Record<string, unknown>,
  rooSettings: unknown,
  /** Extra environment for code-server (EXTENSIONS_GALLERY, for the flow with a local gallery). */
  env: Record<string, string> = {},
): Promise<Instance> {
  rmSync(scratch, {recursive: true, force: true});
  const workspace = path.join(scratch, folder);
  const userData = path.join(scratch, 'user-data');
  mkdirSync(workspace, {recursive: true});
  mkdirSync(path.join(userData, 'User'), {recursive: true});
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(workspace, name)), {recursive: true});
    writeFileSync(path.join(workspace, name), content);
  }
  const importFile = path.join(scratch, 'roo-settings.json');
  writeFileSync(importFile, JSON.stringify(rooSettings, null, 2));
  const settingsFile = path.join(userData, 'User', 'settings.json');
  const terminalHome = path.join(scratch, 'home');
  mkdirSync(terminalHome, {recursive: true});
  writeFileSync(path.join(terminalHome, '.bashrc'), TERMINAL_BASHRC);
  writeFileSync(settingsFile, JSON.stringify(settings(importFile, terminalHome), null, 2));

  // A fixed port where it is free: the Extensions view names the server (127.0.0.1:<port>) in a section heading.
  const port = (await portIsFree(FIXED_PORT)) ? FIXED_PORT : await freePort();
  const log: string[] = [];
  const child = spawn(
    path.join(paths.nodeBin, 'node'),
    [
      path.join(paths.codeServer, 'out', 'node', 'entry.js'),
      '--auth',
      'none',
      '--bind-addr',
      `127.0.0.1:${port}`,
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-workspace-trust',
      '--disable-getting-started-override',
      '--user-data-dir',
      userData,
      '--extensions-dir',
      paths.extensionsDir,
      workspace,
    ],
    {
      // A locale the machine has: the terminal's shell otherwise prints setlocale warnings into the command output.
      env: {
        ...process.env,
        PATH: `${paths.nodeBin}:${process.env.PATH ?? ''}`,
        LC_ALL: 'C.UTF-8',
        LANG: 'C.UTF-8',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own, so stopping it also stops the extension host it forks, which would otherwise
      // outlive it and hold the next run's user-data folder.
      detached: true,
    },
  );
  child.stdout?.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
  const url = `http://127.0.0.1:${port}/?folder=${encodeURIComponent(workspace)}`;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const stop = async () => {
    if (child.exitCode === null) {
      signalGroup('SIGTERM');
      await new Promise((r) => {
        child.once('exit', r);
        setTimeout(r, 5000);
      });
    }
    // What did not stop on SIGTERM (an extension host busy at exit) is stopped for good.
    signalGroup('SIGKILL');
  };
  // Slow to answer on a loaded machine; when it never does, it is stopped before the error: a code-server left
  // running would take the next flow's folder in its own window (a second instance hands its folder to the first).
  const deadline = Date.now() + STARTUP_TIMEOUT;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`code-server exited: ${log.join('').slice(-800)}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`, {signal: AbortSignal.timeout(5000)}).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`code-server did not answer in ${STARTUP_TIMEOUT / 1000} s: ${log.join('').slice(-800)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {url, workspace, userData, settingsFile, importFile, process: child, log, stop};
}

/** The Roo Code panel's document: the inner frame of the webview whose extension is Roo Code. */
export function panelFrame(page: Page): Frame | null {
  const outer = page.frames().find((f) => /extensionId=RooVeterinaryInc\.roo-cline/i.test(f.url()));
  return outer?.childFrames()[0] ?? null;
}

export async function waitForPanel(page: Page, timeout = 90_000): Promise<Frame> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const frame = panelFrame(page);
    if (
      frame &&
      (await frame
        .locator('#root *')
        .count()
        .catch(() => 0)) > 0
    )
      return frame;
    if (Date.now() > deadline) throw new Error('the Roo Code panel did not appear');
    await page.waitForTimeout(500);
  }
}

export async function locate(page: Page, target: Target): Promise<Locator> {
  const root = target.in === 'panel' ? await waitForPanel(page) : page;
  const locator = root.locator(target.css);
  return target.text ? locator.filter({hasText: target.text}) : locator;
}

export const describeTarget = (t: Target) => `${t.in} ${t.css}${t.text ? ` (with "${t.text}")` : ''}`;
