// The screenshot manifest the harness writes beside the images (static/img/ui/manifest.json), and the little a page
// needs from it: per theme, the file's address and the size it is shown at. Pure, so the build and tests share it.

export const THEMES = ['dark', 'light'] as const;
export type ScreenshotTheme = (typeof THEMES)[number];

/** The theme whose image the Markdown twins and llms-full.txt carry: light reads best on paper and in most chats. */
export const MARKDOWN_THEME: ScreenshotTheme = 'light';

/** The most an animated screenshot may weigh: a reader on a slow connection pays it for one step. */
export const MAX_ANIMATION_BYTES = 300_000;

/**
 * The screens that get a scene's narrow image when it has one: a phone held upright. A wide frame (a whole VS Code
 * window, about 1,050 CSS px) is shown there at about a third of its size, too small to read.
 */
export const NARROW_WIDTH = 600;
export const NARROW_MEDIA = `(max-width: ${NARROW_WIDTH}px)`;

/** Where the images are served from, relative to the site's base URL. */
export const SCREENSHOT_PATH = 'img/ui/';

export type ManifestImage = {file: string; width: number; height: number; bytes: number; sha256: string};
/** A numbered badge drawn on the images and what it marks; the figure lists them under its caption. */
export type Callout = {n: number; label: string};
/**
 * A scene shown as a short animation: one animated file per theme, the same size as the still, which is its poster
 * frame (what reduced-motion readers and the Markdown twins get).
 */
export type ManifestAnimation = {
  frames: number;
  durationMs: number;
  poster: number;
  /** The flow in words, for readers who get the animation (the alt text describes the still). */
  description?: string;
  images: Record<ScreenshotTheme, ManifestImage>;
};
/**
 * A second, tighter crop of a wide scene, rendered with it: the part the step is about, narrow enough to read on a
 * phone. `text` is what is readable inside it and `controls` the icon controls inside it, as for the full frame.
 */
export type ManifestNarrow = {images: Record<ScreenshotTheme, ManifestImage>; text?: string[]; controls?: string[]};
export type ManifestScene = {
  id: string;
  alt: string;
  caption?: string;
  callouts?: Callout[];
  /** Text readable inside the frame; the agreement and drift checks read it, pages never do. */
  text?: string[];
  /** Names of the icon controls inside the frame (aria-label or tooltip), for the agreement check. */
  controls?: string[];
  images: Record<ScreenshotTheme, ManifestImage>;
  animation?: ManifestAnimation;
  narrow?: ManifestNarrow;
};
export type UiManifest = {tag: string; scale: number; scenes: ManifestScene[]};

/**
 * One image as the page shows it: its path under the base URL and its CSS size, and for an animated scene the
 * animated file's path (same size; `src` is then its still poster).
 */
export type ScreenshotSource = {
  src: string;
  width: number;
  height: number;
  animated?: string;
  /** The tighter crop shown on narrow screens (NARROW_MEDIA), with its own CSS size. */
  narrow?: {src: string; width: number; height: number};
};
/** Everything the Screenshot component renders, and nothing more (no visible-text arrays, no hashes). */
export type ScreenshotData = {
  scene: string;
  alt: string;
  caption?: string;
  callouts?: Callout[];
  /** For an animation: its flow in words, given only while it plays. */
  motion?: string;
  sources: Record<ScreenshotTheme, ScreenshotSource>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(where: string, message: string): never {
  throw new Error(`Screenshot manifest: ${where ? `${where} ` : ''}${message}`);
}

function positiveInteger(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) fail(where, 'must be a positive integer');
  return value;
}

function nonEmptyString(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(where, 'must be a non-empty string');
  return value;
}

