import {describe, expect, it} from 'vitest';
import {cpuShares, jsCheckMs, readCpuTicks, report} from '../../scripts/machine-report.mjs';

const STAT = (user, system, idle, steal) =>
  `cpu  ${user} 0 ${system} ${idle} 0 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1\n`;

describe('machine report', () => {
  it('reads the aggregate cpu line, steal included', () => {
    expect(readCpuTicks(STAT(100, 50, 800, 25))).toEqual({busy: 150, idle: 800, steal: 25});
    expect(() => readCpuTicks('cpu0 1 2 3\n')).toThrow(/aggregate/);
  });

  it('splits the time between two readings into working, idle and stolen shares', () => {
    const before = readCpuTicks(STAT(100, 50, 800, 25));
    const after = readCpuTicks(STAT(700, 150, 1000, 125));
    expect(cpuShares(before, after)).toEqual({busy: 0.7, idle: 0.2, steal: 0.1});
    expect(cpuShares(after, after)).toEqual({busy: 0, idle: 0, steal: 0});
  });

  it('times a piece of work that takes measurable time', () => {
    expect(jsCheckMs()).toBeGreaterThan(1);
  });

  it('reports the wall time, the shares, the load and both checks', () => {
    const before = {at: 0, cpu: {busy: 0, idle: 0, steal: 0}, load: 0.5, jsMs: 180.4};
    const after = {at: 294_400, cpu: {busy: 90, idle: 8, steal: 2}, load: 3.25, jsMs: 201.6};
    const text = report(before, after, [{model: 'Test CPU'}, {model: 'Test CPU'}]);
    expect(text).toContain('machine: 2 × Test CPU');
    expect(text).toContain('wall 294 s; CPU 90 % working, 8 % idle, 2 % taken by the host');
    expect(text).toContain('load average 0.5 at the start, 3.3 at the end');
    expect(text).toContain('JavaScript check 180 ms at the start, 202 ms at the end');
  });
});
