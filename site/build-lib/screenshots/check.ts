// Checks that CI can run without a Roo Code clone: the committed images match their manifest, every scene a page names
// exists, and every scene is shown somewhere.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {THEMES, type UiManifest} from '../../src/lib/screenshots/manifest';

/** Problems with the image files beside a manifest: missing, or not the bytes the manifest recorded. */
export function imageFileProblems(manifest: UiManifest, dir: string): string[] {
  const problems: string[] = [];
  for (const scene of manifest.scenes) {
    for (const theme of THEMES) {
      const image = scene.images[theme];
      const file = path.join(dir, image.file);
      if (!fs.existsSync(file)) {
        problems.push(`${scene.id} (${theme}): ${image.file} is missing`);
        continue;
      }
      const bytes = fs.readFileSync(file);
      if (bytes.length !== image.bytes) {
        problems.push(
          `${scene.id} (${theme}): ${image.file} has ${bytes.length} bytes, the manifest says ${image.bytes}`,
        );
      }
      const hash = createHash('sha256').update(bytes).digest('hex');
      if (hash !== image.sha256) problems.push(`${scene.id} (${theme}): ${image.file} does not match its sha256`);
    }
  }
  return problems;
}

// Words that say nothing about what a screen reader user would see.
const EMPTY_ALT = /^(image|screenshot|picture|figure|img|screen shot)( of)?( roo code)?\.?$/i;

/** Alt texts that are missing, too short to describe a panel, or only a placeholder word or the scene id. */
export function altTextProblems(manifest: UiManifest): string[] {
  return manifest.scenes.flatMap((scene) => {
    const alt = scene.alt.trim();
    const words = alt.split(/\s+/).length;
    if (alt.length < 20 || words < 4 || EMPTY_ALT.test(alt) || alt === scene.id) {
      return [`${scene.id}: alt text "${alt}" does not describe the image`];
    }
    return [];
  });
}

export type SceneUse = {file: string; scene: string};

/** Problems between the pages' uses and the manifest: unknown scenes, and scenes no page shows. */
export function usageProblems(manifest: UiManifest, uses: readonly SceneUse[]): string[] {
  const known = new Set(manifest.scenes.map((scene) => scene.id));
  const used = new Set(uses.map((use) => use.scene));
  return [
    ...uses.filter((use) => !known.has(use.scene)).map((use) => `${use.file}: unknown scene "${use.scene}"`),
    ...[...known].filter((id) => !used.has(id)).map((id) => `scene "${id}" is shown on no page`),
  ];
}
