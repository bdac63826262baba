import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  cssSize,
  findScene,
  NARROW_MEDIA,
  parseManifest,
  screenshotData,
  screenshotUrl,
  type UiManifest,
} from './manifest';

const FIXTURE = path.join(__dirname, '../../../build-lib/screenshots/fixtures/manifest.json');
const raw = () => JSON.parse(fs.readFileSync(FIXTURE, 'utf8'));
const fixture: UiManifest = parseManifest(raw());

describe('parseManifest', () => {
  it('reads the harness format', () => {
    expect(fixture.tag).toBe('v3.28.10');
    expect(fixture.scale).toBe(2);
    expect(fixture.scenes.map((scene) => scene.id)).toEqual(['followup', 'home', 'settings-terminal']);
    expect(fixture.scenes[0].images.light.file).toBe('followup-light.png');
  });

  it('names the field that is wrong', () => {
    const noAlt = raw();
    delete noAlt.scenes[1].alt;
    expect(() => parseManifest(noAlt)).toThrow('scene "home".alt');
    const noDark = raw();
    delete noDark.scenes[0].images.dark;
    expect(() => parseManifest(noDark)).toThrow('scene "followup".images.dark is missing');
    const badScale = {...raw(), scale: 0};
    expect(() => parseManifest(badScale)).toThrow('scale');
  });

  it('refuses a file outside the folder, a bad hash and a repeated scene', () => {
    const escape = raw();
    escape.scenes[0].images.light.file = '../secret.webp';
    expect(() => parseManifest(escape)).toThrow('not a plain file name');
    const hash = raw();
    hash.scenes[0].images.light.sha256 = 'abc';
    expect(() => parseManifest(hash)).toThrow('64 lowercase hex digits');
    const twice = raw();
    twice.scenes.push(twice.scenes[0]);
    expect(() => parseManifest(twice)).toThrow('"followup" appears twice');
  });
});

describe('parseManifest with an animation', () => {
  /** The fixture with its home scene animated by files named after the stills. */
  const animated = (change: (animation: Record<string, unknown>) => void = () => undefined) => {
    const manifest = raw();
    const home = manifest.scenes[1];
    const images = {
      dark: {...home.images.dark, file: 'home-animated-dark.webp'},
      light: {...home.images.light, file: 'home-animated-light.webp'},
    };
    home.animation = {frames: 4, durationMs: 5000, poster: 3, images};
    change(home.animation);
    return manifest;
  };

  it('reads frames, loop length, poster and the animated files, and gives each theme its animated file', () => {
    const manifest = parseManifest(animated());
    expect(manifest.scenes[1].animation).toMatchObject({frames: 4, durationMs: 5000, poster: 3});
    const data = screenshotData(manifest, {scene: 'home'});
    expect(data.sources.dark).toMatchObject({src: 'img/ui/home-dark.png', animated: 'img/ui/home-animated-dark.webp'});
    expect(data.sources.light.animated).toBe('img/ui/home-animated-light.webp');
    expect(screenshotData(manifest, {scene: 'followup'}).sources.dark).not.toHaveProperty('animated');
    // The Markdown twins link the still, which every reader and tool can show.
    expect(screenshotUrl('https://docs.roocode.com', data)).toBe('https://docs.roocode.com/img/ui/home-light.png');
  });

  it('refuses one frame, a poster outside the frames, another size than the still, and the still itself', () => {
    expect(() => parseManifest(animated((a) => (a.frames = 1)))).toThrow(
      'scene "home".animation.frames must be at least 2',
    );
    expect(() => parseManifest(animated((a) => (a.poster = 4)))).toThrow(
      'animation.poster must be a frame index below 4',
    );
    expect(() => parseManifest(animated((a) => ((a.images as {dark: {height: number}}).dark.height += 2)))).toThrow(
      'animation.images.dark must have the size of the still image',
    );
    expect(() =>
      parseManifest(animated((a) => ((a.images as {light: {file: string}}).light.file = 'home-light.png'))),
    ).toThrow('animation.images.light.file must not be the still');
  });
});

describe('cssSize', () => {
  it('divides the file pixels by the scale', () => {
    expect(cssSize({width: 840, height: 1100}, 2)).toEqual({width: 420, height: 550});
    expect(cssSize({width: 841, height: 3}, 2)).toEqual({width: 421, height: 2});
    expect(cssSize({width: 300, height: 200}, 1)).toEqual({width: 300, height: 200});
  });
});

