// The label check: every :ui[…] on a page must be a string Roo Code 3.28.10 shows (or a VS Code label on the
// allowlist). Regenerate the product strings for a new tag with site/scripts/upstream-data/cli.ts.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentFiles, SITE_DIR} from '../content-files';
import uiStrings from '../upstream-data/ui-strings.json';
import allowlist from './vscode-labels.json';
import {labelMatcher, labelsIn, sceneTexts} from './label-check';

const MANIFEST = path.join(SITE_DIR, 'static/img/ui/manifest.json');
const manifest = fs.existsSync(MANIFEST) ? JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) : undefined;
const isRendered = labelMatcher([
  ...Object.values(uiStrings.strings),
  ...sceneTexts(manifest),
  ...allowlist.map((entry) => entry.label),
]);

describe('the VS Code label allowlist', () => {
  it('gives a reason for each label and lists none the product itself shows', () => {
    const product = labelMatcher(Object.values(uiStrings.strings));
    for (const entry of allowlist) {
      expect(entry.reason.trim().length, entry.label).toBeGreaterThan(10);
      expect(product(entry.label), `${entry.label} is a Roo Code string already`).toBe(false);
    }
  });
});

describe('UI labels on the pages', () => {
  it('are strings Roo Code 3.28.10 renders', () => {
    const missing: string[] = [];
    let collected = 0;
    for (const page of contentFiles()) {
      for (const {label, line} of labelsIn(page.body, page.mdx)) {
        collected += 1;
        if (!isRendered(label)) missing.push(`${page.relative}:${line + page.bodyLineOffset} :ui[${label}]`);
      }
    }
    expect(
      missing.join('\n'),
      `${missing.length} of ${collected} labels are not shown by Roo Code ${uiStrings.tag}`,
    ).toBe('');
  }, 120_000);
});
