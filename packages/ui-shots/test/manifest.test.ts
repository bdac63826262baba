import {describe, expect, it} from 'vitest';

import {
  compareManifests,
  formatDrift,
  mergeManifest,
  sceneEntry,
  sha256,
  visibleLines,
  type ImageEntry,
  type Manifest,
  type ManifestScene,
} from '../src/manifest.js';

const image = (file: string, pixels: string): ImageEntry => ({
  file,
  width: 840,
  height: 600,
  bytes: 1000,
  sha256: sha256(file + pixels),
  pixelsSha256: pixels,
});

const scene = (id: string, text: string[], dark = 'p1', light = 'p2'): ManifestScene => ({
  id,
  alt: `alt of ${id}`,
  text,
  images: {dark: image(`${id}-dark.webp`, dark), light: image(`${id}-light.webp`, light)},
});

const manifest = (scenes: ManifestScene[], tag = 'v3.28.10'): Manifest => ({tag, scale: 2, scenes});

describe('visibleLines', () => {
  it('trims, collapses spaces and drops empty lines', () => {
    expect(visibleLines('  Task  \n\n  API   Request\t$0.05 \n')).toEqual(['Task', 'API Request $0.05']);
  });
});

describe('sceneEntry', () => {
  it('builds the entry in the manifest format', () => {
    const entry = sceneEntry({id: 'home', alt: 'The home screen', caption: 'Home'}, [
      {theme: 'light', text: ['Recent Tasks'], image: image('home-light.webp', 'b')},
      {theme: 'dark', text: ['Recent Tasks'], image: image('home-dark.webp', 'a')},
    ]);
    expect(entry).toEqual({
      id: 'home',
      alt: 'The home screen',
      caption: 'Home',
      text: ['Recent Tasks'],
      images: {dark: image('home-dark.webp', 'a'), light: image('home-light.webp', 'b')},
    });
  });

  it('fails when the themes show different text, naming the scene and the line', () => {
    expect(() =>
      sceneEntry({id: 'home', alt: 'x'}, [
        {theme: 'dark', text: ['a', 'b'], image: image('d', '1')},
        {theme: 'light', text: ['a', 'c'], image: image('l', '2')},
      ]),
    ).toThrow(/scene home: dark and light show different text \(first at line 1/);
  });

  it('fails without both themes', () => {
    expect(() => sceneEntry({id: 'x', alt: 'x'}, [{theme: 'dark', text: [], image: image('d', '1')}])).toThrow(
      /both a dark and a light/,
    );
  });
});

describe('sceneEntry with an animation', () => {
  const animated = (file: string, pixels: string, frames = 4, durationMs = 5000, poster = 3) => ({
    ...image(file, pixels),
    frames,
    durationMs,
    poster,
  });

  it('records frames, loop length, poster and one file per theme, the still staying in images', () => {
    const entry = sceneEntry({id: 'flow', alt: 'A flow'}, [
      {
        theme: 'dark',
        text: ['A'],
        image: image('flow-dark.webp', 'a'),
        animation: animated('flow-animated-dark.webp', 'x'),
      },
      {
        theme: 'light',
        text: ['A'],
        image: image('flow-light.webp', 'b'),
        animation: animated('flow-animated-light.webp', 'y'),
      },
    ]);
    expect(entry.images.dark.file).toBe('flow-dark.webp');
    expect(entry.animation).toEqual({
      frames: 4,
      durationMs: 5000,
      poster: 3,
      images: {dark: image('flow-animated-dark.webp', 'x'), light: image('flow-animated-light.webp', 'y')},
    });
  });

  it('fails when the themes animate differently or only one is animated', () => {
    const dark = {theme: 'dark' as const, text: [], image: image('d', '1')};
    const light = {theme: 'light' as const, text: [], image: image('l', '2')};
    expect(() =>
      sceneEntry({id: 'flow', alt: 'x'}, [
        {...dark, animation: animated('ad', '1', 4)},
        {...light, animation: animated('al', '2', 5)},
      ]),
    ).toThrow(/scene flow: dark and light animations differ/);
    expect(() => sceneEntry({id: 'flow', alt: 'x'}, [{...dark, animation: animated('ad', '1')}, light])).toThrow(
      /animations differ/,
    );
    expect(sceneEntry({id: 'still', alt: 'x'}, [dark, light])).not.toHaveProperty('animation');
  });

  it("writes the flow in words as the animation's description, before its images", () => {
    const dark = {theme: 'dark' as const, text: [], image: image('d', '1'), animation: animated('ad', '1')};
    const light = {theme: 'light' as const, text: [], image: image('l', '2'), animation: animated('al', '2')};
    const entry = sceneEntry({id: 'flow', alt: 'The end state', motion: 'Animated: the menu opens.'}, [dark, light]);
    expect(entry.alt).toBe('The end state');
    expect(entry.animation?.description).toBe('Animated: the menu opens.');
    // The same key order as --metadata writes, so the two never fight over a line of the manifest.
    expect(Object.keys(entry.animation!)).toEqual(['frames', 'durationMs', 'poster', 'description', 'images']);
    expect(sceneEntry({id: 'flow', alt: 'x'}, [dark, light]).animation).not.toHaveProperty('description');
  });
});

describe('mergeManifest', () => {
  it('replaces re-rendered scenes, keeps the others and follows the catalogue order', () => {
    const previous = manifest([scene('b', ['old b']), scene('a', ['old a'])]);
    const merged = mergeManifest(previous, 'v3.28.10', 2, [scene('b', ['new b'])], ['a', 'b', 'c']);
    expect(merged.scenes.map((s) => [s.id, s.text[0]])).toEqual([
      ['a', 'old a'],
      ['b', 'new b'],
    ]);
  });

  it("keeps scenes the catalogue does not know (another harness's) after the catalogue's", () => {
    const previous = manifest([scene('vscode-b', ['B']), scene('a', ['old a']), scene('vscode-a', ['A'])]);
    const merged = mergeManifest(previous, 'v3.28.10', 2, [scene('a', ['new a'])], ['a']);
    expect(merged.scenes.map((s) => s.id)).toEqual(['a', 'vscode-b', 'vscode-a']);
  });

  it('drops the previous scenes when the tag changed', () => {
    const merged = mergeManifest(manifest([scene('a', ['x'])], 'v3.28.9'), 'v3.28.10', 2, [], ['a']);
    expect(merged.scenes).toEqual([]);
  });
});

describe('compareManifests', () => {
  const committed = manifest([scene('a', ['A']), scene('b', ['B']), scene('c', ['C']), scene('d', ['D'])]);

  it('reports nothing for an identical run', () => {
    expect(compareManifests(committed, committed)).toEqual({pixels: [], text: [], missing: [], added: [], failed: []});
  });

  it('lists pixel changes, text changes, missing, new and failed scenes', () => {
    const fresh = manifest(
      [scene('a', ['A'], 'p1', 'changed'), scene('b', ['B, reworded']), scene('e', ['E'])],
      'v3.29.0',
    );
    const failed = [{id: 'd', error: 'scene d (dark): expected text not visible: "D"'}];
    const report = compareManifests(committed, fresh, failed);
    expect(report).toEqual({pixels: ['a'], text: ['b'], missing: ['c'], added: ['e'], failed});
    const printed = formatDrift(report, 'v3.28.10', 'v3.29.0');
    expect(printed).toContain('pixels changed: a');
    expect(printed).toContain('visible text changed: b');
    expect(printed).toContain('d: scene d (dark)');
  });

  it('with a list of scenes, leaves the others out instead of calling them missing', () => {
    const fresh = manifest([scene('a', ['A'], 'p1', 'changed')], 'v3.29.0');
    expect(compareManifests(committed, fresh, [], ['a'])).toEqual({
      pixels: ['a'],
      text: [],
      missing: [],
      added: [],
      failed: [],
    });
    expect(compareManifests(committed, fresh, [], ['a', 'c']).missing).toEqual(['c']);
  });

  it('counts a change in the frames of an animation, even when the poster is the same', () => {
    const withFrames = (pixels: string): ManifestScene => ({
      ...scene('a', ['A']),
      animation: {
        frames: 3,
        durationMs: 3000,
        poster: 2,
        images: {dark: image('a-animated-dark.webp', pixels), light: image('a-animated-light.webp', 'l')},
      },
    });
    expect(compareManifests(manifest([withFrames('f1')]), manifest([withFrames('f1')])).pixels).toEqual([]);
    expect(compareManifests(manifest([withFrames('f1')]), manifest([withFrames('f2')])).pixels).toEqual(['a']);
  });

  it('compares decoded pixels, not file bytes', () => {
    const reencoded = scene('a', ['A']);
    reencoded.images.dark.sha256 = 'different-file-bytes';
    expect(compareManifests(manifest([scene('a', ['A'])]), manifest([reencoded])).pixels).toEqual([]);
  });
});
