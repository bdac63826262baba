// Helpers for the contract tests: they read the upstream modules a patch relies on, as installed, so that an
// upgrade which moves or changes them fails a test naming the patch instead of leaving the patch silently unapplied.
import fs from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {packageDir} from './contract-paths';
import {readUpstreamHashes, upstreamKey} from './upstream-hashes';

export {packageDir} from './contract-paths';

/** The contract of one patch: reads upstream files and states expectations whose failure names the patch. */
export function contractOf(patch: string) {
  const blame = (what: string) =>
    `Upstream patch "${patch}" relies on ${what}; see site/upstream-patches/${patch}/README.md`;
  return {
    /** Absolute path of an upstream file; fails, naming the patch, when the file is gone. */
    file(pkg: string, file: string): string {
      // What a contract reads is what the patch relies on, so it must be listed (and hashed) in UPSTREAM.
      expect(
        Object.keys(readUpstreamHashes()[patch] ?? {}),
        `Upstream patch "${patch}" reads ${pkg}/${file} without listing it in UPSTREAM.files of ` +
          `site/upstream-patches/${patch}/index.ts; list it, then run \`npm run patches:rehash -w site\``,
      ).toContain(upstreamKey(pkg, file));
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
