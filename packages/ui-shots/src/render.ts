// Renders one scene in one theme: a fresh browser context, the fake host, the scene's messages and actions, checks,
// then the cropped screenshot with the outline drawn from the selector's boxes.
import type {Browser, Locator, Page} from 'playwright-core';
import sharp, {type WebpOptions} from 'sharp';

import {fakeVsCodeApiScript, ORIGIN, pageHtml, routeHost, type HostPaths, type RequestLog} from './host.js';
import type {AnimationEntry, ImageEntry} from './manifest.js';
import {MAX_EMPTY_SHARE} from './bands.js';
import {encodeAnimation, encodeShot, MAX_ANIMATION_BYTES, type EncodedAnimation} from './encode.js';
import {calloutSpots, clampBox, cropRect, outlineRect, unionBoxes, type Box, type CalloutTarget} from './outline.js';
import {clearHiddenParts, snapToRows} from './snap.js';
import {clickUntilShown, SHOWN_WITHIN_MS, STEADY_FRAMES, untilSteady} from './settle-click.js';
import type {ExtensionMessageFixture, Scene, SceneAction} from './scene.js';
import {linesInFrame, missingFromFrame, type TextRun} from './text.js';
import {retryDetached} from './retry-detached.js';
import {NOW} from './state.js';
import {EMOJI_FAMILY, THEMES, type ThemeId, type VariableDump} from './theme.js';

export const WIDTH = 420;
export const SCALE = 2;
/** The viewport's height when a scene names none, in CSS px. */
export const DEFAULT_HEIGHT = 700;
/**
 * The tallest frame, in CSS px. Taller, the page would show it narrower than a phone can read (the figure is sized to
 * fit the screen's height) or as several screens of one picture: such a scene is two moments, or framed too widely.
 */
export const MAX_FRAME_HEIGHT = 1000;
const SETTLE_MS = 700;

/**
 * Same-origin paths the webview asks for that no file answers, each with why that is harmless. Everything else that
 * 404s, and every other console error, fails the scene.
 */
export const KNOWN_MISSING: {path: RegExp; reason: string}[] = [
  {
    path: /^\/webview-ui\/build\/assets\/index\.(map\.json|sourcemap)$/,
    reason: "the webview's source-map initialiser probes for map files under names the build does not write",
  },
  {
    path: /^\/[\w-]+\.svg$/,
    reason:
      "the @ menu's first render builds file-icon URLs before an effect reads the icons' base URI; the next render " +
      'uses the right URLs (the same happens in VS Code)',
  },
];

export const isKnownMissing = (pathname: string) => KNOWN_MISSING.some((k) => k.path.test(pathname));

/** Posted messages that ask nothing back: notices, and settings writes that the extension only stores. */
export const FIRE_AND_FORGET = new Set([
  'webviewDidLaunch',
  'didShowAnnouncement',
  'hasOpenedModeSelector',
  'focusPanelRequest',
  'telemetrySetting',
  'switchTab',
  'setHistoryPreviewCollapsed',
  'getDismissedUpsells',
  // Sent for each new assistant message; the extension only speaks when text-to-speech is on, and sends nothing back.
  'playTts',
]);

/** Replies every scene gets: the requests views send by themselves while they mount. */
export function defaultReplies(): Record<string, ExtensionMessageFixture[]> {
  const emptyRouters = {
    openrouter: {},
    requesty: {},
    glama: {},
    unbound: {},
    litellm: {},
    ollama: {},
    lmstudio: {},
    'io-intelligence': {},
    deepinfra: {},
    'vercel-ai-gateway': {},
    huggingface: {},
    roo: {},
  };
  return {
    requestRouterModels: [{type: 'routerModels', routerModels: emptyRouters}],
    requestCommands: [{type: 'commands', commands: []}],
    requestOllamaModels: [{type: 'ollamaModels', ollamaModels: {}}],
    requestLmStudioModels: [{type: 'lmStudioModels', lmStudioModels: {}}],
    requestVsCodeLmModels: [{type: 'vsCodeLmModels', vsCodeLmModels: []}],
    requestHuggingFaceModels: [{type: 'huggingFaceModels', huggingFaceModels: []}],
    requestIndexingStatus: [
      {
        type: 'indexingStatusUpdate',
        values: {systemStatus: 'Standby', message: '', processedItems: 0, totalItems: 0, currentItemUnit: 'items'},
      },
    ],
    requestCodeIndexSecretStatus: [
      {type: 'codeIndexSecretStatus', values: {hasOpenAiKey: false, hasQdrantApiKey: false}},
    ],
    getDismissedUpsells: [{type: 'dismissedUpsells', list: []}],
    checkRulesDirectory: [{type: 'checkRulesDirectoryResult', hasContent: false}],
    // VS Code's default for the one setting the Terminal section reads (terminal.integrated.inheritEnv).
    getVSCodeSetting: [{type: 'vsCodeSetting', value: true}],
  };
}

