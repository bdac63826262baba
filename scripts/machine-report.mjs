#!/usr/bin/env node
// How fast and how busy the machine was while CI ran, so a run's length can be read against others: the same commit
// has taken from about 300 to 800 s on machines of one kind (bench/README, "Session 25"). Linux only (/proc).
//   node scripts/machine-report.mjs --snapshot > FILE   before the run
//   node scripts/machine-report.mjs FILE                after it: prints the report
import fs from 'node:fs';
import os from 'node:os';

/** The aggregate `cpu` line of /proc/stat, in clock ticks. */
export function readCpuTicks(stat) {
  const line = stat.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) throw new Error('no aggregate cpu line in /proc/stat');
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  return {busy: user + nice + system + irq + softirq, idle: idle + iowait, steal};
}

/** Shares of the machine's CPU time between two readings: working, idle, and taken by the host for other guests. */
export function cpuShares(before, after) {
  const busy = after.busy - before.busy;
  const idle = after.idle - before.idle;
  const steal = after.steal - before.steal;
  const total = busy + idle + steal;
  if (total <= 0) return {busy: 0, idle: 0, steal: 0};
  return {busy: busy / total, idle: idle / total, steal: steal / total};
}

/** Milliseconds for a fixed piece of single-threaded JavaScript work: lower is a faster core. */
export function jsCheckMs() {
  const started = performance.now();
  let seed = 1;
  const numbers = Array.from({length: 300_000}, () => (seed = (seed * 16807) % 2147483647));
  numbers.sort((a, b) => a - b);
  const text = JSON.stringify(numbers.map((value) => ({value, label: value.toString(36)})));
  if (JSON.parse(text).length !== numbers.length) throw new Error('the check computed nothing');
  return performance.now() - started;
}

const snapshot = () => ({
  at: Date.now(),
  cpu: readCpuTicks(fs.readFileSync('/proc/stat', 'utf8')),
  load: os.loadavg()[0],
  jsMs: jsCheckMs(),
});

const percent = (share) => `${Math.round(share * 100)} %`;

export function report(before, after, cpus = os.cpus()) {
  const shares = cpuShares(before.cpu, after.cpu);
  return [
    `machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}`,
    `wall ${Math.round((after.at - before.at) / 1000)} s; CPU ${percent(shares.busy)} working, ${percent(shares.idle)} idle, ` +
      `${percent(shares.steal)} taken by the host for other guests (steal)`,
    `load average ${before.load.toFixed(1)} at the start, ${after.load.toFixed(1)} at the end; ` +
      `JavaScript check ${Math.round(before.jsMs)} ms at the start, ${Math.round(after.jsMs)} ms at the end (lower is faster)`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [arg] = process.argv.slice(2);
  if (arg === '--snapshot') console.log(JSON.stringify(snapshot()));
  else if (arg) console.log(report(JSON.parse(fs.readFileSync(arg, 'utf8')), snapshot()));
  else {
    console.error('usage: machine-report.mjs --snapshot > FILE | machine-report.mjs FILE');
    process.exit(2);
  }
}
