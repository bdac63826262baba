// Node-only: the few read-only git commands the drift report needs. Works on a clone or a bare git dir alike,
// since `git -C` finds either; nothing here fetches.
import {execFileSync} from 'node:child_process';

const MAX_BUFFER = 512 * 1024 * 1024;

export function git(repo: string, args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {
    encoding: 'utf8',
    maxBuffer: MAX_BUFFER,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function gitBuffer(repo: string, args: string[]): Buffer {
  return execFileSync('git', ['-C', repo, ...args], {maxBuffer: MAX_BUFFER, stdio: ['ignore', 'pipe', 'pipe']});
}

export function isRepository(repo: string): boolean {
  try {
    git(repo, ['rev-parse', '--git-dir']);
    return true;
  } catch {
    return false;
  }
}

export function hasCommit(repo: string, ref: string): boolean {
  try {
    git(repo, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** Paths (from the repository root) of every file at a commit. */
export function filesAt(repo: string, ref: string): Set<string> {
  return new Set(git(repo, ['ls-tree', '-r', '-z', '--name-only', ref]).split('\0').filter(Boolean));
}

export type FileChange =
  | {status: 'modified'; added: number | null; removed: number | null}
  | {status: 'deleted'; added: number | null; removed: number | null}
  | {status: 'renamed'; to: string; added: number | null; removed: number | null};

/**
 * How each file that exists at `from` changed by `to`, keyed by its path at `from`; unchanged files are absent.
 * Line counts are null for binary files. Renames are detected over the whole tree, so a file moved anywhere
 * shows up as renamed rather than deleted.
 */
export function changesBetween(repo: string, from: string, to: string): Map<string, FileChange> {
  const fields = git(repo, ['diff', '--numstat', '-z', '-M', '--no-ext-diff', from, to]).split('\0');
  const changes = new Map<string, FileChange>();
  const lines = (count: string) => (count === '-' ? null : Number(count));
  const present = filesAt(repo, to);
  for (let i = 0; i < fields.length; i++) {
    const record = fields[i];
    if (!record) continue;
    const [added, removed, file] = record.split('\t');
    if (file === '') {
      // A rename: the two paths follow as their own fields.
      const oldPath = fields[++i];
      const newPath = fields[++i];
      changes.set(oldPath, {status: 'renamed', to: newPath, added: lines(added), removed: lines(removed)});
    } else if (!present.has(file)) {
      changes.set(file, {status: 'deleted', added: lines(added), removed: lines(removed)});
    } else {
      changes.set(file, {status: 'modified', added: lines(added), removed: lines(removed)});
    }
  }
  return changes;
}

/** One hunk of a zero-context diff: `count` lines from `start` at the old side became `newCount` from `newStart`. */
export type Hunk = {start: number; count: number; newStart: number; newCount: number};

/** The hunks of one file's diff between two commits, old side first; empty when the file did not change. */
export function hunksBetween(repo: string, from: string, to: string, file: string): Hunk[] {
  const diff = git(repo, ['diff', '-U0', '--no-ext-diff', from, to, '--', file]);
  const hunks: Hunk[] = [];
  for (const match of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)) {
    hunks.push({
      start: Number(match[1]),
      count: match[2] === undefined ? 1 : Number(match[2]),
      newStart: Number(match[3]),
      newCount: match[4] === undefined ? 1 : Number(match[4]),
    });
  }
  return hunks;
}

/** A file's text at a commit, or undefined when the commit does not have it. */
export function fileAt(repo: string, ref: string, file: string): string | undefined {
  try {
    return git(repo, ['show', `${ref}:${file}`]);
  } catch {
    return undefined;
  }
}
