// Node-only: part (c) of the drift report. The effective defaults and the model tables' run-time overrides in
// packages/types each cite the upstream line that decides them; this says which of those lines a newer tag changed,
// grouped by the pages whose tables show them.
import {fileAt, hunksBetween, type Hunk} from './git';
import type {DocPage} from './doc-sources';
import type {ModuleExports} from './types-drift';

/** One cited line and what relies on it, e.g. `globalSettings.requestDelaySeconds` or `model table claude-code`. */
export type Citation = {subject: string; table: TableRef; file: string; line: number};

/** What a page embeds that shows the cited fact. */
export type TableRef = {kind: 'settings'; schema: string; key: string} | {kind: 'models'; catalogue: string};

export type LineFate =
  | {status: 'same'}
  | {status: 'moved'; newLine: number}
  | {status: 'changed'; before: string; after: string[]}
  | {status: 'gone'};

type Entry = {source?: unknown; boundsSource?: unknown};
type Rule = {source?: unknown};

function splitLine(cited: unknown): {file: string; line: number} | undefined {
  const match = typeof cited === 'string' ? /^(.+):(\d+)$/.exec(cited) : null;
  return match ? {file: match[1], line: Number(match[2])} : undefined;
}

/** Every cited line of our effective defaults and run-time overrides. */
export function collectCitations(ours: ModuleExports): Citation[] {
  const citations: Citation[] = [];
  const records = (ours.effectiveDefaultRecords ?? {}) as Record<string, Record<string, Entry>>;
  for (const [schema, record] of Object.entries(records)) {
    for (const [key, entry] of Object.entries(record)) {
      for (const cited of [entry.source, entry.boundsSource]) {
        const at = splitLine(cited);
        if (at) citations.push({subject: `${schema}.${key}`, table: {kind: 'settings', schema, key}, ...at});
      }
    }
  }
  const overrides = (ours.catalogueOverrides ?? {}) as Record<string, readonly Rule[]>;
  for (const [catalogue, rules] of Object.entries(overrides)) {
    for (const rule of rules) {
      const at = splitLine(rule.source);
      if (at) citations.push({subject: `model table ${catalogue}`, table: {kind: 'models', catalogue}, ...at});
    }
  }
  return citations;
}

/** Where a line of the old side ends up: changed when a hunk covers it, else shifted by the hunks before it. */
export function lineFate(hunks: readonly Hunk[], line: number): {changed: Hunk} | {newLine: number} {
  let shift = 0;
  for (const hunk of hunks) {
    if (hunk.count > 0 && line >= hunk.start && line < hunk.start + hunk.count) return {changed: hunk};
    const before = hunk.count > 0 ? hunk.start + hunk.count - 1 < line : hunk.start < line;
    if (before) shift += hunk.newCount - hunk.count;
  }
  return {newLine: line + shift};
}

/** What became of each cited line between the two tags. */
export function citedLineFates(repo: string, from: string, to: string, citations: readonly Citation[]) {
  const perFile = new Map<string, {hunks: Hunk[]; before: string[]; after: string[]} | null>();
  const load = (file: string) => {
    if (!perFile.has(file)) {
      const before = fileAt(repo, from, file);
      const after = fileAt(repo, to, file);
      perFile.set(
        file,
        before === undefined || after === undefined
          ? null
          : {hunks: hunksBetween(repo, from, to, file), before: before.split('\n'), after: after.split('\n')},
      );
    }
    return perFile.get(file);
  };
  return citations.map((citation): {citation: Citation; fate: LineFate} => {
    const data = load(citation.file);
    if (!data) return {citation, fate: {status: 'gone'}};
    const fate = lineFate(data.hunks, citation.line);
    if ('changed' in fate) {
      const {newStart, newCount} = fate.changed;
      return {
        citation,
        fate: {
          status: 'changed',
          before: data.before[citation.line - 1] ?? '',
          after: data.after.slice(newStart - 1, newStart - 1 + newCount),
        },
      };
    }
    return {citation, fate: fate.newLine === citation.line ? {status: 'same'} : {status: 'moved', ...fate}};
  });
}

