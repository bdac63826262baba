import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {altTextProblems, imageFileProblems, usageProblems} from './check';
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
