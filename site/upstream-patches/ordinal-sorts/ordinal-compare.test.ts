import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const nodeRequire = createRequire(import.meta.url);
const ordinalCompare = nodeRequire('./ordinal-compare.cjs') as (source: string) => string;

/** Runs a rewritten CommonJS-style snippet and returns what it assigns to `result`. */
// oxlint-disable-next-line typescript/no-implied-eval -- the test runs the loader's rewritten output as code
const run = (source: string): unknown => new Function(`${ordinalCompare(source)}\nreturn result;`)();

describe('ordinal-compare loader', () => {
  it('replaces each localeCompare call with a code-unit comparison', () => {
    const out = ordinalCompare(
      'list.sort((a, b) => b[1].path.localeCompare(a[1].path)); x.sort((a, b) => a[0].localeCompare(b[0]));',
    );
    expect(out).not.toContain('localeCompare');
    expect(out.match(/__compareCodeUnits\(/g)).toHaveLength(3);
  });

  it('sorts a path before its prefixes, as the docs plugin needs, and gives a stable key order', () => {
    expect(
      run(`const result = [['d', {path: '/'}], ['u', {path: '/update-notes'}], ['x', {path: '/update-notes/x'}]]
        .sort((a, b) => b[1].path.localeCompare(a[1].path)).map(([id]) => id);`),
    ).toEqual(['x', 'u', 'd']);
    expect(run(`const result = [['b'], ['a'], ['C']].sort((a, b) => a[0].localeCompare(b[0])).flat();`)).toEqual([
      'C',
      'a',
      'b',
    ]);
  });

  it('stops the build, naming the patch, on a module without localeCompare', () => {
    expect(() => ordinalCompare('export const a = 1;')).toThrow(
      'Upstream patch "ordinal-sorts": no localeCompare call found',
    );
  });
});
