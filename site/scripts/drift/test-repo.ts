// Stand-in upstream repositories for the drift tests: a temporary git repository with one commit and tag per version,
// so each test states only what its versions contain.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Writes each file under `root` (folders made as needed); `null` deletes it. */
export function writeFiles(root: string, files: Record<string, string | null>): void {
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    if (text === null) fs.rmSync(full);
    else {
      fs.mkdirSync(path.dirname(full), {recursive: true});
      fs.writeFileSync(full, text);
    }
  }
}

/** Makes `repo` a git repository holding each version in turn, committed and tagged, in the order given. */
export function makeTaggedRepo(repo: string, versions: readonly [tag: string, files: Record<string, string | null>][]) {
  fs.mkdirSync(repo, {recursive: true});
  // Signing and the machine's identity would make the test depend on the user's git configuration.
  const identity = ['user.name=Test', 'user.email=test@example.com', 'commit.gpgsign=false', 'tag.gpgsign=false'];
  const git = (...args: string[]) =>
    execFileSync('git', [...identity.flatMap((setting) => ['-c', setting]), ...args], {cwd: repo, stdio: 'ignore'});
  git('init', '-q');
  for (const [tag, files] of versions) {
    writeFiles(repo, files);
    git('add', '-A');
    git('commit', '-q', '-m', tag);
    git('tag', tag);
  }
}
