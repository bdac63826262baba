// Node-only: part (a) of the drift report, which upstream files each doc page cites have changed since the tag
// the page was checked against.
import {changesBetween, fileAt, filesAt, hasCommit, type FileChange} from './git';
import {docSources, type DocPage} from './doc-sources';
import {changesPageMentions, jsonKeyChanges, keyPath, type KeyChange} from './json-keys';

/** `keys`: for a JSON file, the changed keys the page mentions (other changes to the file are left out). */
export type CitedFile = {file: string; sameName?: string[]; keys?: string[]} & (FileChange | {status: 'missing'});

/**
 * A cited file whose change touches no page's facts, reported once rather than under every page citing it: a JSON
 * file whose changed keys no page mentions (a version bump), or a changelog that only gained entries.
 */
export type QuietFile = {file: string; tag: string; summary: string; pages: number};

export type PageDrift = {page: string; tag: string; changed: CitedFile[]};

export type SourceDrift = {
  to: string;
  /** Pages with at least one cited file changed, deleted, renamed or not found at their tag. */
  drifted: PageDrift[];
  upToDate: number;
  /** Pages whose tag the upstream repository does not have. */
  unknownTag: {page: string; tag: string}[];
  withoutSources: string[];
  quiet: QuietFile[];
};

export function sourceDrift(repo: string, pages: DocPage[], to: string): SourceDrift {
  const result: SourceDrift = {to, drifted: [], upToDate: 0, unknownTag: [], withoutSources: [], quiet: []};
  const jsonChanges = new Map<string, KeyChange[] | undefined>();
  const keyChanges = (tag: string, file: string) => {
    const id = `${tag}:${file}`;
    if (!jsonChanges.has(id)) {
      const before = fileAt(repo, tag, file);
      const after = fileAt(repo, to, file);
      jsonChanges.set(id, before !== undefined && after !== undefined ? jsonKeyChanges(before, after) : undefined);
    }
    return jsonChanges.get(id);
  };
  const quiet = new Map<string, QuietFile>();
  const addQuiet = (tag: string, file: string, summary: string) => {
    const entry = quiet.get(`${tag}:${file}`) ?? {file, tag, summary, pages: 0};
    entry.pages += 1;
    quiet.set(`${tag}:${file}`, entry);
  };
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
  for (const {page, frontMatter, text} of pages) {
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
        else if (change?.status === 'modified' && file.endsWith('.json')) {
          const keys = keyChanges(sources.tag, file);
          const mentioned = keys && changesPageMentions(keys, text ?? '');
          if (!keys || !mentioned) changed.push({file, ...change});
          else if (mentioned.length > 0) changed.push({file, ...change, keys: mentioned.map(keyPath)});
          else addQuiet(sources.tag, file, `keys ${listSome(keys.map(keyPath))} changed, none that a page mentions`);
        } else if (change?.status === 'modified' && isChangelog(file) && change.removed === 0) {
          // Entries are added at the top and old ones stay as they were, so the versions a page quotes still hold.
          addQuiet(sources.tag, file, `only new entries (${counts(change)})`);
        } else if (change) changed.push({file, ...change});
      }
    }
    if (changed.length > 0) result.drifted.push({page, tag: sources.tag, changed});
    else result.upToDate += 1;
  }
  result.quiet = [...quiet.values()];
  return result;
}

const isChangelog = (file: string) => /(^|\/)CHANGELOG\.md$/i.test(file);

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
      return cited.keys ? `${cited.file}: keys ${listSome(cited.keys)}` : `${cited.file}: ${counts(cited)}`;
    case 'deleted':
      return cited.sameName?.length
        ? `${cited.file}: deleted; new file of that name: ${cited.sameName.join(', ')}`
        : `${cited.file}: deleted`;
    case 'renamed':
      return `${cited.file}: renamed to ${cited.to} (${counts(cited)})`;
  }
}

/** The first few items, then how many more: one JSON change can touch hundreds of keys. */
function listSome(items: readonly string[], shown = 4): string {
  const head = items.slice(0, shown).join(', ');
  return items.length > shown ? `${head} and ${items.length - shown} more` : head;
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
  for (const {file, tag, summary, pages: count} of drift.quiet) {
    lines.push(`  ${file} (since ${tag}, cited by ${pages(count)}, not listed under them): ${summary}`);
  }
  lines.push(`  With changed sources: ${pages(drift.drifted.length)}`);
  lines.push(`  Up to date: ${pages(drift.upToDate)}`);
  if (drift.withoutSources.length > 0) {
    lines.push(`  Without a valid sources block: ${pages(drift.withoutSources.length)} (the sources test says why)`);
  }
  return lines;
}
