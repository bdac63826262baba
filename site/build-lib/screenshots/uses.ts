// Finds the <Screenshot scene="…"> elements of the doc pages from their source, for the tests and the browser specs.
import fs from 'node:fs';
import path from 'node:path';
import {figuresIn, type Figure} from './agreement';
import type {SceneUse} from './check';

/** The scene ids a page's source names, in order; a <Screenshot> without a literal scene yields "". */
export const scenesIn = (source: string): string[] => figuresIn('', source).map((figure) => figure.scene);

function docFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return docFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every figure in the docs folder, with its file relative to it (e.g. "features/checkpoints.mdx"). */
export function docFigures(docsDir: string): Figure[] {
  return docFiles(docsDir).flatMap((file) =>
    figuresIn(path.relative(docsDir, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')),
  );
}

/** Every use in the docs folder: the figures' files and scenes. */
export const screenshotUses = (docsDir: string): SceneUse[] =>
  docFigures(docsDir).map(({file, scene}) => ({file, scene}));

/** The route of a doc file, for files without a slug in their front matter (the docs are served at the root). */
export function routeOf(file: string): string {
  return `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
}
