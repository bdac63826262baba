// npm run ui-shots -- --upstream <Roo-Code clone or git dir> --tag v3.28.10 [--scene id,…] [--out dir] [--compare]
//   [--jobs N] [--cache dir]
// npm run ui-shots -- --metadata   (alt texts and captions only, no render)
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '@roo-code-docs/chromium';
import {chromium} from 'playwright-core';

import {
  compareManifests,
  formatDrift,
  mergeManifest,
  sceneEntry,
  type Manifest,
  type ManifestScene,
} from './manifest.js';
import {prepare} from './prepare.js';
import {renderScene, SCALE} from './render.js';
import {validateScenes} from './scene.js';
import {SCENES} from './scenes/index.js';
import {parseDump, THEMES, type ThemeId, type VariableDump} from './theme.js';

const REPO = path.resolve(fileURLToPath(import.meta.url), '../../../..');
export const COMMITTED_DIR = path.join(REPO, 'site', 'static', 'img', 'ui');
/** Lossless: see the README for the comparison with lossy settings. effort 6 is the smallest lossless output. */
const WEBP = {lossless: true, effort: 6} as const;

async function loadDump(theme: ThemeId): Promise<VariableDump> {
  const file = THEMES[theme].dump === 'dark-v2' ? 'dark-v2.js' : 'light-v2.js';
  const module = (await import(`@vscode-elements/webview-playground/dist/themes/${file}`)) as {theme: unknown};
  return parseDump(module.theme);
}

function readManifest(file: string): Manifest | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/**
 * Rewrites the committed manifest's alt texts and captions from the scenes, without a clone or a browser: words
 * change more often than pictures. Callouts are drawn on the images, so changing them needs a render.
 */
function refreshMetadata() {
  const file = path.join(COMMITTED_DIR, 'manifest.json');
  const manifest = readManifest(file);
  if (!manifest) throw new Error(`no manifest at ${file}`);
  const byId = new Map(validateScenes(SCENES).map((scene) => [scene.id, scene]));
  let changed = 0;
  manifest.scenes = manifest.scenes.map((entry) => {
    const scene = byId.get(entry.id);
    const motion = entry.animation && scene?.motion;
    if (
      !scene ||
      (scene.alt === entry.alt && scene.caption === entry.caption && entry.animation?.description === motion)
    ) {
      return entry;
    }
    changed++;
    const {id, alt: _alt, caption: _caption, animation, ...rest} = entry;
    return {
      id,
      alt: scene.alt,
      caption: scene.caption,
      ...rest,
      // In the order a render writes it, so that a later render changes no line it does not have to.
      ...(animation
        ? {
            animation: {
              frames: animation.frames,
              durationMs: animation.durationMs,
              poster: animation.poster,
              ...(motion ? {description: motion} : {}),
              images: animation.images,
            },
          }
        : {}),
    };
  });
  writeFileSync(file, JSON.stringify(manifest, null, 2) + '\n');
  console.log(`alt texts, captions and animation descriptions of ${changed} scenes rewritten in ${file}`);
}