function parseImage(value: unknown, where: string): ManifestImage {
  if (!isRecord(value)) fail(where, 'is missing');
  const file = nonEmptyString(value.file, `${where}.file`);
  // A file name only: the images sit beside the manifest, and a path could point anywhere.
  if (!/^[\w.-]+$/.test(file) || file.startsWith('.')) fail(`${where}.file`, `"${file}" is not a plain file name`);
  const sha256 = nonEmptyString(value.sha256, `${where}.sha256`);
  if (!/^[0-9a-f]{64}$/.test(sha256)) fail(`${where}.sha256`, 'must be 64 lowercase hex digits');
  return {
    file,
    width: positiveInteger(value.width, `${where}.width`),
    height: positiveInteger(value.height, `${where}.height`),
    bytes: positiveInteger(value.bytes, `${where}.bytes`),
    sha256,
  };
}

/** Numbered 1, 2, 3… in order, since the numbers on the image and in the list must be the same. */
function parseCallouts(value: unknown, where: string): Callout[] {
  if (!Array.isArray(value)) fail(where, 'must be an array');
  return value.map((callout: unknown, index) => {
    if (!isRecord(callout) || callout.n !== index + 1) fail(`${where}[${index}]`, `must be numbered ${index + 1}`);
    return {n: index + 1, label: nonEmptyString(callout.label, `${where}[${index}].label`)};
  });
}

/** An animation must be one, and show at the size of the still it replaces, or the reserved box would be wrong. */
function parseAnimation(
  value: unknown,
  where: string,
  stills: Record<ScreenshotTheme, ManifestImage>,
): ManifestAnimation {
  if (!isRecord(value)) fail(where, 'must be an object');
  const frames = positiveInteger(value.frames, `${where}.frames`);
  if (frames < 2) fail(`${where}.frames`, 'must be at least 2');
  const durationMs = positiveInteger(value.durationMs, `${where}.durationMs`);
  if (
    typeof value.poster !== 'number' ||
    !Number.isInteger(value.poster) ||
    value.poster < 0 ||
    value.poster >= frames
  ) {
    fail(`${where}.poster`, `must be a frame index below ${frames}`);
  }
  if (!isRecord(value.images)) fail(`${where}.images`, 'is missing');
  const images = {
    dark: parseImage(value.images.dark, `${where}.images.dark`),
    light: parseImage(value.images.light, `${where}.images.light`),
  };
  for (const theme of THEMES) {
    if (images[theme].width !== stills[theme].width || images[theme].height !== stills[theme].height) {
      fail(`${where}.images.${theme}`, 'must have the size of the still image');
    }
    if (images[theme].file === stills[theme].file) fail(`${where}.images.${theme}.file`, 'must not be the still');
  }
  const description =
    value.description === undefined ? undefined : nonEmptyString(value.description, `${where}.description`);
  return {frames, durationMs, poster: value.poster, ...(description === undefined ? {} : {description}), images};
}

/**
 * A narrow crop is only worth its download if it is narrower than the full frame, and it must not be the full frame's
 * file (the <source> would then point at what the <img> already shows).
 */
function parseNarrow(value: unknown, where: string, full: Record<ScreenshotTheme, ManifestImage>): ManifestNarrow {
  if (!isRecord(value) || !isRecord(value.images)) fail(`${where}.images`, 'is missing');
  const images = {
    dark: parseImage(value.images.dark, `${where}.images.dark`),
    light: parseImage(value.images.light, `${where}.images.light`),
  };
  for (const theme of THEMES) {
    if (images[theme].width >= full[theme].width) fail(`${where}.images.${theme}`, 'must be narrower than the frame');
    if (images[theme].file === full[theme].file) fail(`${where}.images.${theme}.file`, 'must not be the full frame');
  }
  return {
    images,
    ...(Array.isArray(value.text) ? {text: value.text.map(String)} : {}),
    ...(Array.isArray(value.controls) ? {controls: value.controls.map(String)} : {}),
  };
}

