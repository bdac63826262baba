// Records the installed hash of every file each patch's UPSTREAM lists (see upstream-hashes.ts). Run it only after
// re-checking the patches whose hashes changed: it is how a maintainer says "I have read the new upstream files".
import fs from 'node:fs';
import path from 'node:path';
import {packageDir} from './contract-paths';
import {HASHES_FILE, sha256Of, upstreamKey, type UpstreamHashes} from './upstream-hashes';
import type {UpstreamPin} from './upstream';

async function main() {
  const patches = fs
    .readdirSync(__dirname, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const hashes: UpstreamHashes = {};
  for (const patch of patches) {
    const {UPSTREAM} = (await import(`./${patch}/index.ts`)) as {UPSTREAM: readonly UpstreamPin[]};
    hashes[patch] = {};
    for (const {package: pkg, files} of UPSTREAM) {
      for (const file of [...files].sort()) {
        hashes[patch][upstreamKey(pkg, file)] = sha256Of(path.join(packageDir(pkg), file));
      }
    }
  }
  fs.writeFileSync(HASHES_FILE, JSON.stringify(hashes, null, 2) + '\n');
  console.log(
    `Recorded ${Object.values(hashes).reduce((n, files) => n + Object.keys(files).length, 0)} upstream hashes.`,
  );
}

void main();