export interface RenderResult {
  text: string[];
  /** Names of the controls inside the frame that show no text of their own (icon buttons). */
  controls: string[];
  png: Buffer;
  image: Omit<ImageEntry, 'file'> & {webp: Buffer};
  /** For a scene with frames: the animated file, and which frame the still image is. */
  animation?: EncodedAnimation & Pick<AnimationEntry, 'poster'>;
}

export class SceneError extends Error {
  constructor(scene: string, theme: ThemeId, message: string) {
    super(`scene ${scene} (${theme}): ${message}`);
  }
}

async function send(page: Page, messages: ExtensionMessageFixture[]) {
  for (const data of messages) {
    await page.evaluate((d) => window.dispatchEvent(new MessageEvent('message', {data: d})), data);
    await page.waitForTimeout(150);
  }
}

async function boxes(page: Page, sel: string): Promise<Box[]> {
  return page.$$eval(sel, (els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return {x: r.x, y: r.y, width: r.width, height: r.height};
    }),
  );
}

/**
 * Every text run under the frame's elements and the layers the webview portals into <body> (popovers, menus,
 * tooltips), in document order, with the boxes its clipping ancestors leave visible; text fields count by their
 * value. Runs inside hidden or transparent elements are left out.
 */
async function textRuns(
  page: Page,
  selector: string,
  tag = false,
): Promise<{runs: (TextRun & {element: number})[]; names: TextRun[]}> {
  return page.evaluate(
    ([sel, tagged]) => {
      type Rect = {x: number; y: number; width: number; height: number};
      const plain = (r: DOMRect): Rect => ({x: r.x, y: r.y, width: r.width, height: r.height});
      const intersect = (a: Rect, b: Rect): Rect | null => {
        const x = Math.max(a.x, b.x);
        const y = Math.max(a.y, b.y);
        const right = Math.min(a.x + a.width, b.x + b.width);
        const bottom = Math.min(a.y + a.height, b.y + b.height);
        return right > x && bottom > y ? {x, y, width: right - x, height: bottom - y} : null;
      };
      const roots = [...document.querySelectorAll<HTMLElement>(sel)];
      for (const child of document.body.children) {
        if (!(child instanceof HTMLElement) || child.id === 'root' || /^(SCRIPT|STYLE|LINK)$/.test(child.tagName))
          continue;
        if (child.checkVisibility({visibilityProperty: true, opacityProperty: true})) roots.push(child);
      }
      const outermost = roots
        .filter((el, i) => roots.indexOf(el) === i)
        .filter((el) => !roots.some((other) => other !== el && other.contains(el)))
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      const blocks = new Map<Element, number>();
      const blockOf = (el: Element): number => {
        let at: Element | null = el;
        while (at && at.parentElement && getComputedStyle(at).display.startsWith('inline')) at = at.parentElement;
        const key = at ?? el;
        if (!blocks.has(key)) blocks.set(key, blocks.size);
        return blocks.get(key)!;
      };
      // What the element's overflow-clipping ancestors leave visible. A zero-sized ancestor draws nothing of its own
      // and clips nothing that is seen (the webview's fixed layers sit in a zero-height root), and a fixed element's
      // ancestors do not clip it.
      const clipOf = (el: Element): Rect | null => {
        let clip: Rect | null = {x: 0, y: 0, width: innerWidth, height: innerHeight};
        for (let at: Element | null = el; at && at !== document.documentElement && clip; at = at.parentElement) {
          const style = getComputedStyle(at);
          const box = at.getBoundingClientRect();
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
            if (box.width > 0 && box.height > 0) clip = intersect(clip, plain(box));
          }
          if (style.position === 'fixed') break;
        }
        return clip;
      };
      const shown = (el: Element) => el.checkVisibility({visibilityProperty: true, opacityProperty: true});
      const runs: {text: string; rects: Rect[]; clip: Rect | null; block: number; element: number}[] = [];
      // For drawnLines: each run's element is marked with a number, so that the page can be asked what covers it.
      let marked = 0;
      const mark = (el: Element): number => {
        if (!tagged) return -1;
        const known = el.getAttribute('data-ui-shots-line');
        if (known !== null) return Number(known);
        el.setAttribute('data-ui-shots-line', String(marked));
        return marked++;
      };
      // Icon buttons show no text: their name (aria-label, or the title that is their tooltip) is what a step calls them.
      const names: Omit<(typeof runs)[number], 'element'>[] = [];
      const range = document.createRange();
      for (const root of outermost) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
        for (let node = walker.currentNode as Node | null; node; node = walker.nextNode()) {
          if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) {
            if (node.value.trim() && shown(node)) {
              runs.push({
                text: node.value,
                rects: [plain(node.getBoundingClientRect())],
                clip: clipOf(node),
                block: blockOf(node),
                element: mark(node),
              });
            }
            continue;
          }
          if (node instanceof Element) {
            const name = node.getAttribute('aria-label') ?? node.getAttribute('title');
            if (name?.trim() && shown(node)) {
              names.push({
                text: name,
                rects: [plain(node.getBoundingClientRect())],
                clip: clipOf(node),
                block: -1 - names.length,
              });
            }
          }
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const parent = node.parentElement;
          if (!parent || !shown(parent) || parent.closest('script, style, textarea')) continue;
          range.selectNodeContents(node);
          runs.push({
            text: node.textContent,
            rects: [...range.getClientRects()].map(plain),
            clip: clipOf(parent),
            block: blockOf(parent),
            element: mark(parent),
          });
        }
      }
      return {runs, names};
    },
    [selector, tag] as const,
  );
}