/** Checks the manifest's shape, naming the first field that is wrong; extra fields are kept out of the result. */
export function parseManifest(value: unknown): UiManifest {
  if (!isRecord(value)) fail('', 'the file is not a JSON object');
  const tag = nonEmptyString(value.tag, 'tag');
  const scale = positiveInteger(value.scale, 'scale');
  if (!Array.isArray(value.scenes)) fail('scenes', 'must be an array');
  const seen = new Set<string>();
  const scenes = value.scenes.map((entry: unknown, index): ManifestScene => {
    if (!isRecord(entry)) fail(`scenes[${index}]`, 'is not an object');
    const id = nonEmptyString(entry.id, `scenes[${index}].id`);
    if (seen.has(id)) fail(`scene "${id}"`, 'appears twice');
    seen.add(id);
    if (!isRecord(entry.images)) fail(`scene "${id}".images`, 'is missing');
    const images = entry.images;
    const caption = entry.caption === undefined ? undefined : nonEmptyString(entry.caption, `scene "${id}".caption`);
    const callouts = entry.callouts === undefined ? undefined : parseCallouts(entry.callouts, `scene "${id}".callouts`);
    const stills = {
      dark: parseImage(images.dark, `scene "${id}".images.dark`),
      light: parseImage(images.light, `scene "${id}".images.light`),
    };
    const animation =
      entry.animation === undefined ? undefined : parseAnimation(entry.animation, `scene "${id}".animation`, stills);
    const narrow = entry.narrow === undefined ? undefined : parseNarrow(entry.narrow, `scene "${id}".narrow`, stills);
    return {
      id,
      alt: nonEmptyString(entry.alt, `scene "${id}".alt`),
      ...(caption === undefined ? {} : {caption}),
      ...(callouts === undefined ? {} : {callouts}),
      ...(Array.isArray(entry.text) ? {text: entry.text.map(String)} : {}),
      ...(Array.isArray(entry.controls) ? {controls: entry.controls.map(String)} : {}),
      images: stills,
      ...(animation === undefined ? {} : {animation}),
      ...(narrow === undefined ? {} : {narrow}),
    };
  });
  return {tag, scale, scenes};
}

/** The size a file is shown at: its pixels divided by the scale it was rendered at, so it stays sharp on 2× screens. */
export function cssSize(
  image: Pick<ManifestImage, 'width' | 'height'>,
  scale: number,
): {width: number; height: number} {
  return {width: Math.round(image.width / scale), height: Math.round(image.height / scale)};
}

export type ScreenshotProps = {scene: string; alt?: string; caption?: string};

/** The scene a page names, or an error listing the known ids; an unknown id must stop the build, not show nothing. */
export function findScene(manifest: UiManifest, id: string): ManifestScene {
  const scene = manifest.scenes.find((entry) => entry.id === id);
  if (!scene) {
    const known = manifest.scenes.map((entry) => entry.id).join(', ');
    throw new Error(`unknown screenshot scene "${id}". Known scenes: ${known}`);
  }
  return scene;
}

/** What the component needs for one use: the page's alt and caption win over the manifest's. */
export function screenshotData(manifest: UiManifest, {scene, alt, caption}: ScreenshotProps): ScreenshotData {
  const entry = findScene(manifest, scene);
  const source = (theme: ScreenshotTheme): ScreenshotSource => ({
    src: SCREENSHOT_PATH + entry.images[theme].file,
    ...cssSize(entry.images[theme], manifest.scale),
    ...(entry.animation ? {animated: SCREENSHOT_PATH + entry.animation.images[theme].file} : {}),
    ...(entry.narrow
      ? {
          narrow: {
            src: SCREENSHOT_PATH + entry.narrow.images[theme].file,
            ...cssSize(entry.narrow.images[theme], manifest.scale),
          },
        }
      : {}),
  });
  const shownCaption = caption ?? entry.caption;
  return {
    scene,
    alt: alt ?? entry.alt,
    ...(shownCaption ? {caption: shownCaption} : {}),
    ...(entry.callouts?.length ? {callouts: entry.callouts} : {}),
    ...(entry.animation?.description ? {motion: entry.animation.description} : {}),
    sources: {dark: source('dark'), light: source('light')},
  };
}

/** The absolute address of a scene's image for the Markdown twins: the still, also for an animated scene. */
export function screenshotUrl(siteUrl: string, data: ScreenshotData, theme: ScreenshotTheme = MARKDOWN_THEME): string {
  return `${siteUrl.replace(/\/+$/, '')}/${data.sources[theme].src}`;
}
