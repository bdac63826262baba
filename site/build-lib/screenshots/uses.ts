// Finds the <Screenshot scene="…"> elements of the doc pages from their source, for the tests and the browser specs.
import fs from 'node:fs';
import path from 'node:path';
import type {SceneUse} from './check';

const ELEMENT = /<Screenshot\b([^>]*?)\/?>/g;
const SCENE = /\bscene=(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/;

/** The scene ids a page's source names, in order; a <Screenshot> without a literal scene yields "". */
export function scenesIn(source: string): string[] {
  return [...source.matchAll(ELEMENT)].map(([, attributes]) => {
    const match = SCENE.exec(attributes);
    return match ? (match[1] ?? match[2] ?? match[3]) : '';
  });
}

function docFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return docFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every use in the docs folder, with the file relative to it (e.g. "features/checkpoints.mdx"). */
export function screenshotUses(docsDir: string): SceneUse[] {
  return docFiles(docsDir).flatMap((file) => {
    const relative = path.relative(docsDir, file).split(path.sep).join('/');
    return scenesIn(fs.readFileSync(file, 'utf8')).map((scene) => ({file: relative, scene}));
  });
}

/** The route of a doc file, for files without a slug in their front matter (the docs are served at the root). */
export function routeOf(file: string): string {
  return `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
}
