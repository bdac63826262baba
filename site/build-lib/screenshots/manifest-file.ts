// Reads the screenshot manifest the harness writes (npm run ui-shots) while the site builds. Synchronous and cached,
// since the remark plugin and the Markdown twins ask for it once per screenshot.
import fs from 'node:fs';
import path from 'node:path';
import {parseManifest, type UiManifest} from '../../src/lib/screenshots/manifest';

/** The folder of the committed images and their manifest; its files are served from /img/ui/. */
export const SCREENSHOT_DIR = path.join(__dirname, '../../static/img/ui');
export const MANIFEST_FILE = path.join(SCREENSHOT_DIR, 'manifest.json');

const cache = new Map<string, {mtimeMs: number; manifest: UiManifest}>();

export function readManifest(file: string = MANIFEST_FILE): UiManifest {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new Error(
      `the screenshot manifest ${path.relative(process.cwd(), file)} is missing: render the scenes with ` +
        '`npm run ui-shots` (or merge the branch that commits them) before building pages that show screenshots.',
    );
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.manifest;
  let manifest: UiManifest;
  try {
    manifest = parseManifest(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, {cause: error});
  }
  cache.set(file, {mtimeMs: stat.mtimeMs, manifest});
  return manifest;
}
