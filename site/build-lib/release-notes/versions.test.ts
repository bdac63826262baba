import {describe, expect, it} from 'vitest';
import {compareVersions, groupBySeries, releaseTitle, releaseVersionOf, seriesOfFile} from './versions';

describe('release-note file names', () => {
  it('reads the version of a release file', () => {
    expect(releaseVersionOf('v3.25.23.md')).toBe('3.25.23');
    expect(releaseVersionOf('v3.25.md')).toBeUndefined();
  });
  it('reads the series of a series file', () => {
    expect(seriesOfFile('v3.25.md')).toBe('3.25');
    expect(seriesOfFile('v3.25.23.md')).toBeUndefined();
    expect(seriesOfFile('index.md')).toBeUndefined();
  });
});

describe('compareVersions', () => {
  it('orders numerically, so 3.10 comes after 3.9', () => {
    expect(['3.10.0', '3.9.2', '3.9.10', '2.2.46'].sort(compareVersions)).toEqual([
      '2.2.46',
      '3.9.2',
      '3.9.10',
      '3.10.0',
    ]);
  });
});

describe('groupBySeries', () => {
  it('groups releases by series, newest series and newest release first', () => {
    const notes = ['3.9.1', '3.10.0', '3.9.10', '3.10.2'].map((version) => ({
      version,
      series: version.split('.').slice(0, 2).join('.'),
    }));
    expect(groupBySeries(notes).map(({series, releases}) => [series, releases.map((note) => note.version)])).toEqual([
      ['3.10', ['3.10.2', '3.10.0']],
      ['3.9', ['3.9.10', '3.9.1']],
    ]);
  });
});

describe('releaseTitle', () => {
  it('carries the date when the release has one', () => {
    expect(releaseTitle('3.28.10', '2025-09-29')).toBe('Roo Code 3.28.10 Release Notes (2025-09-29)');
    expect(releaseTitle('2.1.2')).toBe('Roo Code 2.1.2 Release Notes');
  });
});
