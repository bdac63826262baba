// Proposes, and with --write applies, :ui[…] for UI labels the pages write in bold or quotes:
//   tsx site/scripts/ui-labels/convert.ts [--write] [--include-excluded] [site/docs/… files]
// Without files it reads every doc page, minus the routes in excluded-pages.txt unless --include-excluded. Review the
// printed list before --write: a label word can also be a plain word ("Code", "Save" as a verb).
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {contentFiles, DOCS_DIR} from '../../build-lib/content-files';
import {stripFrontMatter} from '../../build-lib/front-matter';
import {labelMatcher} from '../../build-lib/ui-label/label-check';
import allowlist from '../../build-lib/ui-label/vscode-labels.json';
import uiStrings from '../../build-lib/upstream-data/ui-strings.json';
import {applyCandidates, findCandidates} from './candidates';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {write: {type: 'boolean'}, 'include-excluded': {type: 'boolean'}, skip: {type: 'string', multiple: true}},
});

const excluded = fs
  .readFileSync(path.join(__dirname, 'excluded-pages.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));
const routeOf = (file: string) =>
  `/${path
    .relative(DOCS_DIR, file)
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
const isExcluded = (file: string) =>
  excluded.some((prefix) => routeOf(file) === prefix || routeOf(file).startsWith(`${prefix}/`));

// Exact strings only: a placeholder would let any phrase pass as a label.
const isLabel = labelMatcher([...Object.values(uiStrings.strings), ...allowlist.map((entry) => entry.label)], {
  placeholders: false,
});
// --skip "file:line" (repeatable) leaves a reviewed false positive alone.
const skips = new Set(values.skip ?? []);

const files = positionals.length
  ? positionals.map((file) => path.resolve(file))
  : contentFiles()
      .map((page) => page.file)
      .filter((file) => file.startsWith(DOCS_DIR) && (values['include-excluded'] || !isExcluded(file)));

let total = 0;
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const body = stripFrontMatter(source);
  const head = source.slice(0, source.length - body.length);
  const lineOf = (offset: number) => head.split('\n').length + body.slice(0, offset).split('\n').length - 1;
  const relative = path.relative(process.cwd(), file);
  const find = (text: string) =>
    findCandidates(text, file.endsWith('.mdx'), isLabel).filter((c) => !skips.has(`${relative}:${lineOf(c.start)}`));
  const candidates = find(body);
  for (const c of candidates) {
    console.log(`${relative}:${lineOf(c.start)}\t${c.why}\t…${c.before}[${body.slice(c.start, c.end)}]${c.after}…`);
  }
  total += candidates.length;
  if (values.write && candidates.length) {
    // A label listed beside one just marked is found on the next pass; repeat until nothing changes.
    let next = applyCandidates(body, candidates);
    for (let pass = 0, more = find(next); pass < 10 && more.length; pass += 1, more = find(next)) {
      next = applyCandidates(next, more);
    }
    fs.writeFileSync(file, head + next);
  }
}
console.log(
  `${total} candidate(s) in ${files.length} file(s)${values.write ? ', written' : ' (dry run; --write applies)'}`,
);
