// Node-only: assembles the drift report (see cli.ts) from its two parts.
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
};

export function driftReport({upstream, to, docsDir, ours}: DriftOptions): string[] {
  if (!isRepository(upstream)) throw new Error(`${upstream} is not a git repository`);
  if (!hasCommit(upstream, to)) throw new Error(`${upstream} has no tag or commit ${to}`);
  const lines = formatSourceDrift(sourceDrift(upstream, readDocPages(docsDir), to));
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
