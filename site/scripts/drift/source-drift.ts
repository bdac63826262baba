// Node-only: part (a) of the drift report, which upstream files each doc page cites have changed since the tag
// the page was checked against.
import {changesBetween, filesAt, hasCommit, type FileChange} from './git';
import {docSources, type DocPage} from './doc-sources';

export type CitedFile = {file: string; sameName?: string[]} & (FileChange | {status: 'missing'});

export type PageDrift = {page: string; tag: string; changed: CitedFile[]};

export type SourceDrift = {
  to: string;
  /** Pages with at least one cited file changed, deleted, renamed or not found at their tag. */
  drifted: PageDrift[];
  upToDate: number;
  /** Pages whose tag the upstream repository does not have. */
  unknownTag: {page: string; tag: string}[];
  withoutSources: string[];
};

export function sourceDrift(repo: string, pages: DocPage[], to: string): SourceDrift {
  const result: SourceDrift = {to, drifted: [], upToDate: 0, unknownTag: [], withoutSources: []};
  const perTag = new Map<string, {changes: Map<string, FileChange>; files: Set<string>} | null>();
  const tagData = (tag: string) => {
    if (!perTag.has(tag)) {
      perTag.set(
        tag,
        hasCommit(repo, tag) ? {changes: changesBetween(repo, tag, to), files: filesAt(repo, tag)} : null,
      );
    }
    return perTag.get(tag);
  };
  const filesAtTo = filesAt(repo, to);
  for (const {page, frontMatter} of pages) {
    const sources = docSources(frontMatter);
    if (!sources) {
      result.withoutSources.push(page);
      continue;
    }
    const data = tagData(sources.tag);
    if (!data) {
      result.unknownTag.push({page, tag: sources.tag});
      continue;
    }
    const changed: CitedFile[] = [];
    for (const file of sources.files) {
      if (!data.files.has(file)) changed.push({file, status: 'missing'});
      else {
        const change = data.changes.get(file);
        if (change?.status === 'deleted')
          changed.push({file, ...change, sameName: sameName(file, data.files, filesAtTo)});
        else if (change) changed.push({file, ...change});
      }
    }
    if (changed.length > 0) result.drifted.push({page, tag: sources.tag, changed});
    else result.upToDate += 1;
  }
  return result;
}

const folder = (file: string) => file.slice(0, file.lastIndexOf('/') + 1).toLowerCase();
const stem = (file: string) =>
  file
    .slice(file.lastIndexOf('/') + 1)
    .replace(/\.[^.]*$/, '')
    .toLowerCase();

/**
 * Files new at `to`, in the same folder, whose name matches a deleted file's, letter case and extension aside:
 * git sees a rewrite under a new name (applyDiffTool.ts → ApplyDiffTool.ts) as a deletion, yet that is where the
 * facts moved. Other folders are left out, or every deleted index.ts would match dozens.
 */
function sameName(file: string, before: Set<string>, after: Set<string>): string[] {
  return [...after]
    .filter((other) => !before.has(other) && folder(other) === folder(file) && stem(other) === stem(file))
    .sort();
}

const counts = (change: {added: number | null; removed: number | null}) =>
  change.added === null ? 'binary' : `+${change.added} -${change.removed}`;

function describeFile(cited: CitedFile, tag: string): string {
  switch (cited.status) {
    case 'missing':
      return `${cited.file}: not in ${tag}`;
    case 'modified':
      return `${cited.file}: ${counts(cited)}`;
    case 'deleted':
      return cited.sameName?.length
        ? `${cited.file}: deleted; new file of that name: ${cited.sameName.join(', ')}`
        : `${cited.file}: deleted`;
    case 'renamed':
      return `${cited.file}: renamed to ${cited.to} (${counts(cited)})`;
  }
}

const pages = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

export function formatSourceDrift(drift: SourceDrift): string[] {
  const lines = [`Doc sources against ${drift.to}`];
  for (const {page, tag, changed} of drift.drifted) {
    lines.push(`  ${page} (checked at ${tag})`);
    for (const cited of changed) lines.push(`    ${describeFile(cited, tag)}`);
  }
  const moved = drift.drifted.filter(({changed}) =>
    changed.some(({status}) => status === 'deleted' || status === 'renamed'),
  );
  if (moved.length > 0) {
    lines.push(`  Pages citing a deleted or renamed file: ${moved.map(({page}) => page).join(', ')}`);
  }
  for (const {page, tag} of drift.unknownTag) lines.push(`  ${page}: the upstream has no tag ${tag}`);
  lines.push(`  With changed sources: ${pages(drift.drifted.length)}`);
  lines.push(`  Up to date: ${pages(drift.upToDate)}`);
  if (drift.withoutSources.length > 0) {
    lines.push(`  Without a valid sources block: ${pages(drift.withoutSources.length)} (the sources test says why)`);
  }
  return lines;
}