/**
 * Every line of text the page draws, where its clipping containers leave it visible: what a frame's edge must not
 * cut. A line that something opaque is drawn over (a menu, a popover, a sticky header) is split off: `whole` are the
 * lines nothing covers, `parts` the visible pieces of those covered in part; a line covered entirely is left out.
 */
async function drawnLines(page: Page): Promise<{whole: Box[]; parts: Box[]}> {
  const {runs} = await textRuns(page, '#root', true);
  const lines = runs.flatMap((run) =>
    run.rects.flatMap((rect) => {
      const line = run.clip ? clampBox(rect, run.clip) : null;
      return line ? [{line, element: run.element}] : [];
    }),
  );
  return page.evaluate(coverOfLines, lines);
}

/**
 * Runs in the page: which parts of each line box show, found by asking the browser what is drawn on top at points
 * over it. A point shows the line when the topmost element there is the line's own element, inside it or around it,
 * or a layer with no opaque background on its way up to the line (a translucent backdrop leaves the text readable).
 * A few points decide most lines; a line with a covered point is sampled every 2 px across and every 1 px down.
 */
function coverOfLines(lines: {line: Box; element: number}[]): {whole: Box[]; parts: Box[]} {
  const elements = new Map(
    [...document.querySelectorAll('[data-ui-shots-line]')].map((el) => [
      Number(el.getAttribute('data-ui-shots-line')),
      el,
    ]),
  );
  const opaque = new Map<Element, boolean>();
  const isOpaque = (el: Element) => {
    let known = opaque.get(el);
    if (known === undefined) {
      const style = getComputedStyle(el);
      // The last number of the colour is its alpha when there are four (rgba, or "/ a"); an rgb() colour is opaque.
      const alpha = /(?:,[^,]*,[^,]*,|\/)\s*([\d.]+)(%?)\s*\)$/.exec(style.backgroundColor);
      const value = alpha ? Number(alpha[1]) / (alpha[2] ? 100 : 1) : 1;
      known = value >= 0.9 || style.backgroundImage !== 'none';
      opaque.set(el, known);
    }
    return known;
  };
  const shows = (own: Element, x: number, y: number) => {
    const hit = document.elementFromPoint(x, y);
    if (!hit) return false;
    if (hit === own || own.contains(hit) || hit.contains(own)) return true;
    // An ancestor paints its background only inside its own box, which a positioned layer may lie outside of.
    for (let at: Element | null = hit; at && !at.contains(own); at = at.parentElement) {
      const box = at.getBoundingClientRect();
      if (x >= box.left && x < box.right && y >= box.top && y < box.bottom && isOpaque(at)) return false;
    }
    return true;
  };
  const whole: Box[] = [];
  const parts: Box[] = [];
  for (const {line, element} of lines) {
    const own = elements.get(element);
    if (!own) continue;
    const quick: boolean[] = [];
    for (let row = line.y + 1; row < line.y + line.height; row += 2) {
      for (let col = 0; col < 5; col++) quick.push(shows(own, line.x + (line.width * (col + 0.5)) / 5, row));
    }
    if (quick.every(Boolean)) {
      whole.push(line);
      continue;
    }
    const pieces: Box[] = [];
    let covered = false;
    const end = line.x + line.width;
    for (let y = line.y; y < line.y + line.height; y += 1) {
      const bottom = Math.min(y + 1, line.y + line.height);
      let start: number | null = null;
      for (let x = line.x; x < end; x += 2) {
        const seen = shows(own, Math.min(x + 1, (x + end) / 2), (y + bottom) / 2);
        if (!seen) covered = true;
        if (seen && start === null) start = x;
        if (!seen && start !== null) {
          pieces.push({x: start, y, width: x - start, height: bottom - y});
          start = null;
        }
      }
      if (start !== null) pieces.push({x: start, y, width: end - start, height: bottom - y});
    }
    if (!covered) whole.push(line);
    else parts.push(...pieces);
  }
  for (const el of elements.values()) el.removeAttribute('data-ui-shots-line');
  return {whole, parts};
}