async function main() {
  const {values} = parseArgs({
    options: {
      upstream: {type: 'string'},
      tag: {type: 'string', default: 'v3.28.10'},
      scene: {type: 'string'},
      out: {type: 'string'},
      compare: {type: 'boolean', default: false},
      jobs: {type: 'string', default: '2'},
      cache: {type: 'string'},
      metadata: {type: 'boolean', default: false},
    },
  });
  if (values.metadata) return refreshMetadata();
  if (!values.upstream) throw new Error('--upstream <Roo-Code clone or git dir> is required');
  const tag = values.tag;
  const wanted = values.scene ? values.scene.split(',').map((s) => s.trim()) : null;
  const scenes = validateScenes(SCENES).filter((s) => !wanted || wanted.includes(s.id));
  const unknown = wanted?.filter((id) => !SCENES.some((s) => s.id === id)) ?? [];
  if (unknown.length) throw new Error(`unknown scene(s): ${unknown.join(', ')}`);

  const outDir = path.resolve(
    values.out ?? (values.compare ? mkdtempSync(path.join(tmpdir(), 'ui-shots-')) : COMMITTED_DIR),
  );
  mkdirSync(outDir, {recursive: true});
  const paths = prepare(values.upstream, tag, console.log, values.cache);
  const dumps = {dark: await loadDump('dark'), light: await loadDump('light')};

  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]});
  const started = Date.now();
  const rendered: ManifestScene[] = [];
  const failed: {id: string; error: string}[] = [];
  const manifestFile = path.join(outDir, 'manifest.json');
  const order = SCENES.map((s) => s.id);
  const previous = values.compare ? null : readManifest(manifestFile);
  // Written after every scene, not once at the end: a long run that is stopped (or crashes) keeps a manifest that
  // matches the images it already wrote, and the next run can render only the rest.
  const saveManifest = () => {
    const manifest = mergeManifest(previous, tag, SCALE, rendered, order);
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
    return manifest;
  };
  const renderOne = async (scene: (typeof scenes)[number]) => {
    const sceneStart = Date.now();
    try {
      const results = [];
      for (const theme of ['dark', 'light'] as const) {
        const result = await renderScene(browser, paths, scene, theme, dumps[theme], WEBP);
        const file = `${scene.id}-${theme}.webp`;
        writeFileSync(path.join(outDir, file), result.image.webp);
        const {webp: _webp, ...image} = result.image;
        let animation;
        if (result.animation) {
          // Beside the still, under a name that keeps the theme last ("-dark.webp"), as the site's checks expect.
          const animated = `${scene.id}-animated-${theme}.webp`;
          writeFileSync(path.join(outDir, animated), result.animation.webp);
          const {webp: _frames, ...rest} = result.animation;
          animation = {file: animated, ...rest};
        }
        results.push({
          theme,
          text: result.text,
          controls: result.controls,
          image: {file, ...image},
          ...(animation ? {animation} : {}),
        });
      }
      const entry = sceneEntry(scene, results);
      rendered.push(entry);
      saveManifest();
      const bytes = results.reduce((n, r) => n + r.image.bytes, 0);
      const animated = results.map((r) => r.animation?.bytes ?? 0).filter(Boolean);
      const motion = entry.animation
        ? `; animated ${animated.join(' + ')} B, ${entry.animation.frames} frames, ${entry.animation.durationMs} ms per loop`
        : '';
      console.log(`ok   ${scene.id}  ${((Date.now() - sceneStart) / 1000).toFixed(1)} s  ${bytes} B${motion}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failed.push({id: scene.id, error: message});
      console.error(`FAIL ${message}`);
    }
  };
  // Scenes are independent (a fresh context each), so a few run at once; the order of the manifest is fixed later.
  const queue = [...scenes];
  const jobs = Math.max(1, Number(values.jobs) || 1);
  try {
    await Promise.all(
      Array.from({length: jobs}, async () => {
        for (let scene = queue.shift(); scene; scene = queue.shift()) await renderOne(scene);
      }),
    );
  } finally {
    await browser.close();
  }

  const seconds = (Date.now() - started) / 1000;
  const manifest = saveManifest();

  const images = rendered.flatMap((s) => [s.images.dark, s.images.light]);
  const total = images.reduce((n, i) => n + i.bytes, 0);
  console.log(
    `rendered ${rendered.length}/${scenes.length} scenes (${images.length} images) in ${seconds.toFixed(1)} s; ` +
      `${total} B in all, ${images.length ? Math.round(total / images.length) : 0} B per image; into ${outDir}`,
  );

  if (values.compare) {
    const committed = readManifest(path.join(COMMITTED_DIR, 'manifest.json'));
    if (!committed) throw new Error('no committed manifest to compare with');
    console.log(formatDrift(compareManifests(committed, manifest, failed, wanted ?? undefined), committed.tag, tag));
    if (!values.out) rmSync(outDir, {recursive: true, force: true});
  } else if (failed.length) {
    console.error(`failed scenes: ${failed.map((f) => f.id).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
