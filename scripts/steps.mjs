#!/usr/bin/env node
// Runs the named groups of checks (`node scripts/steps.mjs lint typecheck`) side by side, as many at once as the
// machine has cores: each check (ESLint, one workspace's tsc…) is a single-threaded process, so on two cores two of
// them finish in about the time of one. A check's output is held and printed whole when it ends, so two never
// interleave; the exit code is 1 if any check failed, after all have run.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
// The root package.json's workspaces, `packages/*` and `site`, in the order npm runs them.
const workspaces = [
  ...fs
    .readdirSync(path.join(root, 'packages'))
    .sort()
    .map((name) => `packages/${name}`),
  'site',
];

/** `npm run <script>` in every workspace that has the script, as `npm run <script> --workspaces --if-present` does. */
const inWorkspaces = (script) =>
  workspaces
    .filter(
      (dir) => fs.existsSync(path.join(root, dir, 'package.json')) && readJson(`${dir}/package.json`).scripts?.[script],
    )
    .map((dir) => `npm run ${script} -w ${dir}`);

const GROUPS = {
  lint: ['lint:eslint', 'lint:css', 'lint:knip', 'lint:format'].map((script) => `npm run ${script}`),
  typecheck: inWorkspaces('typecheck'),
  'test:unit': inWorkspaces('test'),
};

const names = process.argv.slice(2);
const unknown = names.filter((name) => !GROUPS[name]);
if (names.length === 0 || unknown.length > 0) {
  console.error(`usage: steps.mjs <${Object.keys(GROUPS).join('|')}>… (unknown: ${unknown.join(', ') || 'none'})`);
  process.exit(2);
}
// The slowest checks of all the groups (ESLint, the site's tsc and tests) start first.
const slow = (command) => /lint:eslint$|-w site$/.test(command);
const all = names.flatMap((name) => GROUPS[name]);
const queue = [...all.filter(slow), ...all.filter((command) => !slow(command))];
const total = queue.length;

function run(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    // Colours stay on though the output goes to a pipe first.
    const child = spawn(command, {
      cwd: root,
      shell: true,
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
      },
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n── ${command}: ${status} in ${seconds} s\n${Buffer.concat(chunks).toString()}`);
      resolve(code === 0);
    });
  });
}

const failed = [];
async function lane() {
  for (let command = queue.shift(); command; command = queue.shift()) {
    if (!(await run(command))) failed.push(command);
  }
}
const started = Date.now();
const lanes = Math.max(1, Math.min(os.availableParallelism(), total));
await Promise.all(Array.from({length: lanes}, lane));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failed.length > 0) {
  console.error(
    `\n${failed.length} of ${total} checks failed in ${seconds} s:\n${failed.map((c) => `  ${c}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`\nall ${total} checks passed in ${seconds} s (${lanes} at a time)`);
