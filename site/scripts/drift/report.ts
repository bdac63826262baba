// Node-only: assembles the drift report (see cli.ts) from its two parts.
import {citedLineFates, collectCitations, formatCitedLines} from './cited-lines';
import {citedRangeFates, formatCitedSentences, sentenceCitations} from './cited-sentences';
import {readDocPages} from './doc-sources';
import {hasCommit, isRepository} from './git';
import {formatSourceDrift, sourceDrift} from './source-drift';
import {compareModels, compareSchemas, type ModuleExports} from './types-drift';
import {loadUpstreamTypes} from './upstream-types';

export type DriftOptions = {
  /** A Roo Code clone or git dir; read with git only. */
  upstream: string;
  to: string;
  docsDir: string;
  /** Our packages/types exports. */
  ours: ModuleExports;
  /** The tag the effective defaults and overrides cite lines of; v + ours.catalogueVersion when left out. */
  citedAt?: string;
  /** The hash record of the pages' cited ranges (build-lib/upstream-data/cited-ranges.json). */
  citedRanges?: {tag: string; ranges: Record<string, string>};
};

export function driftReport({upstream, to, docsDir, ours, citedAt, citedRanges}: DriftOptions): string[] {
  if (!isRepository(upstream)) throw new Error(`${upstream} is not a git repository`);
  if (!hasCommit(upstream, to)) throw new Error(`${upstream} has no tag or commit ${to}`);
  const pages = readDocPages(docsDir);
  const lines = formatSourceDrift(sourceDrift(upstream, pages, to));
  const sentences = sentenceCitations(pages, upstream);
  if (sentences.length > 0) {
    lines.push('', ...formatCitedSentences(citedRangeFates(upstream, to, sentences, citedRanges), to));
  }
  const citations = collectCitations(ours);
  const from = citedAt ?? (typeof ours.catalogueVersion === 'string' ? `v${ours.catalogueVersion}` : undefined);
  if (citations.length > 0 && from && hasCommit(upstream, from)) {
    lines.push('', ...formatCitedLines(citedLineFates(upstream, from, to, citations), pages, ours, from, to));
  } else if (citations.length > 0) {
    lines.push('', `Effective defaults and model overrides: the upstream has no tag ${from ?? '(none given)'}`);
  }
  const loaded = loadUpstreamTypes(upstream, to);
  const indent = (items: string[]) => (items.length > 0 ? items.map((line) => `  ${line}`) : ['  No differences']);
  lines.push('', `Model catalogue: ours against ${to}`, ...indent(compareModels(ours, loaded.exports)));
  lines.push('', `Settings schemas: ours against ${to}`, ...indent(compareSchemas(ours, loaded.exports)));
  if (loaded.failures.length > 0) {
    lines.push('', `Upstream files that did not load (their exports are not compared)`);
    for (const {file, reason} of loaded.failures) lines.push(`  ${file}: ${reason}`);
  }
  return lines;
}
