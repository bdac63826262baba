// Node-only: the hash record of every range the doc pages cite (build-lib/upstream-data/cited-ranges.json), so the
// citations test can tell a range nobody recorded and the drift report can tell whether a later tag rewrote the
// lines a sentence relies on. cli.ts reads the files with git; this only hashes what it is given.
import {rangeKey} from '../../build-lib/citations/cite-label';
import {pageCitations, sourcesOf} from '../../build-lib/citations/parse-page';
import {rangeHash} from '../../build-lib/citations/range-hash';

export type CitedRangeRecord = {tag: string; ranges: Record<string, string>};

export type PageText = {page: string; text: string};

/**
 * The record for the pages checked against `tag`; `problems` names each citation that could not be hashed (a file
 * the tag lacks, a range past its end) and each citing page checked against another tag.
 */
export function citedRangeRecord(
  pages: readonly PageText[],
  tag: string,
  fileAt: (path: string) => string | undefined,
): {record: CitedRangeRecord; problems: string[]} {
  const ranges = new Map<string, string>();
  const problems: string[] = [];
  for (const {page, text} of pages) {
    const {citations, frontMatter} = pageCitations(page, text);
    if (citations.length === 0) continue;
    const pageTag = sourcesOf(frontMatter).tag;
    if (pageTag !== tag) {
      problems.push(`${page}: checked against ${String(pageTag)}, not ${tag}; its citations are not recorded`);
      continue;
    }
    for (const citation of citations) {
      if ('problem' in citation.range) continue;
      const key = rangeKey(citation.range);
      const source = fileAt(citation.range.path);
      const hash = source === undefined ? undefined : rangeHash(source, citation.range);
      if (hash) ranges.set(key, hash);
      else {
        const why = source === undefined ? `${tag} has no such file` : 'the file is shorter';
        problems.push(`${page}:${citation.line}: :cite[${citation.label}]: ${why}`);
      }
    }
  }
  const sorted = [...ranges].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {record: {tag, ranges: Object.fromEntries(sorted)}, problems};
}
