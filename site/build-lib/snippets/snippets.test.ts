// The snippet check: every JSON/YAML block of the docs and release notes that a reader would paste as a config file is
// valid for that file at Roo Code 3.28.10. Blocks say their file in the meta (title="…" or check="…"), or why they are
// not checked (nocheck="…"); an unlabelled block fails only if it looks like one of those files.
import {describe, expect, it} from 'vitest';
import {contentFiles} from '../content-files';
import {configBlocks, judge, type SnippetVerdict} from './collect';
import pendingFixes from './pending-fixes.json';

type Found = SnippetVerdict & {where: string};

// Read once for both tests; parsing every page takes a few seconds.
const found: Found[] = contentFiles().flatMap((page) =>
  configBlocks(page.body, page.mdx).map((code) => {
    const verdict = judge(code);
    return {...verdict, where: `${page.relative}:${verdict.line + page.bodyLineOffset}`};
  }),
);
const failing = found.filter((f) => f.problems.length > 0);
// Pages other work is rewriting keep their failures here until it lands; an entry is the page's path.
// Typed by hand: with no page pending, the JSON's inferred type is an empty tuple.
const pending = pendingFixes as {pages: {page: string; failures: string}[]};
const pendingPages = new Set(pending.pages.map((p) => p.page));
const pageOf = (where: string) => where.replace(/:\d+$/, '');

describe('config snippets on the pages', () => {
  it('are valid for the file they are, or say why they are not checked', () => {
    const report = failing
      .filter((f) => !pendingPages.has(pageOf(f.where)))
      .map((f) => `${f.where} (${f.kind ?? f.outcome}): ${f.problems.join('; ')}`);
    const counts = new Map<string, number>();
    for (const f of found) counts.set(f.outcome, (counts.get(f.outcome) ?? 0) + 1);
    const summary = [...counts].map(([outcome, n]) => `${outcome} ${n}`).join(', ');
    expect(report, `${found.length} JSON/YAML blocks: ${summary}`).toEqual([]);
  }, 120_000);

  it('lists pages as pending only while they still have a failing snippet', () => {
    const stillFailing = new Set(failing.map((f) => pageOf(f.where)));
    expect([...pendingPages].filter((page) => !stillFailing.has(page))).toEqual([]);
  });
});
