import {describe, expect, it} from 'vitest';

import {manifestOrder} from '../src/order.js';
import {needsNightly} from '../src/select.js';
import {FLOWS} from '../src/scenes/index.js';
import {validateFlows} from '../src/validate.js';
import type {Flow, VsScene} from '../src/scene.js';

const scene = (over: Partial<VsScene> = {}): VsScene => ({
  id: 'vscode-example',
  alt: 'A picture of something in VS Code',
  caption: 'What the reader should look at here.',
  steps: [],
  frame: [{in: 'workbench', css: '.part.sidebar'}],
  expect: ['Roo Code'],
  ...over,
});
const flow = (scenes: VsScene[]): Flow => ({
  id: 'f',
  folder: 'f',
  files: {},
  configured: true,
  script: [],
  window: {width: 1100, height: 720},
  scenes,
});

describe('validateFlows', () => {
  it('accepts the catalogue', () => {
    expect(validateFlows(FLOWS)).toBe(FLOWS);
  });

  it.each([
    [{id: 'activity-bar'}, 'start with "vscode-"'],
    [{caption: 'Too short'}, '20 to 160'],
    [{outline: {in: 'workbench', css: 'a'} as const}, 'outlined'],
    [{frame: []}, 'frame names no element'],
    [{narrow: {frame: [], expect: ['Save']}}, 'narrow crop names no element'],
    [{narrow: {frame: [{in: 'panel', css: 'button'} as const], expect: []}}, 'narrow crop expects no text'],
  ])('rejects %j', (over, message) => {
    expect(() => validateFlows([flow([scene(over)])])).toThrow(message);
  });

  it('rejects a duplicate id across flows', () => {
    expect(() => validateFlows([flow([scene()]), flow([scene()])])).toThrow('duplicate id');
  });
});

describe('manifestOrder', () => {
  const manifest = (ids: string[]) => ({
    tag: 'v3.28.10',
    scale: 2,
    scenes: ids.map((id) => ({id}) as never),
  });

  it('keeps every existing entry in place and appends new scenes of ours', () => {
    expect(manifestOrder(manifest(['home', 'vscode-b', 'chat']), ['vscode-a', 'vscode-b'])).toEqual([
      'home',
      'vscode-b',
      'chat',
      'vscode-a',
    ]);
  });

  it('starts a new manifest with ours', () => {
    expect(manifestOrder(null, ['vscode-a'])).toEqual(['vscode-a']);
  });
});

describe('needsNightly', () => {
  const withNightly = {...flow([scene({id: 'vscode-both'})]), id: 'n', withNightly: true};
  const plain = flow([scene({id: 'vscode-plain'})]);

  it('builds the nightly only when a scene of a flow that installs it will run', () => {
    expect(needsNightly([plain, withNightly], ['vscode-plain'])).toBe(false);
    expect(needsNightly([plain, withNightly], ['vscode-both'])).toBe(true);
    expect(needsNightly([plain, withNightly], null)).toBe(true);
    expect(needsNightly([plain], null)).toBe(false);
  });

  it('is wanted by the catalogue, in the Nightly flow only', () => {
    expect(FLOWS.filter((f) => f.withNightly).map((f) => f.id)).toEqual(['nightly']);
  });
});

describe('fromGallery', () => {
  it('is set on the Marketplace flow only, whose scenes are the search and the details page', () => {
    const flows = FLOWS.filter((f) => f.fromGallery);
    expect(flows.map((f) => f.id)).toEqual(['marketplace']);
    expect(flows[0]?.scenes.map((s) => s.id)).toEqual(['vscode-extensions-search', 'vscode-extension-details']);
  });
});
