// The sha256 of every upstream file a patch copies or relies on, as installed when the patch was last checked.
// A contract can only see what it asserts; a hash also sees what upstream added. When a hash differs, read the
// upstream change against our copy or assumption, then record the new hashes (`npm run patches:rehash -w site`).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const HASHES_FILE = path.join(__dirname, 'upstream-hashes.json');

/** patch name → "<package>/<file>" → sha256 */
export type UpstreamHashes = Record<string, Record<string, string>>;

export const upstreamKey = (pkg: string, file: string) => `${pkg}/${file}`;

export function readUpstreamHashes(): UpstreamHashes {
  return JSON.parse(fs.readFileSync(HASHES_FILE, 'utf8')) as UpstreamHashes;
}

export function sha256Of(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}
