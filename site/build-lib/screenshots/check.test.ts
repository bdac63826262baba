import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createHash} from 'node:crypto';
import {animatedWebp} from '../../src/lib/screenshots/webp-fixture';
import type {ManifestImage, UiManifest} from '../../src/lib/screenshots/manifest';
import {altTextProblems, animationProblems, imageFileProblems, usageProblems} from './check';
import {readManifest} from './manifest-file';
import {routeOf, scenesIn} from './uses';

const FIXTURES = path.join(__dirname, 'fixtures');
const fixture = readManifest(path.join(FIXTURES, 'manifest.json'));

describe('imageFileProblems', () => {
  it('passes files that match the manifest', () => {
    expect(imageFileProblems(fixture, FIXTURES)).toEqual([]);
  });

  it('finds a missing file, a wrong size and a changed image', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ui-shots-'));
    try {
      for (const file of fs.readdirSync(FIXTURES)) fs.copyFileSync(path.join(FIXTURES, file), path.join(dir, file));
      fs.rmSync(path.join(dir, 'home-dark.png'));
      fs.appendFileSync(path.join(dir, 'followup-light.png'), 'x');
      const changed = fs.readFileSync(path.join(dir, 'settings-terminal-dark.png'));
      changed[changed.length - 20] ^= 1;
      fs.writeFileSync(path.join(dir, 'settings-terminal-dark.png'), changed);
      expect(imageFileProblems(fixture, dir)).toEqual([
        'followup (light): followup-light.png has 1357 bytes, the manifest says 1356',
        'followup (light): followup-light.png does not match its sha256',
        'home (dark): home-dark.png is missing',
        'settings-terminal (dark): settings-terminal-dark.png does not match its sha256',
      ]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('imageFileProblems with a narrow crop', () => {
  it('checks the narrow files like the others', () => {
    const home = fixture.scenes.find((scene) => scene.id === 'home')!;
    // The narrow crop points at another scene's files: present but with other bytes, and one that does not exist.
    const narrow = {
      images: {
        dark: {...home.images.dark, file: 'followup-dark.png', width: 10},
        light: {...home.images.light, file: 'home-narrow-light.png', width: 10},
      },
    };
    const manifest: UiManifest = {
      ...fixture,
      scenes: fixture.scenes.map((scene) => (scene.id === 'home' ? {...scene, narrow} : scene)),
    };
    const problems = imageFileProblems(manifest, FIXTURES);
    expect(problems).toContain('home (light, narrow): home-narrow-light.png is missing');
    expect(problems.some((p) => p.startsWith('home (dark, narrow): followup-dark.png'))).toBe(true);
  });
});

describe('animationProblems', () => {
  /** A manifest whose followup scene is animated by the given files (written into a scratch folder). */
  function withAnimation(files: Record<'dark' | 'light', Buffer>, frames = 3, durationMs = 3000) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ui-shots-anim-'));
    const image = (theme: 'dark' | 'light'): ManifestImage => {
      const file = `followup-animated-${theme}.webp`;
      fs.writeFileSync(path.join(dir, file), files[theme]);
      const {width, height} = fixture.scenes[0].images[theme];
      const sha256 = createHash('sha256').update(files[theme]).digest('hex');
      return {file, width, height, bytes: files[theme].length, sha256};
    };
    const animation = {frames, durationMs, poster: frames - 1, images: {dark: image('dark'), light: image('light')}};
    const manifest: UiManifest = {...fixture, scenes: [{...fixture.scenes[0], animation}]};
    return {dir, manifest};
  }

  it('passes animated files that match the manifest, and checks their bytes and hashes like the stills', () => {
    const good = animatedWebp([1000, 1000, 1000]);
    const {dir, manifest} = withAnimation({dark: good, light: good});
    try {
      expect(animationProblems(manifest, dir)).toEqual([]);
      fs.rmSync(path.join(dir, 'followup-animated-light.webp'));
      expect(imageFileProblems(manifest, dir)).toContain(
        'followup (light, animated): followup-animated-light.webp is missing',
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('finds a still under an animation’s name, a wrong frame count or length, and a file over 300 KB', () => {
    const still = fs.readFileSync(path.join(__dirname, '../../static/img/ui/home-light.webp'));
    const big = Buffer.concat([animatedWebp([1000, 1000, 1000]), Buffer.alloc(300_001)]);
    const {dir, manifest} = withAnimation({dark: still, light: animatedWebp([1000, 2000])});
    const oversized = withAnimation({dark: big, light: animatedWebp([1000, 1000, 1000])});
    try {
      expect(animationProblems(manifest, dir)).toEqual([
        'followup (dark): followup-animated-dark.webp is not animated (1 frame)',
        'followup (light): followup-animated-light.webp has 2 frames, the manifest says 3',
      ]);
      const shorter = withAnimation({dark: animatedWebp([500, 500, 500]), light: animatedWebp([1000, 1000, 1000])});
      expect(animationProblems(shorter.manifest, shorter.dir)).toEqual([
        'followup (dark): followup-animated-dark.webp plays for 1500 ms, the manifest says 3000',
      ]);
      fs.rmSync(shorter.dir, {recursive: true, force: true});
      expect(animationProblems(oversized.manifest, oversized.dir)[0]).toMatch(/has 30\d{4} bytes, more than 300000/);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
      fs.rmSync(oversized.dir, {recursive: true, force: true});
    }
  });
});

describe('altTextProblems', () => {
  it('accepts descriptions and refuses placeholders', () => {
    expect(altTextProblems(fixture)).toEqual([]);
    const scenes = [
      {...fixture.scenes[0], alt: 'Screenshot'},
      {...fixture.scenes[1], alt: 'home'},
      {...fixture.scenes[2], alt: 'Screenshot of Roo Code'},
    ];
    expect(altTextProblems({...fixture, scenes})).toHaveLength(3);
  });
});

describe('usageProblems', () => {
  it('lists unknown scenes with their page and scenes no page shows', () => {
    const uses = [
      {file: 'features/a.mdx', scene: 'followup'},
      {file: 'features/b.mdx', scene: 'home'},
      {file: 'features/b.mdx', scene: 'hom'},
    ];
    expect(usageProblems(fixture, uses)).toEqual([
      'features/b.mdx: unknown scene "hom"',
      'scene "settings-terminal" is shown on no page',
    ]);
  });
});

describe('scenesIn and routeOf', () => {
  it('reads literal scene props in their three spellings', () => {
    const source = [
      '<Screenshot scene="followup" />',
      "text <Screenshot caption='x' scene='home' />",
      '<Screenshot scene={"mode-selector"} />',
      '<Screenshot />',
    ].join('\n');
    expect(scenesIn(source)).toEqual(['followup', 'home', 'mode-selector', '']);
  });

  it('maps a doc file to its route', () => {
    expect(routeOf('features/checkpoints.mdx')).toBe('/features/checkpoints');
    expect(routeOf('features/mcp/index.md')).toBe('/features/mcp');
  });
});
