// npm run vscode-shots -- [--upstream <Roo-Code git dir>] [--tag v3.28.10] [--scene id,…] [--cache dir] [--out dir]
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

import {mergeManifest, sceneEntry, type Manifest, type ManifestScene} from '@roo-code-docs/ui-shots/src/manifest.js';

import {narrowFile, withNarrow} from './narrow.js';
import {manifestOrder} from './order.js';
import {runFlow, SCALE} from './render.js';
import {needsNightly} from './select.js';
import {FLOWS} from './scenes/index.js';
import {validateFlows} from './validate.js';
import {setup} from './setup.js';

const REPO = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const COMMITTED_DIR = path.join(REPO, 'site', 'static', 'img', 'ui');
const SCRATCH = '/work/vscode-scratch/runs';

async function main() {
  const {values} = parseArgs({
    options: {
      upstream: {type: 'string', default: '/work/.mirror/RooCodeInc+Roo-Code/repo'},
      tag: {type: 'string', default: 'v3.28.10'},
      scene: {type: 'string'},
      cache: {type: 'string'},
      out: {type: 'string'},
      scratch: {type: 'string', default: process.env.VSCODE_SHOTS_SCRATCH ?? SCRATCH},
    },
  });
  const flows = validateFlows(FLOWS);
  const wanted = values.scene ? values.scene.split(',').map((s) => s.trim()) : null;
  const known = flows.flatMap((f) => f.scenes.map((s) => s.id));
  const unknown = wanted?.filter((id) => !known.includes(id)) ?? [];
  if (unknown.length) throw new Error(`unknown scene(s): ${unknown.join(', ')}`);
  const outDir = path.resolve(values.out ?? COMMITTED_DIR);
  mkdirSync(outDir, {recursive: true});

  const started = Date.now();
  const paths = setup(values.upstream, values.tag, console.log, values.cache, needsNightly(flows, wanted));
  console.log(`setup (cached steps skipped): ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const rendered: ManifestScene[] = [];
  const failed: string[] = [];
  for (const flow of flows) {
    // A flow runs up to its last wanted scene: the scenes before it are the story that leads there.
    const ids = flow.scenes.map((s) => s.id);
    const last = Math.max(...ids.map((id, i) => (!wanted || wanted.includes(id) ? i : -1)));
    if (last < 0) continue;
    const flowStart = Date.now();
    console.log(`flow ${flow.id}`);
    try {
      const {results, error} = await runFlow(
        paths,
        {...flow, scenes: flow.scenes.slice(0, last + 1)},
        values.scratch,
        console.log,
        (id) => !wanted || wanted.includes(id),
      );
      for (const {scene, shots} of results) {
        const themes = shots.map((shot) => {
          const file = `${scene.id}-${shot.theme}.webp`;
          writeFileSync(path.join(outDir, file), shot.image.webp);
          const {webp: _webp, ...image} = shot.image;
          return {theme: shot.theme, text: shot.text, controls: shot.controls, image: {file, ...image}};
        });
        const crops = shots.flatMap(({theme, narrow}) => {
          if (!narrow) return [];
          const file = narrowFile(scene.id, theme);
          writeFileSync(path.join(outDir, file), narrow.image.webp);
          const {webp: _webp, ...image} = narrow.image;
          return [{theme, text: narrow.text, controls: narrow.controls, image: {file, ...image}}];
        });
        const entry = sceneEntry(scene, themes);
        rendered.push(crops.length ? withNarrow(entry, crops) : entry);
      }
      console.log(`flow ${flow.id}: ${((Date.now() - flowStart) / 1000).toFixed(1)} s`);
      if (error) throw error;
    } catch (error) {
      failed.push(flow.id);
      console.error(`FAIL ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const manifestFile = path.join(outDir, 'manifest.json');
  const previous = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null;
  const order = manifestOrder(previous, known);
  writeFileSync(
    manifestFile,
    JSON.stringify(mergeManifest(previous, values.tag, SCALE, rendered, order), null, 2) + '\n',
  );
  const bytes = rendered.reduce((n, s) => n + s.images.dark.bytes + s.images.light.bytes, 0);
  console.log(
    `rendered ${rendered.length} scenes in ${((Date.now() - started) / 1000).toFixed(1)} s, ${bytes} B; into ${outDir}`,
  );
  if (failed.length) {
    console.error(`failed flows: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
