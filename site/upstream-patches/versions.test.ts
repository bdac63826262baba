import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {installedVersion, packageDir} from './contract-paths';
import {readUpstreamHashes, sha256Of, upstreamKey} from './upstream-hashes';
import type {UpstreamPin} from './upstream';

const PATCHES = fs
  .readdirSync(__dirname, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = {...manifest.dependencies, ...manifest.devDependencies};

describe('upstream patch versions', () => {
  it('finds the patch folders', () => {
    expect(PATCHES).toEqual(expect.arrayContaining(['calm-hydration', 'ordinal-sorts', 'string-ssr']));
  });

  describe.each(PATCHES)('%s', (patch) => {
    it('names, for each package it patches, the version installed and the exact version site/package.json pins', async () => {
      const {UPSTREAM} = (await import(`./${patch}/index.ts`)) as {UPSTREAM?: readonly UpstreamPin[]};
      expect(UPSTREAM, `${patch}/index.ts exports UPSTREAM`).toBeDefined();
      expect(UPSTREAM!.length).toBeGreaterThan(0);
      for (const {package: name, version} of UPSTREAM!) {
        expect(
          installedVersion(name),
          `Upstream patch "${patch}" was written against ${name} ${version}; check its README before changing it`,
        ).toBe(version);
        expect(declared[name], `${name} pinned exactly in site/package.json`).toBe(version);
      }
    });

    it('has a recorded hash for exactly the upstream files it lists, each equal to the installed file', async () => {
      const {UPSTREAM} = (await import(`./${patch}/index.ts`)) as {UPSTREAM: readonly UpstreamPin[]};
      const recorded = readUpstreamHashes()[patch] ?? {};
      const listed = UPSTREAM.flatMap(({package: pkg, files}) => files.map((file) => ({pkg, file})));
      expect(Object.keys(recorded).sort(), `hashes recorded for ${patch}: run npm run patches:rehash -w site`).toEqual(
        listed.map(({pkg, file}) => upstreamKey(pkg, file)).sort(),
      );
      for (const {pkg, file} of listed) {
        const key = upstreamKey(pkg, file);
        expect(
          sha256Of(path.join(packageDir(pkg), file)),
          `Upstream patch "${patch}": re-check ${key}, it changed since the patch was checked; compare it with ` +
            `what site/upstream-patches/${patch} copies or assumes, then run npm run patches:rehash -w site`,
        ).toBe(recorded[key]);
      }
    });
  });
});
