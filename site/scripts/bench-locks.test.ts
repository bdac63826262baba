// A benchmark with dependencies of its own installs them with `npm ci` on its first run. npm refuses a lock in which a
// package asks for a dist-tag ("latest") once the registry moves that tag past the locked version, so such a request
// must be pinned by an override to the version the lock holds, or the benchmark stops working on a fresh machine.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const BENCH = path.join(ROOT, 'bench');

type Lock = {packages: Record<string, {version?: string; dependencies?: Record<string, string>}>};
type Manifest = {overrides?: Record<string, string>};

/** A dist-tag such as "latest" or "next", as opposed to a version, a range or an alias. */
const isDistTag = (spec: string) => /^[A-Za-z][\w.-]*$/.test(spec) && !/^[xX]$/.test(spec);

/** Each package the lock asks for by tag, with the version the lock installs for it at the top level. */
function tagRequests(lock: Lock): Map<string, string | undefined> {
  const requests = new Map<string, string | undefined>();
  for (const entry of Object.values(lock.packages))
    for (const [name, spec] of Object.entries(entry.dependencies ?? {}))
      if (isDistTag(spec)) requests.set(name, lock.packages[`node_modules/${name}`]?.version);
  return requests;
}

const benchesWithLocks = fs
  .readdirSync(BENCH, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(BENCH, entry.name, 'package-lock.json')))
  .map((entry) => entry.name);

describe('benchmark locks', () => {
  it('finds the Lighthouse benchmark among the folders with their own lock', () => {
    expect(benchesWithLocks).toContain('lighthouse');
  });

  it('tells a dist-tag from a version or range', () => {
    expect(['latest', 'next', 'beta-2'].every(isDistTag)).toBe(true);
    expect(['1.2.3', '^0.27.0', '~1', '>=2 <3', 'x', '*', 'npm:foo@1', 'file:../x'].some(isDistTag)).toBe(false);
    const lock: Lock = {
      packages: {
        '': {dependencies: {a: '1.0.0'}},
        'node_modules/a': {version: '1.0.0', dependencies: {b: 'latest', c: '^2.0.0'}},
        'node_modules/b': {version: '0.5.0'},
      },
    };
    expect([...tagRequests(lock)]).toEqual([['b', '0.5.0']]);
  });

  it.for(benchesWithLocks)('bench/%s pins every package its lock asks for by tag', (name) => {
    const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(BENCH, name, file), 'utf8')) as T;
    const overrides = read<Manifest>('package.json').overrides ?? {};
    const unpinned = [...tagRequests(read<Lock>('package-lock.json'))]
      .filter(([pkg, version]) => overrides[pkg] !== version)
      .map(([pkg, version]) => `${pkg}: override it to ${version} (the locked version)`);
    expect(unpinned).toEqual([]);
  });
});