/** The highlight around the control a step names (the geometry comes from outlineRect). */
function drawOutline(o: Box) {
  const ring = document.createElement('div');
  ring.setAttribute('data-ui-shots-outline', '');
  Object.assign(ring.style, {
    position: 'fixed',
    left: `${o.x}px`,
    top: `${o.y}px`,
    width: `${o.width}px`,
    height: `${o.height}px`,
    border: '2px solid #f5a623',
    borderRadius: '6px',
    boxSizing: 'border-box',
    pointerEvents: 'none',
    zIndex: '2147483647',
  });
  document.body.appendChild(ring);
}

/** Numbered badges in the highlight's colour, dark digits on it for contrast in both themes. */
function drawCallouts(spots: Box[]) {
  spots.forEach((spot, index) => {
    const badge = document.createElement('div');
    badge.setAttribute('data-ui-shots-callout', String(index + 1));
    badge.textContent = String(index + 1);
    Object.assign(badge.style, {
      position: 'fixed',
      left: `${spot.x}px`,
      top: `${spot.y}px`,
      width: `${spot.width}px`,
      height: `${spot.height}px`,
      borderRadius: '50%',
      background: '#f5a623',
      color: '#1e1e1e',
      border: '1.5px solid #1e1e1e',
      boxSizing: 'border-box',
      font: `bold ${Math.round(spot.height * 0.6)}px "Segoe UI", sans-serif`,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      pointerEvents: 'none',
      zIndex: '2147483647',
    });
    document.body.appendChild(badge);
  });
}

// Generous: the machines this runs on are often loaded, and a timeout is a failure, not a slower shot.
const ACTION_TIMEOUT = 60_000;
/** A target still moving after this long (an endless animation) is clicked where it is. */
const STEADY_CAP_MS = 5_000;

/** Waits for the target to hold still; the chat may swap the row's element meanwhile (see retry-detached). */
const steady = (target: Locator) =>
  retryDetached(() =>
    target.evaluate(untilSteady, [STEADY_FRAMES, STEADY_CAP_MS] as [number, number], {timeout: ACTION_TIMEOUT}),
  );

