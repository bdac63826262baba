#!/usr/bin/env node
// The wall-clock figures the modes validator's unit tests used to assert (they now prove the same guards by the
// parser never being reached). Printed beside the old ceilings; a figure over its ceiling is marked, never fatal.
// Run: `node bench/validator/run.mjs` (no build needed). The validator is the site's TypeScript, loaded through tsx, a
// dependency of the site workspace.
import {performance} from 'node:perf_hooks';
import {tsImport} from 'tsx/esm/api';

const {validateModesFile} = await tsImport('../../packages/types/src/validate-modes-file.ts', import.meta.url);

const nine = (item) => `[${Array(9).fill(item).join(', ')}]`;
const names = 'abcdefghi';
const aliasBomb = [...names]
  .map((name, index) => `${name}: &${name} ${nine(index === 0 ? 'x' : `*${names[index - 1]}`)}`)
  .join('\n');

/** [what, the old test's ceiling in ms, input] */
const CASES = [
  ['1,000,000 characters (refused by length)', 200, 'x'.repeat(1_000_000)],
  ['90,000 nested brackets', 500, '['.repeat(90_000) + ']'.repeat(90_000)],
  ['10,000 nested JSON objects', 500, '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
  ['60,000 chained ? indicators', 500, '? '.repeat(60_000) + 'x'],
  ['60,000 chained - indicators', 500, '- '.repeat(60_000) + 'x'],
  ['300 indentation levels', 500, Array.from({length: 300}, (_, i) => ' '.repeat(i) + 'k:').join('\n')],
  ['alias bomb (9^9 values)', 1000, aliasBomb],
];

const RUNS = 5;
const rows = CASES.map(([name, ceilingMs, input]) => {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const result = validateModesFile(input);
    times.push(performance.now() - started);
    if (result.ok) throw new Error(`${name}: accepted, expected a refusal`);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  return {name, medianMs: median, ceilingMs};
});

console.log(`modes validator on hostile input, median of ${RUNS} runs`);
for (const {name, medianMs, ceilingMs} of rows) {
  const mark = medianMs <= ceilingMs ? 'ok' : '✗ OVER';
  console.log(`  ${name.padEnd(44)} ${medianMs.toFixed(1).padStart(8)} ms  (≤ ${ceilingMs} ms) ${mark}`);
}
