// Helpers for the contract tests: they read the upstream modules a patch relies on, as installed, so that an
// upgrade which moves or changes them fails a test naming the patch instead of leaving the patch silently unapplied.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {expect} from 'vitest';

const siteRequire = createRequire(path.join(__dirname, '..', 'package.json'));

/** The installed folder of a package, as the site resolves it. */
export function packageDir(name: string): string {
  try {
    return path.dirname(siteRequire.resolve(`${name}/package.json`));
  } catch {
    // A package whose `exports` leaves out package.json: walk up from its entry point.
  }
  let dir = path.dirname(siteRequire.resolve(name));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: string}).name === name) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`No installed package ${name}`);
}

export function installedVersion(name: string): string {
  return (JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as {version: string})
    .version;
}

/** The contract of one patch: reads upstream files and states expectations whose failure names the patch. */
export function contractOf(patch: string) {
  const blame = (what: string) =>
    `Upstream patch "${patch}" relies on ${what}; see site/upstream-patches/${patch}/README.md`;
  return {
    /** Absolute path of an upstream file; fails, naming the patch, when the file is gone. */
    file(pkg: string, file: string): string {
      const absolute = path.join(packageDir(pkg), file);
      expect(fs.existsSync(absolute), blame(`${pkg}/${file}`)).toBe(true);
      return absolute;
    },
    read(pkg: string, file: string): string {
      return fs.readFileSync(this.file(pkg, file), 'utf8');
    },
    /** `expect` with a message naming the patch and what it relies on. */
    expect: <T>(value: T, what: string) => expect(value, blame(what)),
  };
}