async function act(page: Page, action: SceneAction, where: string) {
  const timeout = ACTION_TIMEOUT;
  if ('click' in action) {
    const target = page.locator(action.click).first();
    const until = 'until' in action ? action.until : undefined;
    await clickUntilShown({
      steady: () => steady(target),
      click: () => target.click({timeout, force: true}),
      shown: until
        ? () =>
            page
              .locator(until)
              .first()
              .waitFor({timeout: SHOWN_WITHIN_MS})
              .then(() => true)
              .catch(() => false)
        : undefined,
      lost: (attempt) => console.warn(`  ${where}: click ${attempt} on ${action.click} was lost`),
    });
  } else if ('fill' in action) await page.locator(action.fill).first().fill(action.text, {timeout});
  else if ('type' in action) await page.locator(action.type).first().pressSequentially(action.text, {timeout});
  else if ('press' in action) await page.keyboard.press(action.press);
  else if ('hover' in action) {
    const target = page.locator(action.hover).first();
    await steady(target);
    await target.hover({timeout, force: true});
  } else if ('focus' in action) await page.locator(action.focus).first().focus({timeout});
  else if ('waitFor' in action) await page.locator(action.waitFor).first().waitFor({timeout});
  else if ('scrollIntoView' in action)
    await retryDetached(() => page.locator(action.scrollIntoView).first().scrollIntoViewIfNeeded({timeout}));
  else if ('send' in action) await send(page, [action.send]);
  else await page.waitForTimeout(action.wait);
  await page.waitForTimeout(300);
}

/** The expected texts that are not visible once the page has had time to show them (innerText leaves out hidden text). */
async function missingTexts(page: Page, expected: string[]): Promise<string[]> {
  return page
    .waitForFunction(
      (texts) => {
        const shown = document.body.innerText;
        const missing = texts.filter((t) => !shown.includes(t));
        return missing.length === 0 ? true : false;
      },
      expected,
      {timeout: 45_000},
    )
    .then(() => [] as string[])
    .catch(() => page.evaluate((texts) => texts.filter((t) => !document.body.innerText.includes(t)), expected));
}

/**
 * What a shot must not show: a caret or focus ring from the last click, a hovered control; and every face the visible
 * text needs, loaded.
 */
async function readyForShot(
  page: Page,
  how: {blur: boolean; park: boolean; pointer?: {x: number; y: number}; height: number},
) {
  if (how.blur) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
  if (how.park) await page.mouse.move(how.pointer?.x ?? WIDTH - 1, how.pointer?.y ?? how.height - 1);
  else if (how.pointer) await page.mouse.move(how.pointer.x, how.pointer.y);
  // Chromium does not always fetch a unicode-range subset by itself before the shot (the emoji font is split in
  // many), so every face the visible text needs is loaded explicitly.
  await page.evaluate(async (family) => {
    const text = document.body.innerText;
    await Promise.all([
      document.fonts.load(`13px "${family}"`, text),
      document.fonts.load('13px "Segoe UI"', text),
      document.fonts.load('bold 13px "Segoe UI"', text),
      document.fonts.load('13px Consolas', text),
    ]);
    await document.fonts.ready;
  }, EMOJI_FAMILY);
  await page.waitForTimeout(SETTLE_MS);
}

/** The crop's part of a viewport shot taken at SCALE (the crop is in whole CSS px, so in whole image pixels). */
async function cropShot(png: Buffer, crop: Box): Promise<Buffer> {
  return sharp(png)
    .extract({left: crop.x * SCALE, top: crop.y * SCALE, width: crop.width * SCALE, height: crop.height * SCALE})
    .png()
    .toBuffer();
}