describe('screenshotData', () => {
  it('gives each theme its own file at CSS size, and only what the page needs', () => {
    const data = screenshotData(fixture, {scene: 'home'});
    const {width, height} = fixture.scenes[1].images.dark;
    expect(data).toEqual({
      scene: 'home',
      alt: fixture.scenes[1].alt,
      sources: {
        dark: {src: 'img/ui/home-dark.png', width: width / 2, height: height / 2},
        light: {src: 'img/ui/home-light.png', width: width / 2, height: height / 2},
      },
    });
    expect(JSON.stringify(data)).not.toContain('sha256');
    expect(JSON.stringify(data)).not.toContain('fixture home');
  });

  it('lets the page replace the alt text and the caption', () => {
    const withCaption: UiManifest = {
      ...fixture,
      scenes: fixture.scenes.map((scene) => ({...scene, caption: 'Default caption'})),
    };
    expect(screenshotData(withCaption, {scene: 'followup'}).caption).toBe('Default caption');
    const data = screenshotData(withCaption, {scene: 'followup', alt: 'A question', caption: 'Mine'});
    expect(data.alt).toBe('A question');
    expect(data.caption).toBe('Mine');
  });

  it("passes the scene's numbered callouts on, and refuses numbers out of order", () => {
    const callouts = [
      {n: 1, label: 'New task'},
      {n: 2, label: 'Settings'},
    ];
    const withCallouts = parseManifest({
      ...fixture,
      scenes: fixture.scenes.map((scene) => (scene.id === 'home' ? {...scene, callouts} : scene)),
    });
    expect(screenshotData(withCallouts, {scene: 'home'}).callouts).toEqual(callouts);
    expect(screenshotData(withCallouts, {scene: 'followup'})).not.toHaveProperty('callouts');
    const skipped = {...fixture, scenes: [{...fixture.scenes[1], callouts: [{n: 2, label: 'Settings'}]}]};
    expect(() => parseManifest(skipped)).toThrow('scene "home".callouts[0] must be numbered 1');
  });

  it('fails on an unknown scene, naming it and the known ones', () => {
    expect(() => screenshotData(fixture, {scene: 'folowup'})).toThrow(
      'unknown screenshot scene "folowup". Known scenes: followup, home, settings-terminal',
    );
    expect(() => findScene(fixture, '')).toThrow('unknown screenshot scene ""');
  });
});

describe('screenshotUrl', () => {
  it('is absolute and uses the light image unless told otherwise', () => {
    const data = screenshotData(fixture, {scene: 'followup'});
    expect(screenshotUrl('https://docs.roocode.com/', data)).toBe('https://docs.roocode.com/img/ui/followup-light.png');
    expect(screenshotUrl('https://docs.roocode.com', data, 'dark')).toBe(
      'https://docs.roocode.com/img/ui/followup-dark.png',
    );
  });
});

describe('an animation’s description and a narrow crop', () => {
  const withHome = (change: (home: Record<string, unknown>) => void) => {
    const manifest = raw();
    change(manifest.scenes[1]);
    return manifest;
  };
  const animation = (home: Record<string, unknown>) => {
    const images = home.images as Record<string, Record<string, unknown>>;
    return {
      frames: 3,
      durationMs: 4000,
      poster: 2,
      images: {dark: {...images.dark, file: 'home-animated-dark.webp'}, light: {...images.light, file: 'a-light.webp'}},
    };
  };

  it('gives the figure the flow of an animation as its motion, and nothing for a still', () => {
    const manifest = parseManifest(
      withHome((home) => (home.animation = {...animation(home), description: 'Animated: the menu opens.'})),
    );
    expect(screenshotData(manifest, {scene: 'home'}).motion).toBe('Animated: the menu opens.');
    expect(screenshotData(manifest, {scene: 'followup'})).not.toHaveProperty('motion');
    expect(() => parseManifest(withHome((home) => (home.animation = {...animation(home), description: ' '})))).toThrow(
      'scene "home".animation.description must be a non-empty string',
    );
  });

  it('gives each theme its narrow crop at its CSS size, and refuses one as wide as the frame or the frame itself', () => {
    const narrowOf = (home: Record<string, unknown>, width: number, darkFile = 'home-narrow-dark.webp') => {
      const images = home.images as Record<string, Record<string, unknown>>;
      return {
        images: {
          dark: {...images.dark, file: darkFile, width, height: 200},
          light: {...images.light, file: 'home-narrow-light.webp', width, height: 200},
        },
      };
    };
    const manifest = parseManifest(withHome((home) => (home.narrow = narrowOf(home, 300))));
    expect(NARROW_MEDIA).toBe('(max-width: 600px)');
    expect(screenshotData(manifest, {scene: 'home'}).sources.light.narrow).toEqual({
      src: 'img/ui/home-narrow-light.webp',
      width: 150,
      height: 100,
    });
    expect(screenshotData(manifest, {scene: 'followup'}).sources.dark).not.toHaveProperty('narrow');
    const full = (raw().scenes[1].images as Record<string, {width: number; file: string}>).dark;
    expect(() => parseManifest(withHome((home) => (home.narrow = narrowOf(home, full.width))))).toThrow(
      'scene "home".narrow.images.dark must be narrower than the frame',
    );
    expect(() => parseManifest(withHome((home) => (home.narrow = narrowOf(home, 10, full.file))))).toThrow(
      'scene "home".narrow.images.dark.file must not be the full frame',
    );
  });

  it("keeps what the narrow crop shows, its text and its icon controls' names, for the agreement check", () => {
    const images = raw().scenes[1].images as Record<string, Record<string, unknown>>;
    const narrow = {
      images: {
        dark: {...images.dark, file: 'n-dark.webp', width: 300},
        light: {...images.light, file: 'n.webp', width: 300},
      },
      text: ['Problems'],
      controls: ['Filter', 'Collapse All'],
    };
    const home = findScene(parseManifest(withHome((entry) => (entry.narrow = narrow))), 'home');
    expect(home.narrow?.text).toEqual(['Problems']);
    expect(home.narrow?.controls).toEqual(['Filter', 'Collapse All']);
  });
});
