import {describe, expect, it} from 'vitest';
import {readJson} from './json-text';

describe('readJson', () => {
  it('reads what JSON.parse reads, escapes and numbers included', () => {
    const text = '{"a": [1, -2.5e3, true, null], "b": "x\\"y\\u00e9", "c": {}}';
    expect(readJson(text)).toEqual({ok: true, value: JSON.parse(text), duplicates: []});
  });

  it('reports keys written twice, with the path of their object and their line', () => {
    const result = readJson('{\n "s": {\n  "a": 1,\n  "a": 2\n },\n "s": 3\n}');
    expect(result).toMatchObject({
      ok: true,
      duplicates: [
        {path: ['s'], key: 'a', line: 4, column: 3},
        {path: [], key: 's', line: 6, column: 2},
      ],
    });
  });

  it('keeps __proto__ as an ordinary key', () => {
    const result = readJson('{"__proto__": {"polluted": true}}');
    expect(result.ok && Object.keys(result.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['{"a": 1,}', 1, 9, 'comma'],
    ["{'a': 1}", 1, 2, 'double quotes'],
    ['{"a": 1}\n/* x */', 2, 1, 'after the end'],
    ['{"a": "b', 1, 7, 'never closed'],
    ['[1 2]', 1, 4, 'Expected'],
  ])('locates the error in %j', (text, line, column, words) => {
    const result = readJson(text);
    expect(result).toMatchObject({ok: false, line, column});
    expect(!result.ok && result.message).toContain(words);
  });

  it('refuses nesting deep enough to stall or overflow', () => {
    expect(readJson('['.repeat(5000) + ']'.repeat(5000))).toMatchObject({ok: false});
  });
});