export async function renderScene(
  browser: Browser,
  paths: HostPaths,
  scene: Scene,
  themeId: ThemeId,
  dump: VariableDump,
  webpOptions: WebpOptions,
): Promise<RenderResult> {
  const theme = THEMES[themeId];
  const fail = (message: string) => new SceneError(scene.id, themeId, message);
  const height = scene.height ?? DEFAULT_HEIGHT;
  const context = await browser.newContext({
    viewport: {width: WIDTH, height},
    deviceScaleFactor: SCALE,
    reducedMotion: 'reduce',
    colorScheme: themeId,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const problems: string[] = [];
  const log: RequestLog = {missing: [], blocked: []};
  try {
    await routeHost(context, paths, pageHtml(theme, dump), log);
    const page = await context.newPage();
    // A way to try a scene as a loaded machine runs it: the page's CPU slowed this many times.
    if (process.env.UI_SHOTS_THROTTLE) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: Number(process.env.UI_SHOTS_THROTTLE)});
    }
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (process.env.UI_SHOTS_DEBUG) console.log(`  [${message.type()}] ${message.text()}`);
      if (message.type() !== 'error') return;
      const where = message.location().url;
      // A failed fetch of a known-missing file logs a console error; KNOWN_MISSING has the reason.
      if (/Failed to load resource/.test(message.text()) && where && isKnownMissing(new URL(where).pathname)) return;
      problems.push(`console error: ${message.text()}`);
    });
    await page.clock.setFixedTime(NOW);
    const replies = {...defaultReplies(), ...scene.replies};
    await page.addInitScript({content: fakeVsCodeApiScript(replies)});
    // tsx keeps function names by wrapping named inner functions in __name(); the functions this file hands to
    // page.evaluate run in the page, where that helper does not exist.
    await page.addInitScript({content: 'globalThis.__name ??= (fn) => fn;'});
    await page.goto(`${ORIGIN}/index.html`, {waitUntil: 'commit', timeout: 120_000});
    try {
      await page.waitForFunction(
        () => (window as unknown as {__posted: {type: string}[]}).__posted.some((m) => m.type === 'webviewDidLaunch'),
        undefined,
        {timeout: 120_000},
      );
    } catch {
      throw fail(`the webview never launched; ${[...problems, ...log.missing.map((m) => `no file ${m}`)].join('; ')}`);
    }
    // font-display is block: a row laid out before its face arrives is measured with the fallback's metrics, and
    // rows that keep the largest height they have seen (a browser session's action area) keep that one. So every
    // text face is in before the webview gets anything to lay out; the emoji face, 10 MB, still loads on demand.
    await page.evaluate(async (emoji) => {
      const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') !== emoji);
      await Promise.all(faces.map((face) => face.load()));
    }, EMOJI_FAMILY);
    await send(page, [{type: 'state', state: scene.state}, ...(scene.messages ?? [])]);
    await page.waitForTimeout(SETTLE_MS);

    for (const action of scene.actions ?? []) await act(page, action, `${scene.id} (${themeId})`);

    const moments = scene.frames ?? [{actions: [], hold: 0}];
    const posterIndex = scene.poster ?? moments.length - 1;
    const cropSelector = scene.crop ?? 'body';
    const pageBox: Box = {x: 0, y: 0, width: WIDTH, height};
    // Not after typing: the @ and / menus close when the chat box loses focus (the caret is hidden anyway).
    const typed = [...(scene.actions ?? []), ...moments.flatMap((m) => m.actions)].some((a) => 'type' in a);
    let acted = Boolean(scene.actions?.length);
    const cropBoxes: Box[] = [];
    const lines: Box[] = [];
    const hiddenParts: Box[] = [];
    const viewports: Buffer[] = [];
    let measured: {runs: TextRun[]; names: TextRun[]} = {runs: [], names: []};
    for (const [index, moment] of moments.entries()) {
      for (const action of moment.actions) await act(page, action, `${scene.id} (${themeId})`);
      acted ||= moment.actions.length > 0;
      if (index === posterIndex) {
        for (const text of await missingTexts(page, scene.expect)) {
          problems.push(`expected text not visible: ${JSON.stringify(text)}`);
        }
      }
      await readyForShot(page, {blur: !typed, park: !acted, pointer: scene.pointer, height});
      if (!scene.frames) break;
      // Every frame is kept whole until the last one is measured: the crop is the union over all of them.
      if (scene.crop) {
        cropBoxes.push(...(await boxes(page, cropSelector)));
        const drawn = await drawnLines(page);
        lines.push(...drawn.whole);
        hiddenParts.push(...drawn.parts);
      }
      if (index === posterIndex) measured = await textRuns(page, scene.crop ?? '#root');
      viewports.push(await page.screenshot({clip: pageBox, animations: 'disabled', caret: 'hide', scale: 'device'}));
    }

    const posted = await page.evaluate(() => (window as unknown as {__posted: {type: string}[]}).__posted);
    for (const message of posted) {
      if (!FIRE_AND_FORGET.has(message.type) && !(message.type in replies)) {
        problems.push(`webview request without responder: ${JSON.stringify(message).slice(0, 200)}`);
      }
    }
    for (const missing of log.missing) {
      if (!isKnownMissing(missing)) problems.push(`no file for ${missing}`);
    }
    const errorBoundary = await page.getByText('Something went wrong').count();
    if (errorBoundary) problems.push('an error boundary is showing');

    // Without a crop selector the whole viewport is kept (views such as Settings are fixed-position layers).
    if (scene.crop && !scene.frames) {
      cropBoxes.push(...(await boxes(page, cropSelector)));
      const drawn = await drawnLines(page);
      lines.push(...drawn.whole);
      hiddenParts.push(...drawn.parts);
    }
    const padded = scene.crop ? cropRect(cropBoxes, pageBox, scene.cropPadding ?? 0) : pageBox;
    // The padding may reach into a neighbouring line (the view behind a popup, the row after the last one framed):
    // the edges move off it, in whichever frame of an animation it is.
    const content = unionBoxes(cropBoxes);
    // And a line a menu hides in part shows only its edge however the frame is placed: the frame stops at the menu.
    const crop =
      padded && content && scene.crop
        ? clearHiddenParts(snapToRows(padded, content, pageBox, lines), content, hiddenParts)
        : padded;
    if (!crop) problems.push(`crop selector matches nothing visible: ${cropSelector}`);
    else if (crop.height > MAX_FRAME_HEIGHT) {
      problems.push(`the frame is ${crop.height} px tall, more than ${MAX_FRAME_HEIGHT}: frame fewer elements`);
    }
    let outline: Box | null = null;
    if (scene.outline && crop) {
      outline = outlineRect(await boxes(page, scene.outline), crop);
      if (!outline) problems.push(`outline selector matches nothing inside the crop: ${scene.outline}`);
    }
    const callouts: Box[] = [];
    // All the badges are placed together, so that none lands on another or on another badge's element.
    const calloutTargets: CalloutTarget[] = [];
    for (const {selector, side} of scene.callouts ?? [])
      calloutTargets.push({targets: await boxes(page, selector), side});
    const spots = crop ? calloutSpots(calloutTargets, crop) : [];
    for (const [index, callout] of (scene.callouts ?? []).entries()) {
      const spot = spots[index];
      if (spot) callouts.push(spot);
      else
        problems.push(`callout ${index + 1} (${callout.label}) matches nothing inside the crop: ${callout.selector}`);
    }
    if (crop && !scene.frames) measured = await textRuns(page, scene.crop ?? '#root');
    const text = crop ? linesInFrame(measured.runs, crop) : [];
    const controls = crop ? [...new Set(linesInFrame(measured.names, crop))] : [];
    for (const missing of crop ? missingFromFrame(scene.expect, text) : []) {
      problems.push(`expected text not readable inside the frame: ${JSON.stringify(missing)}`);
    }
    if (problems.length) throw fail(problems.join('; '));

    if (outline) await page.evaluate(drawOutline, outline);
    if (callouts.length) await page.evaluate(drawCallouts, callouts);
    const frames = scene.frames
      ? await Promise.all(viewports.map((shot) => cropShot(shot, crop!)))
      : [await page.screenshot({clip: crop!, animations: 'disabled', caret: 'hide', scale: 'device'})];
    const png = frames[scene.frames ? posterIndex : 0]!;
    const {image, band} = await encodeShot(png, webpOptions);
    if (band.share > MAX_EMPTY_SHARE) {
      throw fail(
        `an empty band of ${Math.round(band.share * 100)} % of the frame (rows ${band.from}-${band.to} at 2x): ` +
          'frame the content, not the space around it',
      );
    }
    const animation = scene.frames
      ? await encodeAnimation(
          frames,
          scene.frames.map((frame) => frame.hold),
          webpOptions,
        )
      : undefined;
    if (animation && animation.bytes > MAX_ANIMATION_BYTES) {
      throw fail(
        `the animation has ${animation.bytes} bytes, more than ${MAX_ANIMATION_BYTES}: fewer or smaller frames`,
      );
    }
    return {text, controls, png, image, ...(animation ? {animation: {...animation, poster: posterIndex}} : {})};
  } catch (error) {
    // A picture of the failure beside the message makes a broken scene quick to fix.
    const failPage = context.pages()[0];
    if (failPage && process.env.UI_SHOTS_FAILURES) {
      await failPage
        .screenshot({path: `${process.env.UI_SHOTS_FAILURES}/${scene.id}-${themeId}.png`})
        .catch(() => undefined);
    }
    if (error instanceof SceneError) throw error;
    throw fail(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  } finally {
    await context.close();
  }
}
