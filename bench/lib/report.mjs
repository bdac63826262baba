// Shared by the benchmarks: the budget table they print and the JSON they leave in bench/results/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');

/** The pages every browser benchmark loads: one of each kind the issue names. */
export const SAMPLE = [
  {name: 'home', path: '/'},
  {name: 'getting started', path: '/getting-started/installing'},
  {name: 'feature + table', path: '/features/auto-approving-actions'},
  {name: 'provider + models', path: '/providers/anthropic'},
  {name: 'release note', path: '/update-notes/v3.28.10'},
  // A panel screenshot in the first screen: LCP and image bytes of the screenshots (issue 33).
  {name: 'screenshot on top', path: '/features/suggested-responses'},
  {name: 'search', path: '/search'},
];

export const KB = 1000;
export const kb = (bytes) => (bytes == null ? '–' : (bytes / KB).toFixed(1));

export function writeResults(name, data) {
  fs.mkdirSync(RESULTS_DIR, {recursive: true});
  const file = path.join(RESULTS_DIR, `${name}.json`);
  // Timings on a shared machine depend on what else runs: the load average goes with every result.
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryBytes: os.totalmem(),
    loadAverage: os.loadavg(),
  };
  const result = {benchmark: name, date: new Date().toISOString(), machine, ...data};
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  return path.relative(ROOT, file);
}

/**
 * A status cell: "ok", or a loud mark so a missed budget stands out in a terminal and in a log: "✗ OVER" for a
 * ceiling (bytes, seconds), "✗ BELOW" for a floor (scores).
 */
export const verdict = (ok, floor = false) => (ok == null ? '' : ok ? 'ok' : floor ? '✗ BELOW' : '✗ OVER');

/** Prints rows (arrays of cells) as an aligned plain-text table; numbers and the header row are right-aligned. */
export function printTable(title, header, rows) {
  const cells = [header, ...rows].map((row) => row.map((cell) => (cell == null ? '' : String(cell))));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const numeric = header.map((_, i) =>
    rows.every((row) => row[i] == null || /^[-–\d.,% ]+(s|ms|KB|MiB|GiB)?$/.test(String(row[i]))),
  );
  const line = (row) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** Median of numbers (the lower-middle one is not used: an even count averages the two middle values). */
export function median(values) {
  const sorted = values.filter((v) => v != null && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
