// Runs one flow in the real VS Code: starts the scripted model and code-server, opens the workbench in Chromium,
// plays each scene's steps, and takes each scene's picture in Dark Modern and then Light Modern at that moment.
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '@roo-code-docs/chromium';
import {encodeShot} from '@roo-code-docs/ui-shots/src/encode.js';
import type {ImageEntry} from '@roo-code-docs/ui-shots/src/manifest.js';
import {calloutSpots, clampBox, outlineRect} from '@roo-code-docs/ui-shots/src/outline.js';
import {chromium, type Frame, type Page} from 'playwright-core';
import sharp from 'sharp';

import {frameRect, snapFrame, textLines, type Box, type TextPiece} from './frame.js';
import {startGallery, type LocalGallery} from './gallery.js';
import {startScriptedModel} from './model.js';
import {cropRegion, narrowRect} from './narrow.js';
import type {Flow, Step, Target, VsScene} from './scene.js';
import type {SetupPaths} from './setup.js';
import {readVsix} from './vsix.js';
import {
  describeTarget,
  locate,
  panelFrame,
  rooImport,
  startCodeServer,
  userSettings,
  waitForPanel,
  THEME_NAMES,
  type ThemeId,
} from './workbench.js';

export const SCALE = 2;
const WEBP = {lossless: true, effort: 6} as const;
/** Generous: a model turn and the extension's work take a while on a loaded machine; a timeout is a failure. */
const TIMEOUT = 90_000;

export interface Shot {
  theme: ThemeId;
  text: string[];
  /** Names of the icon controls inside the frame (aria-label or title), which show no text of their own. */
  controls: string[];
  image: Omit<ImageEntry, 'file'> & {webp: Buffer};
  /** The scene's narrow crop, cut from the same picture, with what is readable inside it. */
  narrow?: {text: string[]; controls: string[]; image: Omit<ImageEntry, 'file'> & {webp: Buffer}};
}

type Log = (line: string) => void;

async function runStep(page: Page, step: Step) {
  if ('click' in step) await (await locate(page, step.click)).first().click({timeout: TIMEOUT});
  else if ('rightClick' in step)
    await (await locate(page, step.rightClick)).first().click({button: 'right', timeout: TIMEOUT});
  else if ('type' in step)
    await (await locate(page, step.type)).first().pressSequentially(step.text, {timeout: TIMEOUT, delay: 10});
  else if ('press' in step) {
    if (step.on) await (await locate(page, step.on)).first().press(step.press, {timeout: TIMEOUT});
    else await page.keyboard.press(step.press);
  } else if ('hover' in step) await (await locate(page, step.hover)).first().hover({timeout: TIMEOUT});
  else if ('scroll' in step) {
    const box = await (await locate(page, step.scroll)).first().boundingBox({timeout: TIMEOUT});
    if (!box) throw new Error(`nothing to scroll: ${describeTarget(step.scroll)}`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, step.by);
    await page.waitForTimeout(1000);
  } else if ('waitFor' in step)
    await (await locate(page, step.waitFor)).first().waitFor({state: 'visible', timeout: step.timeout ?? TIMEOUT});
  else if ('drag' in step) {
    const box = await (await locate(page, step.drag)).first().boundingBox({timeout: TIMEOUT});
    if (!box) throw new Error(`nothing to drag: ${describeTarget(step.drag)}`);
    await dragEdge(page, box, step.edge, step.by);
  } else if ('command' in step) await runCommand(page, step.command);
  else if ('pick' in step) {
    await page.locator('.quick-input-widget input').fill(step.pick);
    await pickRow(page, step.pick);
  } else await page.waitForTimeout(step.wait);
  await page.waitForTimeout(400);
}

