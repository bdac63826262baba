// npx tsx site/scripts/citation-coverage.ts
// For each doc page: how many of its paragraphs, list items and table rows carry a `:cite[]`, how many citations it
// has, and whether a second reading is recorded in its front matter; totals at the end. It reports; it never fails.
import fs from 'node:fs';
import path from 'node:path';
import {coverageOf} from '../build-lib/citations/coverage';
import {parsePage} from '../build-lib/citations/parse-page';
import {hasReading} from '../build-lib/citations/readings';
import {DOCS_DIR, listDocPages} from '../build-lib/doc-files';

const rows = listDocPages(DOCS_DIR).map((page) => {
  const {tree, frontMatter} = parsePage(fs.readFileSync(path.join(DOCS_DIR, page), 'utf8'), page.endsWith('.mdx'));
  return {page, ...coverageOf(tree), reading: hasReading(frontMatter)};
});

const width = Math.max(...rows.map((row) => row.page.length));
console.log(`${'page'.padEnd(width)}  cited units  citations  reading`);
for (const row of rows) {
  const units = `${row.citedUnits}/${row.units}`.padStart(11);
  console.log(
    `${row.page.padEnd(width)}  ${units}  ${String(row.citations).padStart(9)}  ${row.reading ? 'yes' : 'no'}`,
  );
}
const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
const units = sum((row) => row.units);
const cited = sum((row) => row.citedUnits);
const percent = units === 0 ? 0 : Math.round((cited / units) * 1000) / 10;
console.log(
  `\n${rows.length} pages: ${cited} of ${units} units cited (${percent}%), ${sum((row) => row.citations)} citations; ` +
    `${rows.filter((row) => row.citations > 0).length} pages with citations, ` +
    `${rows.filter((row) => row.reading).length} with a reading recorded`,
);
