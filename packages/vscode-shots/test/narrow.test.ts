import type {ImageEntry, ManifestScene} from '@roo-code-docs/ui-shots/src/manifest.js';
import {parseManifest, screenshotData} from '../../../site/src/lib/screenshots/manifest.js';
import {describe, expect, it} from 'vitest';

import {cropRegion, narrowFile, narrowRect, withNarrow, type NarrowRendered} from '../src/narrow.js';

// A frame as the renderer computes it: the panel (x 0-400) and the editor beside it, in CSS px of the window.
const frame = {x: 0, y: 30, width: 1052, height: 663};

describe('narrowRect', () => {
  it('unites the boxes, pads them and keeps the crop inside the frame', () => {
    const rect = narrowRect(
      [
        {x: 365.2, y: 40, width: 22, height: 22},
        {x: 366, y: 64, width: 300, height: 250},
      ],
      frame,
      4,
      'vscode-x',
    );
    expect(rect).toEqual({x: 361, y: 36, width: 309, height: 282});
    // Padding past the frame's edge is cut off: the crop comes from the frame's picture.
    expect(narrowRect([{x: 0, y: 30, width: 400, height: 663}], frame, 8, 'vscode-x')).toEqual({
      x: 0,
      y: 30,
      width: 408,
      height: 663,
    });
  });

  it('refuses a crop that matches nothing or is as wide as the frame', () => {
    expect(() => narrowRect([], frame, 0, 'vscode-x')).toThrow('scene vscode-x: the narrow crop matches nothing');
    expect(() => narrowRect([{x: 0, y: 30, width: 1052, height: 10}], frame, 0, 'vscode-x')).toThrow(
      'must be narrower than the frame (1052 px)',
    );
  });
});

describe('cropRegion', () => {
  it('moves the crop into the frame image and scales it', () => {
    expect(cropRegion({x: 361, y: 36, width: 309, height: 282}, frame, 2)).toEqual({
      left: 722,
      top: 12,
      width: 618,
      height: 564,
    });
  });

  it('never reaches past the image', () => {
    const region = cropRegion({x: 900, y: 600, width: 152, height: 93}, frame, 2);
    expect(region.left + region.width).toBe(2104);
    expect(region.top + region.height).toBe(1326);
  });
});

const image = (file: string, width: number): ImageEntry => ({
  file,
  width,
  height: 400,
  bytes: 1000,
  sha256: 'a'.repeat(64),
  pixelsSha256: 'b'.repeat(64),
});

const entry: ManifestScene = {
  id: 'vscode-wide',
  alt: 'A wide VS Code window with the Roo Code panel beside the editor.',
  caption: 'The panel beside the editor.',
  text: ['Roo wants to edit this file', 'Save', 'Reject', 'const MAX_ATTEMPTS = 3;'],
  images: {dark: image('vscode-wide-dark.webp', 2104), light: image('vscode-wide-light.webp', 2104)},
};

const crop = (theme: 'dark' | 'light', text = ['Roo wants to edit this file', 'Save']): NarrowRendered => ({
  theme,
  text,
  controls: ['New Task'],
  image: image(narrowFile('vscode-wide', theme), 800),
});

describe('withNarrow', () => {
  it('adds the crop in the shape the site reads, and the site offers it to small screens', () => {
    const scene = withNarrow(entry, [crop('dark'), crop('light')]);
    expect(scene.narrow).toEqual({
      images: {dark: image('vscode-wide-narrow-dark.webp', 800), light: image('vscode-wide-narrow-light.webp', 800)},
      text: ['Roo wants to edit this file', 'Save'],
      controls: ['New Task'],
    });
    // The site's own parser accepts it and gives each theme its crop at CSS size (rendered at 2x).
    const manifest = parseManifest({tag: 'v3.28.10', scale: 2, scenes: [scene]});
    expect(manifest.scenes[0]?.narrow?.text).toEqual(['Roo wants to edit this file', 'Save']);
    expect(screenshotData(manifest, {scene: 'vscode-wide'}).sources.light.narrow).toEqual({
      src: 'img/ui/vscode-wide-narrow-light.webp',
      width: 400,
      height: 200,
    });
  });

  it('refuses themes that read differently, a missing theme, and a crop as wide as the frame', () => {
    expect(() => withNarrow(entry, [crop('dark'), crop('light', ['Save'])])).toThrow('different text');
    expect(() => withNarrow(entry, [crop('dark')])).toThrow('needs both a dark and a light image');
    const wide = {...crop('light'), image: image('vscode-wide-narrow-light.webp', 2104)};
    expect(() => withNarrow(entry, [crop('dark'), wide])).toThrow('light narrow crop is not narrower');
  });
});