const stringList = (source: string) => [...source.matchAll(/'([^']+)'|"([^"]+)"/g)].map((m) => m[1] ?? m[2]);

/** The tables a page embeds, as the keys or catalogues they show. */
export function pageTables(text: string, ours: ModuleExports): TableRef[] {
  const refs: TableRef[] = [];
  for (const [tag] of text.matchAll(/<SettingsTable\b[\s\S]*?\/>/g)) {
    const schema = /schema="([^"]+)"/.exec(tag)?.[1];
    if (!schema) continue;
    const keys = /keys=\{\[([\s\S]*?)\]\}/.exec(tag)?.[1];
    const record = ((ours.effectiveDefaultRecords ?? {}) as Record<string, Record<string, unknown>>)[schema] ?? {};
    for (const key of keys ? stringList(keys) : Object.keys(record)) refs.push({kind: 'settings', schema, key});
  }
  const providerFields = (ours.providerFieldSchemas ?? {}) as Record<string, {shape: Record<string, unknown>}>;
  for (const [, provider] of text.matchAll(/<ProviderSettingsTable\b[^>]*provider="([^"]+)"/g)) {
    for (const key of Object.keys(providerFields[provider]?.shape ?? {})) {
      refs.push({kind: 'settings', schema: 'providerSettings', key});
    }
  }
  for (const [, catalogue] of text.matchAll(/<ModelTable\b[^>]*provider="([^"]+)"/g)) {
    refs.push({kind: 'models', catalogue});
  }
  return refs;
}

const sameTable = (a: TableRef, b: TableRef) =>
  a.kind === 'settings' && b.kind === 'settings'
    ? a.schema === b.schema && a.key === b.key
    : a.kind === 'models' && b.kind === 'models' && a.catalogue === b.catalogue;

const clip = (line: string) => {
  const trimmed = line.trim();
  return trimmed.length > 100 ? `${trimmed.slice(0, 97)}...` : trimmed;
};

/** The report section: changed or vanished cited lines under each page that shows them, then a count of the rest. */
export function formatCitedLines(
  fates: readonly {citation: Citation; fate: LineFate}[],
  pages: readonly DocPage[],
  ours: ModuleExports,
  from: string,
  to: string,
): string[] {
  const lines = [`Effective defaults and model overrides: lines cited at ${from} against ${to}`];
  const drifted = fates.filter(({fate}) => fate.status === 'changed' || fate.status === 'gone');
  const describe = ({citation, fate}: (typeof fates)[number]): string[] => {
    const at = `${citation.subject}: ${citation.file}:${citation.line}`;
    if (fate.status === 'gone') return [`    ${at}: the file is gone at ${to}`];
    if (fate.status !== 'changed') return [];
    return [
      `    ${at} changed`,
      `      was: ${clip(fate.before)}`,
      ...(fate.after.length ? fate.after.map((line) => `      now: ${clip(line)}`) : ['      now: (removed)']),
    ];
  };
  const shown = new Set<(typeof fates)[number]>();
  for (const {page, text} of pages) {
    const tables = pageTables(text ?? '', ours);
    const mine = drifted.filter(({citation}) => tables.some((table) => sameTable(table, citation.table)));
    if (mine.length === 0) continue;
    lines.push(`  ${page}`);
    for (const item of mine) {
      lines.push(...describe(item));
      shown.add(item);
    }
  }
  const unshown = drifted.filter((item) => !shown.has(item));
  if (unshown.length > 0) {
    lines.push('  Shown by no page');
    for (const item of unshown) lines.push(...describe(item));
  }
  const moved = fates.filter(({fate}) => fate.status === 'moved');
  const same = fates.filter(({fate}) => fate.status === 'same').length;
  if (moved.length > 0) {
    const examples = moved
      .slice(0, 3)
      .map(({citation, fate}) => `${citation.file}:${citation.line} → ${(fate as {newLine: number}).newLine}`);
    lines.push(`  Unchanged but moved (update the line numbers): ${moved.length}, e.g. ${examples.join(', ')}`);
  }
  lines.push(`  Changed or gone: ${drifted.length}; unchanged in place: ${same}`);
  return lines;
}
