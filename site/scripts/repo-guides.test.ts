import fs from 'node:fs';
import path from 'node:path';
import type {Heading, Link} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';

// The README promises a newcomer two commands that do everything on a fresh machine, and sends them on to the
// contributing and deployment guides. These keep both promises true as scripts and files move.
const ROOT = path.resolve(__dirname, '../..');
const GUIDES = ['README.md', 'CONTRIBUTING.md', 'DEPLOYMENT.md'];
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const parse = (file: string) => unified().use(remarkParse).use(remarkGfm).parse(read(file));
const scripts = (JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts;

/** GitHub's anchor for a heading: lower case, punctuation other than hyphens dropped, spaces as hyphens. */
function githubAnchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');
}

// Parsed once per file: a guide links to the same few files many times, and parsing each again made the test slow
// enough to time out on a busy machine.
const anchorsByFile = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  const known = anchorsByFile.get(file);
  if (known) return known;
  const anchors = new Set<string>();
  visit(parse(file), 'heading', (heading: Heading) => {
    anchors.add(githubAnchor(toString(heading)));
  });
  anchorsByFile.set(file, anchors);
  return anchors;
}

describe('README', () => {
  const readme = read('README.md');

  it('gives exactly the two commands in its first code block', () => {
    const block = /```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const commands = block
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    expect(commands).toEqual(['npm start', 'npm test']);
  });

  it('reads in five minutes: at most 120 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(120);
  });
});

describe('the two commands', () => {
  it('npm start sets the machine up, builds and serves', () => {
    expect(scripts.start.split(' && ')).toEqual(['node scripts/setup.mjs', 'npm run build', 'npm run serve']);
  });

  it('npm test sets up the browser first, then runs lint, the unit tests and the build with what needs it side by side', () => {
    const steps = scripts.test.split(' && ');
    expect(steps[0]).toBe('node scripts/setup.mjs --browser');
    // Lint, types and most unit tests need no build, so they run beside it; the browser tests and the MCP server's
    // unit tests read the build, so they follow it in the same step, while the others may still be running.
    expect(steps.slice(1)).toEqual([
      expect.stringMatching(/^run-p --continue-on-error .*\blint-and-typecheck unit-without-build build-and-browser$/),
    ]);
    expect(scripts['build-and-browser']).toMatch(/^npm run build && run-s .* test:e2e unit:mcp$/);
  });

  it('npm test runs every unit step once, before or after the build', () => {
    const unitSteps = Object.keys(scripts).filter((name) => name.startsWith('unit:'));
    const named = (script: string) => script.split(' ').filter((word) => word.startsWith('unit:'));
    const run = [...named(scripts['unit-without-build']), ...named(scripts['build-and-browser'])];
    expect(run.sort()).toEqual(unitSteps.sort());
  });

  it('CI installs from the lockfile and runs the same npm test', () => {
    const ci = read('.ci/run');
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).toMatch(/^npm test$/m);
  });
});

describe.each(GUIDES)('%s', (file) => {
  const links: string[] = [];
  visit(parse(file), 'link', (link: Link) => {
    links.push(link.url);
  });
  const local = links.filter((url) => !/^[a-z]+:/i.test(url));

  it('has links, all of them to files that exist and headings that exist', () => {
    expect(local.length).toBeGreaterThan(0);
    const broken = local.filter((url) => {
      const [target, anchor] = url.split('#');
      const resolved = target === '' ? file : path.join(path.dirname(file), target);
      if (!fs.existsSync(path.join(ROOT, resolved))) return true;
      return anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
