// A wide VS Code frame is shown at about a third of its size on a phone; the narrow crop is the part of the same
// picture the step is about, which the site offers to small screens instead. Pure: the renderer measures the boxes
// and hands over the frame's PNG, these say what to cut and what the manifest records.
import type {ImageEntry, ManifestScene} from '@roo-code-docs/ui-shots/src/manifest.js';
import type {ThemeId} from '@roo-code-docs/ui-shots/src/theme.js';

import {frameRect, type Box} from './frame.js';

/**
 * The crop: the union of the boxes, padded, kept inside the frame (it is cut from the frame's picture). Throws when
 * nothing matched or when it is not narrower than the frame, since the site refuses a crop as wide as the frame.
 */
export function narrowRect(boxes: Box[], frame: Box, padding: number, id: string): Box {
  const rect = frameRect(boxes, frame, padding);
  if (!rect) throw new Error(`scene ${id}: the narrow crop matches nothing inside the frame`);
  if (rect.width >= frame.width) {
    throw new Error(
      `scene ${id}: the narrow crop (${rect.width} px) must be narrower than the frame (${frame.width} px)`,
    );
  }
  return rect;
}

/** The crop in the frame's image pixels (rendered at `scale`), for sharp's extract; never past the image's edge. */
export function cropRegion(
  rect: Box,
  frame: Box,
  scale: number,
): {left: number; top: number; width: number; height: number} {
  const left = Math.round((rect.x - frame.x) * scale);
  const top = Math.round((rect.y - frame.y) * scale);
  return {
    left,
    top,
    width: Math.min(Math.round(rect.width * scale), Math.round(frame.width * scale) - left),
    height: Math.min(Math.round(rect.height * scale), Math.round(frame.height * scale) - top),
  };
}

export interface NarrowRendered {
  theme: ThemeId;
  text: string[];
  controls: string[];
  image: ImageEntry;
}

/** What the manifest records of the crop, beside the scene's own images: the site reads `images` and `text`. */
export interface NarrowEntry {
  images: Record<ThemeId, ImageEntry>;
  text: string[];
  controls?: string[];
}

export type VsManifestScene = ManifestScene & {narrow?: NarrowEntry};

/**
 * The scene's entry with its crop added. Both themes must read the same inside the crop (as for the frame), and the
 * crop must be narrower than the frame in both, or the site's parser would refuse the whole manifest.
 */
export function withNarrow(entry: ManifestScene, rendered: NarrowRendered[]): VsManifestScene {
  const dark = rendered.find((r) => r.theme === 'dark');
  const light = rendered.find((r) => r.theme === 'light');
  if (!dark || !light) throw new Error(`scene ${entry.id}: the narrow crop needs both a dark and a light image`);
  if (JSON.stringify(dark.text) !== JSON.stringify(light.text)) {
    throw new Error(`scene ${entry.id}: dark and light show different text inside the narrow crop`);
  }
  for (const r of [dark, light]) {
    if (r.image.width >= entry.images[r.theme].width) {
      throw new Error(`scene ${entry.id}: the ${r.theme} narrow crop is not narrower than the frame`);
    }
    if (r.image.file === entry.images[r.theme].file) {
      throw new Error(`scene ${entry.id}: the narrow crop must have a file of its own`);
    }
  }
  return {
    ...entry,
    narrow: {
      images: {dark: dark.image, light: light.image},
      text: dark.text,
      ...(dark.controls.length ? {controls: dark.controls} : {}),
    },
  };
}

/** `<id>-narrow-<theme>.webp`, beside `<id>-<theme>.webp`. */
export const narrowFile = (id: string, theme: ThemeId) => `${id}-narrow-${theme}.webp`;
