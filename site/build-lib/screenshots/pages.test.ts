// The committed screenshots against the pages, without a Roo Code clone: this reads the real manifest the harness
// wrote into static/img/ui and fails, saying so, when it is not there.
import fs from 'node:fs';
import path from 'node:path';
import {catalogueVersion} from '@roo-code-docs/types';
import {describe, expect, it} from 'vitest';
import {docRoutes} from '../doc-files';
import {agreementProblems, captionProblems} from './agreement';
import {altTextProblems, animationProblems, imageFileProblems, usageProblems} from './check';
import {MANIFEST_FILE, readManifest, SCREENSHOT_DIR} from './manifest-file';
import {docFigures, routeOf, screenshotUses} from './uses';

const DOCS = path.join(__dirname, '../../docs');
const uses = screenshotUses(DOCS);
/**
 * Disagreements between a page and its figure found when the check was written, each to be fixed by a new scene
 * or frame; without line numbers, which move with every edit. The list may only shrink: a fixed entry left in it
 * fails too.
 */
const PENDING: string[] = JSON.parse(fs.readFileSync(path.join(__dirname, 'agreement-pending.json'), 'utf8'));
const withoutLine = (problem: string) => problem.replace(/^([^:]+):\d+ /, '$1 ');

describe('screenshots on the pages', () => {
  it('has the harness manifest in static/img/ui', () => {
    expect(fs.existsSync(MANIFEST_FILE), `${MANIFEST_FILE} is missing: render the scenes (npm run ui-shots)`).toBe(
      true,
    );
  });

  it('was rendered from the Roo Code version the pages document', () => {
    expect(readManifest().tag).toBe(`v${catalogueVersion}`);
  });

  it('holds WebP files from the harness, not the PNG stand-ins of the unit tests', () => {
    const files = readManifest().scenes.flatMap((scene) => [
      scene.images.dark.file,
      scene.images.light.file,
      ...(scene.animation ? [scene.animation.images.dark.file, scene.animation.images.light.file] : []),
    ]);
    expect(files.filter((file) => !file.endsWith('.webp'))).toEqual([]);
  });

  it('has every image file, with the bytes and hash the manifest records', () => {
    expect(imageFileProblems(readManifest(), SCREENSHOT_DIR)).toEqual([]);
  });

  it('has animations that are animated, as the manifest says, and each under the size budget', () => {
    const manifest = readManifest();
    expect(manifest.scenes.filter((scene) => scene.animation).length).toBeGreaterThan(0);
    expect(animationProblems(manifest, SCREENSHOT_DIR)).toEqual([]);
  });

  it('describes every image in its alt text', () => {
    expect(altTextProblems(readManifest())).toEqual([]);
  });

  it('uses only known scenes, and every scene somewhere', () => {
    expect(uses.length).toBeGreaterThan(0);
    expect(usageProblems(readManifest(), uses)).toEqual([]);
  });

  it('shows screenshots only on MDX pages that are routes of the site', () => {
    // A .md page is CommonMark: the element would reach the reader as text, not as an image.
    expect(uses.filter((use) => !use.file.endsWith('.mdx')).map((use) => use.file)).toEqual([]);
    const routes = new Set<string>(docRoutes());
    expect([...new Set(uses.map((use) => routeOf(use.file)))].filter((route) => !routes.has(route))).toEqual([]);
  });

  it('gives every figure a visible caption', () => {
    expect(captionProblems(readManifest(), docFigures(DOCS))).toEqual([]);
  });

  it('shows inside each frame every label its step and its alt text name', () => {
    const problems = agreementProblems(readManifest(), docFigures(DOCS));
    expect(problems.filter((problem) => !PENDING.includes(withoutLine(problem)))).toEqual([]);
    const fixed = PENDING.filter((pending) => !problems.some((problem) => withoutLine(problem) === pending));
    expect(fixed, 'fixed: remove these from agreement-pending.json').toEqual([]);
  });
});