/** F1 opens the Command Palette wherever the focus is; the command is picked by its title. */
export async function runCommand(page: Page, title: string) {
  await page.locator('.monaco-workbench').click({position: {x: 200, y: 8}});
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({state: 'visible', timeout: TIMEOUT});
  await input.fill(`>${title}`);
  await pickRow(page, title);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Clicks the row of the open quick pick whose label is exactly this (a filter also lists longer titles). */
async function pickRow(page: Page, label: string) {
  const row = page
    .locator('.quick-input-widget .monaco-list-row')
    .filter({has: page.locator('.label-name', {hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`)})})
    .first();
  await row.waitFor({state: 'visible', timeout: TIMEOUT});
  await row.click();
  await page.waitForTimeout(500);
}

async function boxesOf(page: Page, target: Target): Promise<Box[]> {
  const locator = await locate(page, target);
  const boxes: Box[] = [];
  for (const element of await locator.all()) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

/**
 * Every visible text node of a document (and the value or placeholder of its text fields), in document order, with
 * the part of the window its clipping ancestors leave visible; `within` is the document's own frame in the window
 * (the panel's iframe), which clips it too.
 */
async function textPieces(frame: Frame, doc: string, within: Box): Promise<{text: TextPiece[]; names: TextPiece[]}> {
  const raw = await frame.evaluate(() => {
    type Rect = {x: number; y: number; width: number; height: number};
    type Found = {text: string; box: Rect; el: Element; name: boolean};
    const found: Found[] = [];
    const range = document.createRange();
    // VS Code draws its menus inside a shadow root; the walk goes into open shadow roots where it meets them. Queues
    // and loops, not helper functions: the bundler would wrap a named function in a helper (__name) the page lacks.
    const roots: Node[] = [document.body];
    for (let root = roots.shift(); root; root = roots.shift()) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element && node.shadowRoot) roots.push(node.shadowRoot);
        // Icon buttons: their name is what a step calls them ("New Task"), though no text is drawn.
        if (
          node instanceof HTMLElement &&
          node.matches('a, button, vscode-button, [role="button"], [role="tab"], .action-label') &&
          !node.innerText.trim()
        ) {
          const name = node.getAttribute('aria-label') ?? node.getAttribute('title');
          const r = node.getBoundingClientRect();
          if (name?.trim() && r.width > 0 && node.checkVisibility({visibilityProperty: true, opacityProperty: true})) {
            found.push({text: name, box: {x: r.x, y: r.y, width: r.width, height: r.height}, el: node, name: true});
          }
        }
        if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) {
          if (!node.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
          const r = node.getBoundingClientRect();
          const text = node.value || node.placeholder;
          if (text) found.push({text, box: {x: r.x, y: r.y, width: r.width, height: r.height}, el: node, name: false});
          continue;
        }
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const parent = node.parentElement;
        if (!parent || /^(SCRIPT|STYLE|TEXTAREA|OPTION)$/.test(parent.tagName)) continue;
        if (!parent.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
        // The box of the text without its surrounding blanks: a terminal pads each row with spaces to its width, and
        // that room would put a short line's box across the whole panel, outside any crop narrower than it.
        const content = node.textContent;
        const start = content.length - content.trimStart().length;
        const end = content.trimEnd().length;
        range.setStart(node, start);
        range.setEnd(node, end);
        const r = range.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        found.push({
          text: content.slice(start, end),
          box: {x: r.x, y: r.y, width: r.width, height: r.height},
          el: parent,
          name: false,
        });
      }
    }
    // What each element's overflow-clipping ancestors leave of the document's viewport; null when nothing (a folded
    // output of height 0, a row scrolled out of its list).
    const clips = new Map<Element, Rect | null>();
    const out: {text: string; box: Rect; clip: Rect | null}[] = [];
    const names: typeof out = [];
    for (const item of found) {
      if (!clips.has(item.el)) {
        let clip: Rect | null = {x: 0, y: 0, width: innerWidth, height: innerHeight};
        for (let at: Element | null = item.el; at && clip;) {
          const style = getComputedStyle(at);
          if (at !== document.documentElement && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
            const r = at.getBoundingClientRect();
            const x = Math.max(clip.x, r.x);
            const y = Math.max(clip.y, r.y);
            const right = Math.min(clip.x + clip.width, r.x + r.width);
            const bottom = Math.min(clip.y + clip.height, r.y + r.height);
            clip = right > x && bottom > y ? {x, y, width: right - x, height: bottom - y} : null;
          }
          // A fixed element is not clipped by its ancestors; a shadow root's host continues the chain.
          if (style.position === 'fixed') break;
          const rootNode = at.getRootNode();
          at = at.parentElement ?? (rootNode instanceof ShadowRoot ? rootNode.host : null);
        }
        clips.set(item.el, clip);
      }
      (item.name ? names : out).push({text: item.text, box: item.box, clip: clips.get(item.el) ?? null});
    }
    return {out, names};
  });
  const move = (p: {text: string; box: Box; clip: Box | null}): TextPiece => {
    const shift = (b: Box) => ({...b, x: b.x + within.x, y: b.y + within.y});
    return {text: p.text, doc, box: shift(p.box), clip: p.clip && clampBox(shift(p.clip), within)};
  };
  return {text: raw.out.map(move), names: raw.names.map(move)};
}

/** Every text piece and icon-control name of the workbench and of the panel, in window coordinates. */
async function readPieces(page: Page, viewport: Box): Promise<{text: TextPiece[]; names: TextPiece[]}> {
  const {text, names} = await textPieces(page.mainFrame(), 'workbench', viewport);
  const inner = panelFrame(page);
  const element = inner ? await inner.frameElement() : null;
  const box = element ? await element.boundingBox() : null;
  if (inner && box) {
    const more = await textPieces(inner, 'panel', box);
    text.push(...more.text);
    names.push(...more.names);
  }
  return {text, names};
}

/** The lines readable inside one frame (the full one or the narrow crop), and the icon controls inside it. */
function visibleIn(pieces: {text: TextPiece[]; names: TextPiece[]}, frame: Box): {text: string[]; controls: string[]} {
  // Names are not joined into lines: each is one control's.
  const controls = pieces.names
    .filter((n) => textLines([n], frame).length)
    .map((n) => n.text.replace(/\s+/g, ' ').trim());
  return {text: textLines(pieces.text, frame), controls: [...new Set(controls)]};
}

/**
 * Switches the colour theme as a user would, from the Command Palette's theme picker (writing settings.json is not
 * picked up reliably by code-server's file watcher on a loaded machine), then waits for the workbench and the panel.
 */
export async function applyTheme(page: Page, theme: ThemeId) {
  const cls = theme === 'dark' ? 'vs-dark' : 'vs';
  const current = await page.evaluate(
    (c) => document.querySelector('.monaco-workbench')?.classList.contains(c) ?? false,
    cls,
  );
  if (!current) {
    await runCommand(page, 'Preferences: Color Theme');
    const label = THEME_NAMES[theme].replace(/^Default /, '');
    const input = page.locator('.quick-input-widget input');
    await input.fill(label);
    await pickRow(page, label);
    await page.waitForFunction((c) => document.querySelector('.monaco-workbench')?.classList.contains(c), cls, {
      timeout: 30_000,
    });
  }
  const inner = panelFrame(page);
  if (inner) {
    await inner.waitForFunction((t) => document.body.classList.contains(`vscode-${t}`), theme, {timeout: 30_000});
  }
  await page.waitForTimeout(1000);
}

async function capture(page: Page, scene: VsScene, theme: ThemeId, viewport: Box): Promise<Shot> {
  const fail = (message: string) => new Error(`scene ${scene.id} (${theme}): ${message}`);
  // No focus ring or caret from the last click, and the pointer on the empty part of the title bar, between the
  // command centre (centred, at most about 600 px wide) and the layout buttons (the last 100 px), where no tooltip
  // opens; not while a menu is open, which would close.
  if (!scene.transient?.length) {
    for (const f of [page.mainFrame(), panelFrame(page)]) {
      await f?.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.()).catch(() => undefined);
    }
    await page.mouse.move(viewport.width - 200, 6);
  }
  await page.waitForTimeout(600);

  const setHidden = async (hidden: boolean) => {
    for (const target of scene.hide ?? []) {
      await (
        await locate(page, target)
      ).evaluateAll(
        (els, h) => els.forEach((el) => ((el as HTMLElement).style.visibility = h ? 'hidden' : '')),
        hidden,
      );
    }
  };
  await setHidden(true);
  const boxes = (await Promise.all(scene.frame.map((t) => boxesOf(page, t)))).flat();
  const padded = frameRect(boxes, viewport, scene.padding ?? 0);
  if (!padded) throw fail(`the frame matches nothing visible: ${scene.frame.map(describeTarget).join(', ')}`);
  const pieces = await readPieces(page, viewport);
  const frame = scene.snapRows ? snapFrame(padded, boxes, viewport, pieces.text) : padded;
  const {text, controls} = visibleIn(pieces, frame);
  const missing = missingFrom(scene.expect, text, controls);
  if (missing.length) throw fail(`expected inside the frame but not there: ${missing.map((m) => `"${m}"`).join(', ')}`);
  let narrow: {rect: Box; text: string[]; controls: string[]} | undefined;
  if (scene.narrow) {
    const boxes = (await Promise.all(scene.narrow.frame.map((t) => boxesOf(page, t)))).flat();
    const rect = narrowRect(boxes, frame, scene.narrow.padding ?? 0, scene.id);
    narrow = {rect, ...visibleIn(pieces, rect)};
    const lost = missingFrom(scene.narrow.expect, narrow.text, narrow.controls);
    if (lost.length)
      throw fail(`expected inside the narrow crop but not there: ${lost.map((m) => `"${m}"`).join(', ')}`);
  }

  const overlays: {kind: 'ring' | 'badge'; box: Box; label?: string}[] = [];
  if (scene.outline) {
    const ring = outlineRect(await boxesOf(page, scene.outline), frame);
    if (!ring) throw fail(`the outline matches nothing inside the frame: ${describeTarget(scene.outline)}`);
    overlays.push({kind: 'ring', box: ring});
  }
  // Placed together, as the webview harness does: a title bar's icons sit side by side, and a badge placed alone
  // beside one of them would land on its neighbour.
  const calloutTargets = [];
  for (const {target, side} of scene.callouts ?? []) calloutTargets.push({targets: await boxesOf(page, target), side});
  const spots = calloutSpots(calloutTargets, frame);
  for (const [index, callout] of (scene.callouts ?? []).entries()) {
    const spot = spots[index];
    if (!spot)
      throw fail(`callout "${callout.label}" matches nothing inside the frame: ${describeTarget(callout.target)}`);
    overlays.push({kind: 'badge', box: spot, label: String(index + 1)});
  }
  await page.evaluate(
    ({items}) => {
      for (const item of items) {
        const el = document.createElement('div');
        el.setAttribute('data-vscode-shots-overlay', '');
        Object.assign(el.style, {
          position: 'fixed',
          left: `${item.box.x}px`,
          top: `${item.box.y}px`,
          width: `${item.box.width}px`,
          height: `${item.box.height}px`,
          boxSizing: 'border-box',
          pointerEvents: 'none',
          zIndex: '2147483647',
        });
        if (item.kind === 'ring') Object.assign(el.style, {border: '2px solid #f5a623', borderRadius: '6px'});
        else {
          // The same badge as ui-shots draws: the highlight's colour, dark digits, a dark rim.
          Object.assign(el.style, {
            borderRadius: '50%',
            background: '#f5a623',
            color: '#1e1e1e',
            border: '1.5px solid #1e1e1e',
            font: `bold ${Math.round(item.box.height * 0.6)}px "Segoe UI", sans-serif`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          });
          el.textContent = item.label ?? '';
        }
        document.body.appendChild(el);
      }
    },
    {items: overlays},
  );
  const png = await page.screenshot({clip: frame, animations: 'disabled', caret: 'hide', scale: 'device'});
  await page.evaluate(() => document.querySelectorAll('[data-vscode-shots-overlay]').forEach((el) => el.remove()));
  await setHidden(false);
  const {image} = await encodeShot(png, WEBP);
  if (!narrow) return {theme, text, controls, image};
  // From the same picture, so the crop shows exactly what the frame shows at that moment, overlays included.
  const cut = await sharp(png)
    .extract(cropRegion(narrow.rect, frame, SCALE))
    .png()
    .toBuffer();
  const small = await encodeShot(cut, WEBP);
  return {theme, text, controls, image, narrow: {text: narrow.text, controls: narrow.controls, image: small.image}};
}

const missingFrom = (expected: string[], text: string[], controls: string[]) => {
  const all = [...text, ...controls].join('\n');
  return expected.filter((t) => !all.includes(t));
};

/** Presses on the sash at one edge of a box, halfway along it, and drags it across. */
async function dragEdge(page: Page, box: Box, edge: 'left' | 'right' | 'top', by: number) {
  const from =
    edge === 'top'
      ? {x: box.x + box.width / 2, y: box.y}
      : {x: edge === 'left' ? box.x : box.x + box.width, y: box.y + box.height / 2};
  const to = edge === 'top' ? {x: from.x, y: from.y + by} : {x: from.x + by, y: from.y};
  await page.mouse.move(from.x, from.y);
  await page.waitForTimeout(300);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, {steps: 8});
  await page.mouse.up();
  await page.waitForTimeout(500);
}

/** Drags the sash at the side bar's right edge to the wanted width. */
async function setSidebarWidth(page: Page, width: number) {
  const box = await page.locator('.part.sidebar').boundingBox();
  if (box) await dragEdge(page, box, 'right', width - box.width);
}

export interface FlowResult {
  scene: VsScene;
  shots: Shot[];
}

/** The scenes rendered, and why the flow stopped early if it did: what was rendered before a failure is kept. */
export async function runFlow(
  paths: SetupPaths,
  flow: Flow,
  scratchRoot: string,
  log: Log,
  wanted: (id: string) => boolean,
): Promise<{results: FlowResult[]; error?: Error}> {
  let extensionsDir = flow.withNightly ? paths.nightlyExtensionsDir : paths.extensionsDir;
  if (!extensionsDir) throw new Error(`flow ${flow.id}: needs Roo Code Nightly, which setup did not build`);
  const scratch = path.join(scratchRoot, flow.id);
  // Roo Code found in the Extensions view rather than installed: an empty extensions folder, and a gallery that
  // lists the tag's VSIX; only this flow's code-server is pointed at it.
  let gallery: LocalGallery | undefined;
  if (flow.fromGallery) {
    gallery = await startGallery(readVsix(paths.vsix));
    extensionsDir = `${scratch}-extensions`;
    rmSync(extensionsDir, {recursive: true, force: true});
    mkdirSync(extensionsDir, {recursive: true});
  }
  const model = await startScriptedModel(flow.script);
  const settingsFor = (theme: ThemeId) => (importFile: string, terminalHome: string) =>
    userSettings(theme, flow.configured ? importFile : null, terminalHome, flow.settings);
  const started = Date.now();
  const instance = await startCodeServer(
    {...paths, extensionsDir},
    scratch,
    flow.folder,
    flow.files,
    settingsFor('dark'),
    rooImport(model.baseUrl),
    gallery ? {EXTENSIONS_GALLERY: JSON.stringify(gallery.config)} : {},
  );
  // code-server's path proxy hands /proxy/<port>/… to the gallery, on the workbench's own origin.
  gallery?.setAssetBase(`${new URL(instance.url).origin}/proxy/${gallery.port}`);
  log(`  code-server up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const browserData = mkdtempSync(path.join(tmpdir(), 'vscode-shots-chromium-'));
  const context = await chromium.launchPersistentContext(browserData, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
    viewport: flow.window,
    deviceScaleFactor: SCALE,
    reducedMotion: 'reduce',
    colorScheme: 'dark',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const results: FlowResult[] = [];
  let failure: Error | undefined;
  const page = context.pages()[0] ?? (await context.newPage());
  const viewport: Box = {x: 0, y: 0, ...flow.window};
  try {
    await page.goto(instance.url, {waitUntil: 'domcontentloaded', timeout: TIMEOUT});
    // Without Roo Code installed, the workbench is ready when its Extensions entry is.
    const ready = flow.fromGallery ? 'Extensions' : 'Roo Code';
    await page.locator(`.activitybar [aria-label^="${ready}"]`).first().waitFor({state: 'visible', timeout: TIMEOUT});
    // The settings import says so in a notification once the extension has activated; it is not part of any step.
    if (flow.configured) {
      const toast = page.locator('.notification-toast', {hasText: /import/i});
      await toast
        .first()
        .waitFor({state: 'visible', timeout: 60_000})
        .catch(() => log('  (no import notification)'));
    }
    await runCommand(page, 'Notifications: Clear All Notifications');
    if (flow.sidebarWidth) await setSidebarWidth(page, flow.sidebarWidth);
    log(`  workbench ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const scene of flow.scenes) {
      const sceneStart = Date.now();
      for (const step of scene.steps) {
        try {
          await runStep(page, step);
        } catch (error) {
          throw new Error(
            `scene ${scene.id}: step ${JSON.stringify(step)} failed: ${(error as Error).message.split('\n')[0]}` +
              (model.problems.length ? `; model: ${model.problems.join('; ')}` : ''),
          );
        }
      }
      if (!wanted(scene.id)) continue;
      if (!flow.fromGallery) await waitForPanel(page).catch(() => undefined);
      const shots: Shot[] = [];
      for (const theme of ['dark', 'light'] as const) {
        await applyTheme(page, theme);
        // Menus close when the theme changes, so what only lasts a moment is opened again for each picture.
        for (const step of scene.transient ?? []) await runStep(page, step);
        shots.push(await capture(page, scene, theme, viewport));
        if (scene.transient?.length) await page.keyboard.press('Escape');
      }
      await applyTheme(page, 'dark');
      results.push({scene, shots});
      log(`  ok ${scene.id} ${((Date.now() - sceneStart) / 1000).toFixed(1)} s`);
    }
    if (model.problems.length) throw new Error(`flow ${flow.id}: the scripted model: ${model.problems.join('; ')}`);
  } catch (error) {
    if (process.env.VSCODE_SHOTS_FAILURES) {
      await page
        .screenshot({path: path.join(process.env.VSCODE_SHOTS_FAILURES, `${flow.id}.png`)})
        .catch(() => undefined);
    }
    failure = error instanceof Error ? error : new Error(String(error));
  } finally {
    await context.close();
    await instance.stop();
    await model.close();
    if (gallery) {
      await gallery.close();
      log(`  gallery: ${gallery.requests.length} requests: ${[...new Set(gallery.requests)].join(', ')}`);
      if (gallery.unanswered.length) log(`  gallery: not answered: ${gallery.unanswered.join(', ')}`);
    }
    rmSync(browserData, {recursive: true, force: true});
  }
  return failure ? {results, error: failure} : {results};
}
