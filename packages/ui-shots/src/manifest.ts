// The manifest the site reads (format in the repository's conventions) and the drift comparison against it. Pure.
import {createHash} from 'node:crypto';

import type {ThemeId} from './theme.js';

export interface ImageEntry {
  file: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  /** sha256 of the decoded RGBA pixels: drift compares these, so a re-encode alone is not a change. */
  pixelsSha256: string;
}

/** One theme's animated file: an image entry (pixelsSha256 covers every frame) with its frame count and loop length. */
export interface AnimationImage extends ImageEntry {
  frames: number;
  /** One loop, in ms: the sum of the frames' delays. */
  durationMs: number;
}

/**
 * A scene shown as a short animation of its flow. `images` of the scene stay the still (the poster frame), which is
 * what readers who ask for reduced motion, the Markdown twins and the agreement check (through `text`) get.
 */
export interface AnimationEntry {
  frames: number;
  durationMs: number;
  /** Which frame (from 0) the still images are. */
  poster: number;
  /** The flow in words, for readers who get the animation; the scene's alt describes the still. */
  description?: string;
  images: Record<ThemeId, ImageEntry>;
}

export interface ManifestScene {
  id: string;
  alt: string;
  caption?: string;
  /** The numbered badges drawn on the images, in order: what each number marks. */
  callouts?: {n: number; label: string}[];
  /** The lines of text readable inside the frame, the same in both themes. */
  text: string[];
  /** The names (aria-label or tooltip) of controls inside the frame, for icon buttons that show no text. */
  controls?: string[];
  images: Record<ThemeId, ImageEntry>;
  animation?: AnimationEntry;
}

export interface Manifest {
  tag: string;
  scale: number;
  scenes: ManifestScene[];
}

