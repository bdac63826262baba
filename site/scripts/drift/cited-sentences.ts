// Node-only: part (d) of the drift report. Each `:cite[]` on a page names upstream lines at the page's tag; this
// says which of those ranges a newer tag rewrote (a hunk of the diff overlaps it, or its lines no longer hash to what
// upstream-data/cited-ranges.json recorded), naming the page, the line and the sentence that relies on them.
import {rangeKey, type CitedRange} from '../../build-lib/citations/cite-label';
import {pageCitations, sourcesOf} from '../../build-lib/citations/parse-page';
import {rangeHash} from '../../build-lib/citations/range-hash';
import type {DocPage} from './doc-sources';
import {fileAt, hasCommit, hunksBetween, type Hunk} from './git';

export type SentenceCitation = {page: string; line: number; sentence: string; tag: string; range: CitedRange};

export type RangeFate =
  | {status: 'same'}
  | {status: 'moved'; first: number; last: number}
  | {status: 'changed'; first: number; last: number; why: 'lines' | 'hash'}
  | {status: 'gone'};

/** The well-formed citations of pages whose tag the upstream has (the sources part reports the others). */
export function sentenceCitations(pages: readonly DocPage[], repo: string): SentenceCitation[] {
  return pages.flatMap(({page, text}) => {
    const {citations, frontMatter} = pageCitations(page, text ?? '');
    const tag = sourcesOf(frontMatter).tag;
    if (typeof tag !== 'string' || citations.length === 0 || !hasCommit(repo, tag)) return [];
    return citations.flatMap(({line, sentence, range}) =>
      'problem' in range ? [] : [{page, line, sentence, tag, range}],
    );
  });
}

/**
 * Where a range of the old side ends up: the hunks that touch it (a changed or removed line inside it, or lines
 * inserted between two of its lines), else its place shifted by the hunks before it.
 */
export function rangeFate(
  hunks: readonly Hunk[],
  {first, last}: CitedRange,
): {touched: Hunk[]; first: number; last: number} {
  let shift = 0;
  const touched: Hunk[] = [];
  for (const hunk of hunks) {
    const inside =
      hunk.count > 0
        ? hunk.start <= last && hunk.start + hunk.count - 1 >= first
        : hunk.start >= first && hunk.start < last;
    if (inside) touched.push(hunk);
    else if (hunk.count > 0 ? hunk.start + hunk.count - 1 < first : hunk.start < first)
      shift += hunk.newCount - hunk.count;
  }
  const grown = touched.reduce((sum, hunk) => sum + hunk.newCount - hunk.count, 0);
  let [newFirst, newLast] = [first + shift, last + shift + grown];
  // A hunk that reaches past an end of the range moves that end to where the hunk's new lines start or stop. With no
  // new lines, git gives the line before the gap, so the range then ends before it starts: its lines are gone.
  const head = touched[0];
  if (head && head.count > 0 && head.start <= first) newFirst = head.newCount > 0 ? head.newStart : head.newStart + 1;
  const tail = touched.at(-1);
  if (tail && tail.count > 0 && tail.start + tail.count - 1 >= last) newLast = tail.newStart + tail.newCount - 1;
  if (tail && tail.count > 0 && tail.newCount === 0 && tail.start + tail.count - 1 >= last) newLast = tail.newStart;
  return {touched, first: newFirst, last: newLast};
}

/** What became of each cited range by `to`; `recorded` is the hash record, consulted for pages at its tag. */
export function citedRangeFates(
  repo: string,
  to: string,
  citations: readonly SentenceCitation[],
  recorded?: {tag: string; ranges: Record<string, string>},
): {citation: SentenceCitation; fate: RangeFate}[] {
  const cache = new Map<string, {hunks: Hunk[]; after: string} | null>();
  const load = (tag: string, file: string) => {
    const id = `${tag}:${file}`;
    if (!cache.has(id)) {
      const after = fileAt(repo, to, file);
      cache.set(id, after === undefined ? null : {hunks: hunksBetween(repo, tag, to, file), after});
    }
    return cache.get(id);
  };
  return citations.map((citation) => {
    const data = load(citation.tag, citation.range.path);
    if (!data) return {citation, fate: {status: 'gone'}};
    const {touched, first, last} = rangeFate(data.hunks, citation.range);
    if (touched.length > 0) return {citation, fate: {status: 'changed', first, last, why: 'lines'}};
    const hash = recorded?.tag === citation.tag ? recorded.ranges[rangeKey(citation.range)] : undefined;
    if (hash && rangeHash(data.after, {first, last}) !== hash) {
      return {citation, fate: {status: 'changed', first, last, why: 'hash'}};
    }
    const moved = first !== citation.range.first;
    return {citation, fate: moved ? {status: 'moved', first, last} : {status: 'same'}};
  });
}

const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);
const lines = (first: number, last: number) => (first === last ? `${first}` : `${first}-${last}`);

/** The report section: under each page, the sentences whose cited lines changed or vanished, then the counts. */
export function formatCitedSentences(
  fates: readonly {citation: SentenceCitation; fate: RangeFate}[],
  to: string,
): string[] {
  const out = [`Cited sentences: the lines each :cite[] names, at the page's tag against ${to}`];
  const drifted = fates.filter(({fate}) => fate.status === 'changed' || fate.status === 'gone');
  for (const page of [...new Set(drifted.map(({citation}) => citation.page))]) {
    out.push(`  ${page}`);
    for (const {citation, fate} of drifted.filter((item) => item.citation.page === page)) {
      const cited = rangeKey(citation.range);
      const what =
        fate.status === 'gone'
          ? `the file is gone at ${to}`
          : fate.status === 'changed' && fate.why === 'lines'
            ? fate.last < fate.first
              ? `lines removed or moved elsewhere (the diff leaves a gap after line ${fate.last})`
              : `lines changed (now ${lines(fate.first, fate.last)})`
            : `the text differs from the recorded hash (at ${lines((fate as {first: number}).first, (fate as {last: number}).last)})`;
      out.push(`    line ${citation.line}: ${cited}: ${what}`, `      "${clip(citation.sentence)}"`);
    }
  }
  const moved = fates.filter(({fate}) => fate.status === 'moved');
  if (moved.length > 0) {
    const examples = moved.slice(0, 3).map(({citation, fate}) => {
      const {first, last} = fate as {first: number; last: number};
      return `${citation.page}:${citation.line} ${rangeKey(citation.range)} → ${lines(first, last)}`;
    });
    out.push(`  Unchanged but moved (update the line numbers): ${moved.length}, e.g. ${examples.join(', ')}`);
  }
  const same = fates.filter(({fate}) => fate.status === 'same').length;
  out.push(`  Changed or gone: ${drifted.length}; unchanged in place: ${same}`);
  return out;
}
