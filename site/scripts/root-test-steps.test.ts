import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// The root's `npm test` runs each workspace's unit tests and type check as steps of their own (`unit:<name>`,
// `typecheck:<name>`), so that run-p can run two at a time. A workspace added later with a `test` or `typecheck`
// script of its own would be left out without a step here; this fails until it has one.
const ROOT = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const rootPackage = readJson(path.join(ROOT, 'package.json')) as {
  workspaces: string[];
  scripts: Record<string, string>;
};

/** Each workspace folder (the globs of `workspaces` end in `/*` or name one folder) with its scripts. */
function workspaces(): {folder: string; scripts: Record<string, string>}[] {
  return rootPackage.workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? fs
            .readdirSync(path.join(ROOT, pattern.slice(0, -2)), {withFileTypes: true})
            .filter((entry) => entry.isDirectory())
            .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
        : [pattern],
    )
    .filter((folder) => fs.existsSync(path.join(ROOT, folder, 'package.json')))
    .map((folder) => ({folder, scripts: readJson(path.join(ROOT, folder, 'package.json')).scripts ?? {}}));
}

describe("the root's test steps", () => {
  it.each(['test', 'typecheck'])('run the %s script of every workspace that has one', (script) => {
    const prefix = script === 'test' ? 'unit' : 'typecheck';
    const steps = Object.entries(rootPackage.scripts)
      .filter(([name]) => name.startsWith(`${prefix}:`))
      .map(([, command]) => command);
    const withScript = workspaces().filter(({scripts}) => script in scripts);
    expect(withScript.length).toBeGreaterThan(1);
    const missing = withScript
      .map(({folder}) => folder)
      .filter((folder) => !steps.includes(`npm ${script === 'test' ? 'test' : 'run typecheck'} -w ${folder}`));
    expect(missing).toEqual([]);
  });

  it('lint and type-check together with every lint and typecheck step', () => {
    expect(rootPackage.scripts['lint-and-typecheck']).toMatch(/"lint:\*" "typecheck:\*"/);
    expect(rootPackage.scripts.test).toMatch(/\blint-and-typecheck unit-without-build build-and-browser$/);
    expect(rootPackage.scripts['test:unit']).toContain('"unit:*"');
  });
});
