import {describe, expect, it} from 'vitest';
import {citeName, citeUrl, parseCiteLabel, rangeKey} from './cite-label';

describe('parseCiteLabel', () => {
  it('reads a path with a line range and with a single line', () => {
    expect(parseCiteLabel('src/core/task/Task.ts:120-134')).toEqual({
      path: 'src/core/task/Task.ts',
      first: 120,
      last: 134,
    });
    expect(parseCiteLabel('webview-ui/src/App.tsx:40')).toEqual({path: 'webview-ui/src/App.tsx', first: 40, last: 40});
  });

  it.each([
    ['src/a.ts', 'is not <path>:<line> or <path>:<first>-<last> with lines from 1'],
    ['src/a.ts:0', 'is not <path>:<line> or <path>:<first>-<last> with lines from 1'],
    ['src/a.ts:3-0', 'is not <path>:<line> or <path>:<first>-<last> with lines from 1'],
    ['/src/a.ts:3', 'is not <path>:<line> or <path>:<first>-<last> with lines from 1'],
    ['src/my file.ts:3', 'is not <path>:<line> or <path>:<first>-<last> with lines from 1'],
    ['src/a.ts:9-3', 'runs backwards (9 to 3)'],
    ['src/a.ts:7-7', 'is a range of one line; write src/a.ts:7'],
    ['src/../a.ts:7', 'has .. in its path'],
  ])('rejects %s: it %s', (label, problem) => {
    expect(parseCiteLabel(label)).toEqual({problem});
  });
});

describe('citeUrl, citeName and rangeKey', () => {
  const range = {path: 'src/core/task/Task.ts', first: 120, last: 134};
  const line = {path: 'src/a.ts', first: 7, last: 7};

  it('links the lines at the tag on GitHub', () => {
    expect(citeUrl('v3.28.10', range)).toBe(
      'https://github.com/RooCodeInc/Roo-Code/blob/v3.28.10/src/core/task/Task.ts#L120-L134',
    );
    expect(citeUrl('v3.28.10', line)).toBe('https://github.com/RooCodeInc/Roo-Code/blob/v3.28.10/src/a.ts#L7');
  });

  it('names the file, the lines and the tag for a screen reader', () => {
    expect(citeName('v3.28.10', range)).toBe('Source: src/core/task/Task.ts, lines 120–134 (v3.28.10)');
    expect(citeName('v3.28.10', line)).toBe('Source: src/a.ts, line 7 (v3.28.10)');
  });

  it('keys a range as the label writes it', () => {
    expect(rangeKey(range)).toBe('src/core/task/Task.ts:120-134');
    expect(rangeKey(line)).toBe('src/a.ts:7');
  });
});
