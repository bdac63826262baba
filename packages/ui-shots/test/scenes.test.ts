import {describe, expect, it} from 'vitest';

import {validateScenes, type Scene} from '../src/scene.js';
import {CATALOGUE, SCENES} from '../src/scenes/index.js';
import {baseState} from '../src/state.js';

const minimal = (overrides: Partial<Scene> = {}): Scene => ({
  id: 'demo-scene',
  alt: 'A demo scene that shows the home screen of the panel.',
  caption: 'The home screen, before any task has started.',
  state: baseState(),
  expect: ['Roo'],
  ...overrides,
});

describe('scene catalogue', () => {
  it('parses every scene', () => {
    expect(() => validateScenes(SCENES)).not.toThrow();
  });

  it('has exactly the ids of the catalogue, each once, in its order', () => {
    expect(SCENES.map((s) => s.id)).toEqual(CATALOGUE);
  });

  it('gives every scene an alt text that says more than its id', () => {
    for (const scene of SCENES) {
      expect(scene.alt.length, scene.id).toBeGreaterThan(40);
      expect(scene.alt.toLowerCase(), scene.id).not.toBe(scene.id);
    }
  });

  it('uses the fixed machine id and version in every state', () => {
    const ids = new Set(SCENES.map((s) => s.state.machineId));
    expect(ids.size).toBe(1);
    expect(new Set(SCENES.map((s) => s.state.version))).toEqual(new Set(['3.28.10']));
  });

  it('contains no API key that looks real', () => {
    for (const scene of SCENES) {
      const key = (scene.state.apiConfiguration as {apiKey?: string}).apiKey;
      if (key) expect(key, scene.id).toMatch(/not-a-real-key/);
    }
  });
});

describe('validateScenes', () => {
  it('rejects a duplicate id, naming it', () => {
    expect(() => validateScenes([minimal(), minimal()])).toThrow(/demo-scene: duplicate id/);
  });

  it('requires a caption, and one that says what an outline marks', () => {
    const {caption: _caption, ...uncaptioned} = minimal();
    expect(() => validateScenes([uncaptioned as Scene])).toThrow(/demo-scene: caption/);
    expect(() => validateScenes([minimal({outline: 'button'})])).toThrow(/demo-scene: caption: .*outlined/);
    const named = minimal({outline: 'button', caption: 'The Save button, outlined, writes the change.'});
    expect(() => validateScenes([named])).not.toThrow();
  });

  it('takes numbered callouts only for several controls', () => {
    const one = minimal({callouts: [{selector: 'button', label: 'Send'}]});
    expect(() => validateScenes([one])).toThrow(/callouts/);
    const two = minimal({
      callouts: [
        {selector: 'button', label: 'Send'},
        {selector: 'textarea', label: 'Chat box'},
      ],
    });
    expect(() => validateScenes([two])).not.toThrow();
  });

  it('takes a crop padding for every side at once, or all four sides named', () => {
    expect(() => validateScenes([minimal({cropPadding: 8})])).not.toThrow();
    expect(() => validateScenes([minimal({cropPadding: {top: 0, right: 3, bottom: 3, left: 3}})])).not.toThrow();
    // A side left out would silently mean 0 or 8; the frame's reader should not have to guess.
    expect(() => validateScenes([minimal({cropPadding: {top: 0} as never})])).toThrow(/cropPadding/);
  });

  it('rejects a short alt text', () => {
    expect(() => validateScenes([minimal({alt: 'home'})])).toThrow(/demo-scene: alt/);
  });

  it('rejects an id that is not kebab-case', () => {
    expect(() => validateScenes([minimal({id: 'Home_Screen'})])).toThrow(/Home_Screen: id/);
  });

  it('rejects an unknown action and an empty expectation list', () => {
    expect(() => validateScenes([minimal({actions: [{tap: 'x'} as never]})])).toThrow(/actions/);
    expect(() => validateScenes([minimal({expect: []})])).toThrow(/expect/);
  });

  it('rejects a chat message of an unknown kind', () => {
    const state = baseState({clineMessages: [{ts: 1, type: 'say', say: 'shout' as never, text: 'x'}]});
    expect(() => validateScenes([minimal({state})])).toThrow(/clineMessages/);
  });

  it('takes an animation of two frames or more, each with a bounded hold, and a poster among them', () => {
    const frames = [
      {actions: [], hold: 800},
      {actions: [{click: 'button'}], hold: 2000},
    ];
    const motion = 'Animated: the button is pressed and the menu opens.';
    expect(() => validateScenes([minimal({frames, motion})])).not.toThrow();
    expect(() => validateScenes([minimal({frames, motion, poster: 0})])).not.toThrow();
    expect(() => validateScenes([minimal({frames: frames.slice(0, 1), motion})])).toThrow(/frames: an animation needs/);
    expect(() => validateScenes([minimal({frames, motion, poster: 2})])).toThrow(/poster: poster must name one/);
    expect(() => validateScenes([minimal({poster: 0})])).toThrow(/poster/);
    expect(() => validateScenes([minimal({frames: [frames[0]!, {actions: [], hold: 20}]})])).toThrow(/hold/);
    expect(() => validateScenes([minimal({frames: [frames[0]!, {actions: [], hold: 1.5}]})])).toThrow(/hold/);
  });

  it('has an animation describe its still in alt and its flow in motion, and a still no motion', () => {
    const frames = [
      {actions: [], hold: 800},
      {actions: [{click: 'button'}], hold: 2000},
    ];
    const motion = 'Animated: the button is pressed and the menu opens.';
    // Reduced-motion readers get the still under the same alt text, so it must not claim to move.
    expect(() =>
      validateScenes([minimal({frames, motion, alt: 'Animation of the button being pressed and the menu opening.'})]),
    ).toThrow(/alt: an animation describes its still/);
    expect(() => validateScenes([minimal({frames})])).toThrow(/alt: an animation describes its still/);
    expect(() => validateScenes([minimal({motion})])).toThrow(/motion: only an animation has a motion/);
  });

  it('draws no outline or callouts on an animation, where they would flash as it loops', () => {
    const frames = [
      {actions: [], hold: 800},
      {actions: [{focus: 'button'}, {press: 'ArrowRight'}], hold: 800},
    ];
    const outlined = minimal({frames, outline: 'button', caption: 'The Save button, outlined, writes the change.'});
    expect(() => validateScenes([outlined])).toThrow(/frames: an animation takes no outline/);
  });
});

describe('the animations in the catalogue', () => {
  const animated = SCENES.filter((scene) => scene.frames);

  it('are the three flows the original docs showed as GIFs, each ending on the state its page describes', () => {
    expect(animated.map((scene) => scene.id).sort()).toEqual([
      'checkpoint-menu',
      'settings-temperature',
      'typing-request',
    ]);
    // One alt text serves the still too (reduced motion, paused): it describes the still; the motion is told apart.
    expect(animated.filter((scene) => /^Animat/.test(scene.alt) || !scene.motion).map((scene) => scene.id)).toEqual([]);
  });

  it('loop in under 15 seconds and hold the last frame longest, so the end state can be read', () => {
    for (const scene of animated) {
      const holds = scene.frames!.map((frame) => frame.hold);
      expect(
        holds.reduce((a, b) => a + b, 0),
        scene.id,
      ).toBeLessThan(15_000);
      expect(Math.max(...holds), scene.id).toBe(holds.at(-1));
    }
  });
});
