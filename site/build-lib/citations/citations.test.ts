// Every `:cite[]` on the doc pages against the page's front matter and the hash record. The record is regenerated
// with `npx tsx site/scripts/upstream-data/cli.ts --upstream <Roo-Code clone> --tag <tag>` after citations change.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCS_DIR, listDocPages} from '../doc-files';
import citedRanges from '../upstream-data/cited-ranges.json';
import {rangeKey} from './cite-label';
import {citationProblem, describeProblem} from './page-citations';
import {pageCitations, sourcesOf} from './parse-page';
import {readingsProblems} from './readings';

const REGENERATE = 'npx tsx site/scripts/upstream-data/cli.ts --upstream <clone> --tag <tag>';
const pages = listDocPages(DOCS_DIR).map((page) => {
  const text = fs.readFileSync(path.join(DOCS_DIR, page), 'utf8');
  return {page, ...pageCitations(page, text)};
});
const recorded: Record<string, string> = citedRanges.ranges;

describe('citations on the doc pages', () => {
  it('are well formed, outside headings and other directives, and cite files the page lists', () => {
    const problems = pages.flatMap(({page, citations, frontMatter}) =>
      citations.flatMap((citation) => {
        const problem = citationProblem(citation, sourcesOf(frontMatter));
        return problem ? [describeProblem(page, citation, problem)] : [];
      }),
    );
    expect(problems.join('\n')).toBe('');
  });

  it('each have a hash recorded at the page’s tag', () => {
    const missing = pages.flatMap(({page, citations, frontMatter}) =>
      citations.flatMap((citation) => {
        if ('problem' in citation.range) return [];
        const tag = sourcesOf(frontMatter).tag;
        if (tag !== citedRanges.tag)
          return [`${page}: checked against ${String(tag)}, the record against ${citedRanges.tag}`];
        return rangeKey(citation.range) in recorded ? [] : [describeProblem(page, citation, 'has no recorded hash')];
      }),
    );
    expect(missing.join('\n'), `regenerate with ${REGENERATE}`).toBe('');
  });

  it('leave no range in the record that no page cites', () => {
    const cited = new Set(
      pages.flatMap(({citations}) => citations.flatMap((c) => ('problem' in c.range ? [] : [rangeKey(c.range)]))),
    );
    const stale = Object.keys(recorded).filter((key) => !cited.has(key));
    expect(stale, `regenerate with ${REGENERATE}`).toEqual([]);
  });
});

describe('readings on the doc pages', () => {
  it('each give a YYYY-MM-DD date, a vX.Y.Z tag and a reader', () => {
    const problems = pages.flatMap(({page, frontMatter}) => readingsProblems(frontMatter).map((p) => `${page}: ${p}`));
    expect(problems.join('\n')).toBe('');
  });
});
