// Node-only: reads the `sources` block each doc page carries (the Roo Code tag its facts were checked against and
// the upstream files they come from), for the sources test and the drift report.
import fs from 'node:fs';
import path from 'node:path';
import {listDocPages} from '../../build-lib/doc-files';
import {readFrontMatter} from '../../build-lib/front-matter';

export type DocSources = {tag: string; files: string[]};

export type DocPage = {
  /** Path from the docs folder, with forward slashes, e.g. `features/custom-modes.mdx`. */
  page: string;
  frontMatter: Record<string, unknown>;
  /** The whole file, for checks that look at what the page mentions; absent where only the sources matter. */
  text?: string;
};

const TAG = /^v\d+\.\d+\.\d+$/;

export function readDocPages(docsDir: string): DocPage[] {
  return listDocPages(docsDir).map((page) => {
    const text = fs.readFileSync(path.join(docsDir, page), 'utf8');
    return {page, frontMatter: readFrontMatter(text), text};
  });
}

function pathProblem(file: unknown): string | undefined {
  if (typeof file !== 'string' || file === '') return 'is not a non-empty string';
  if (/\s/.test(file)) return 'contains whitespace';
  if (file.startsWith('/') || file.startsWith('\\') || /^[a-zA-Z]:/.test(file)) return 'is absolute';
  if (file.split(/[\\/]/).includes('..')) return 'contains ..';
  return undefined;
}

/** What is wrong with a page's `sources` block, one sentence each; empty when it is well formed. */
export function sourcesProblems(frontMatter: Record<string, unknown>): string[] {
  const sources = frontMatter.sources;
  if (sources === undefined) return ['has no sources block'];
  if (!sources || typeof sources !== 'object' || Array.isArray(sources)) return ['sources is not a mapping'];
  const {tag, files} = sources as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof tag !== 'string' || !TAG.test(tag)) problems.push(`sources.tag ${JSON.stringify(tag)} is not vX.Y.Z`);
  if (!Array.isArray(files) || files.length === 0) problems.push('sources.files is empty');
  else {
    for (const file of files) {
      const problem = pathProblem(file);
      if (problem) problems.push(`sources.files entry ${JSON.stringify(file)} ${problem}`);
    }
  }
  return problems;
}

/** A page's `sources` when well formed, else undefined. */
export function docSources(frontMatter: Record<string, unknown>): DocSources | undefined {
  if (sourcesProblems(frontMatter).length > 0) return undefined;
  return frontMatter.sources as DocSources;
}
