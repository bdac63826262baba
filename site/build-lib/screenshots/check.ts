// Checks that CI can run without a Roo Code clone: the committed images match their manifest, every scene a page names
// exists, and every scene is shown somewhere.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {MAX_ANIMATION_BYTES, THEMES, type ManifestImage, type UiManifest} from '../../src/lib/screenshots/manifest';
import {webpMotion} from '../../src/lib/screenshots/webp';

/** Every file a scene names, for each theme: the still, and the animated file and the narrow crop where there are. */
function filesOf(manifest: UiManifest) {
  return manifest.scenes.flatMap((scene) =>
    THEMES.flatMap((theme) => {
      const files: {scene: string; theme: string; image: ManifestImage}[] = [
        {scene: scene.id, theme, image: scene.images[theme]},
      ];
      if (scene.animation)
        files.push({scene: scene.id, theme: `${theme}, animated`, image: scene.animation.images[theme]});
      if (scene.narrow) files.push({scene: scene.id, theme: `${theme}, narrow`, image: scene.narrow.images[theme]});
      return files;
    }),
  );
}

/** Problems with the image files beside a manifest: missing, or not the bytes the manifest recorded. */
export function imageFileProblems(manifest: UiManifest, dir: string): string[] {
  const problems: string[] = [];
  for (const {scene, theme, image} of filesOf(manifest)) {
    const file = path.join(dir, image.file);
    if (!fs.existsSync(file)) {
      problems.push(`${scene} (${theme}): ${image.file} is missing`);
      continue;
    }
    const bytes = fs.readFileSync(file);
    if (bytes.length !== image.bytes) {
      problems.push(`${scene} (${theme}): ${image.file} has ${bytes.length} bytes, the manifest says ${image.bytes}`);
    }
    const hash = createHash('sha256').update(bytes).digest('hex');
    if (hash !== image.sha256) problems.push(`${scene} (${theme}): ${image.file} does not match its sha256`);
  }
  return problems;
}

/**
 * Problems with the animated files: over the size budget, or not animated the way the manifest says (a still saved
 * under an animation's name would pass every other check and show nothing moving).
 */
export function animationProblems(manifest: UiManifest, dir: string): string[] {
  const problems: string[] = [];
  for (const scene of manifest.scenes) {
    if (!scene.animation) continue;
    for (const theme of THEMES) {
      const image = scene.animation.images[theme];
      const where = `${scene.id} (${theme}): ${image.file}`;
      const file = path.join(dir, image.file);
      if (!fs.existsSync(file)) continue; // imageFileProblems names it
      const bytes = fs.readFileSync(file);
      if (bytes.length > MAX_ANIMATION_BYTES) {
        problems.push(`${where} has ${bytes.length} bytes, more than ${MAX_ANIMATION_BYTES}`);
      }
      let motion;
      try {
        motion = webpMotion(bytes);
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`);
        continue;
      }
      if (motion.frames < 2) problems.push(`${where} is not animated (${motion.frames} frame)`);
      else if (motion.frames !== scene.animation.frames) {
        problems.push(`${where} has ${motion.frames} frames, the manifest says ${scene.animation.frames}`);
      }
      const duration = motion.durations.reduce((sum, ms) => sum + ms, 0);
      if (motion.frames > 1 && duration !== scene.animation.durationMs) {
        problems.push(`${where} plays for ${duration} ms, the manifest says ${scene.animation.durationMs}`);
      }
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