export function sha256(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** innerText → one entry per non-empty trimmed line. */
export function visibleLines(innerText: string): string[] {
  return innerText
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
}

export interface RenderedTheme {
  theme: ThemeId;
  text: string[];
  controls?: string[];
  image: ImageEntry;
  animation?: AnimationImage & {poster: number};
}

/** The animation part of an entry: both themes animated alike (same frames, same timing, same poster), or neither. */
function animationEntry(
  id: string,
  dark: RenderedTheme,
  light: RenderedTheme,
  description?: string,
): AnimationEntry | undefined {
  if (!dark.animation && !light.animation) return undefined;
  const [a, b] = [dark.animation, light.animation];
  if (!a || !b || a.frames !== b.frames || a.durationMs !== b.durationMs || a.poster !== b.poster) {
    throw new Error(`scene ${id}: dark and light animations differ (frames, timing or poster)`);
  }
  const image = ({frames: _f, durationMs: _d, poster: _p, ...rest}: AnimationImage & {poster: number}) => rest;
  return {
    frames: a.frames,
    durationMs: a.durationMs,
    poster: a.poster,
    ...(description ? {description} : {}),
    images: {dark: image(a), light: image(b)},
  };
}

/** One scene's entry; both themes must show the same text, or a theme changed what the UI says (a bug). */
export function sceneEntry(
  scene: {id: string; alt: string; caption?: string; callouts?: {label: string}[]; motion?: string},
  rendered: RenderedTheme[],
): ManifestScene {
  const dark = rendered.find((r) => r.theme === 'dark');
  const light = rendered.find((r) => r.theme === 'light');
  if (!dark || !light) throw new Error(`scene ${scene.id}: needs both a dark and a light rendering`);
  if (JSON.stringify(dark.text) !== JSON.stringify(light.text)) {
    const index = dark.text.findIndex((line, i) => line !== light.text[i]);
    throw new Error(
      `scene ${scene.id}: dark and light show different text (first at line ${index}: ` +
        `${JSON.stringify(dark.text[index])} vs ${JSON.stringify(light.text[index])})`,
    );
  }
  const animation = animationEntry(scene.id, dark, light, scene.motion);
  return {
    id: scene.id,
    alt: scene.alt,
    ...(scene.caption ? {caption: scene.caption} : {}),
    ...(scene.callouts?.length ? {callouts: scene.callouts.map(({label}, i) => ({n: i + 1, label}))} : {}),
    text: dark.text,
    ...(dark.controls?.length ? {controls: dark.controls} : {}),
    images: {dark: dark.image, light: light.image},
    ...(animation ? {animation} : {}),
  };
}

/**
 * Merges freshly rendered scenes into an existing manifest: rendered scenes replace theirs, others are kept (a
 * partial run with --scene keeps the rest), and the order follows the catalogue. Scenes the catalogue does not know
 * come after it in their previous order: another harness (the real VS Code one) writes to the same manifest, and a
 * scene that no page uses any more is reported by the site's checks, not dropped here unseen.
 */
export function mergeManifest(
  previous: Manifest | null,
  tag: string,
  scale: number,
  rendered: ManifestScene[],
  order: string[],
): Manifest {
  const byId = new Map<string, ManifestScene>();
  if (previous && previous.tag === tag && previous.scale === scale) {
    for (const scene of previous.scenes) byId.set(scene.id, scene);
  }
  for (const scene of rendered) byId.set(scene.id, scene);
  const known = new Set(order);
  const scenes = [
    ...order.flatMap((id) => {
      const scene = byId.get(id);
      return scene ? [scene] : [];
    }),
    ...[...byId.values()].filter((scene) => !known.has(scene.id)),
  ];
  return {tag, scale, scenes};
}

export interface DriftReport {
  /** Scenes whose pixels changed in at least one theme. */
  pixels: string[];
  /** Scenes whose visible text changed. */
  text: string[];
  /** Scenes in the committed manifest that the new run did not produce. */
  missing: string[];
  /** Scenes the new run produced that the committed manifest lacks. */
  added: string[];
  /** Scenes that failed to render, with the reason. */
  failed: {id: string; error: string}[];
}

/** With `only` (the ids of a --scene run), the committed scenes outside it are not compared, nor counted missing. */
export function compareManifests(
  committed: Manifest,
  fresh: Manifest,
  failed: {id: string; error: string}[] = [],
  only?: string[],
): DriftReport {
  const freshById = new Map(fresh.scenes.map((s) => [s.id, s]));
  const committedIds = new Set(committed.scenes.map((s) => s.id));
  const failedIds = new Set(failed.map((f) => f.id));
  const report: DriftReport = {pixels: [], text: [], missing: [], added: [], failed};
  for (const old of committed.scenes) {
    if (only && !only.includes(old.id)) continue;
    const now = freshById.get(old.id);
    if (!now) {
      if (!failedIds.has(old.id)) report.missing.push(old.id);
      continue;
    }
    const themes: ThemeId[] = ['dark', 'light'];
    // An animation's frames between the first and the poster change pixels the still does not show.
    const pixelsOf = (scene: ManifestScene, t: ThemeId) =>
      `${scene.images[t].pixelsSha256}/${scene.animation?.images[t].pixelsSha256 ?? ''}`;
    if (themes.some((t) => pixelsOf(old, t) !== pixelsOf(now, t))) report.pixels.push(old.id);
    if (JSON.stringify(old.text) !== JSON.stringify(now.text)) report.text.push(old.id);
  }
  for (const scene of fresh.scenes) if (!committedIds.has(scene.id)) report.added.push(scene.id);
  return report;
}

export function formatDrift(report: DriftReport, from: string, to: string): string {
  const lines = [`UI drift ${from} → ${to}`];
  const list = (label: string, ids: string[]) => lines.push(`${label}: ${ids.length ? ids.join(', ') : 'none'}`);
  list('pixels changed', report.pixels);
  list('visible text changed', report.text);
  list('not rendered', report.missing);
  list('new scenes', report.added);
  lines.push(`failed: ${report.failed.length ? '' : 'none'}`);
  for (const f of report.failed) lines.push(`  ${f.id}: ${f.error}`);
  return lines.join('\n');
}
