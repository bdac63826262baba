import {describe, expect, it} from 'vitest';
import {parseLiteral, readJsxElement, UNREADABLE} from './jsx';

describe('parseLiteral', () => {
  it('reads an array of single-quoted strings with a trailing comma', () => {
    expect(parseLiteral("['alwaysAllowReadOnly', 'writeDelayMs',]")).toEqual(['alwaysAllowReadOnly', 'writeDelayMs']);
  });

  it('reads an object with bare and quoted keys', () => {
    expect(parseLiteral("{experimental: 'Experimental features', 'mcp': \"MCP\"}")).toEqual({
      experimental: 'Experimental features',
      mcp: 'MCP',
    });
  });

  it('reads numbers, booleans and null', () => {
    expect(parseLiteral('[1, -2.5, true, false, null]')).toEqual([1, -2.5, true, false, null]);
  });

  it('refuses a variable or a call, which only running the page could resolve', () => {
    expect(() => parseLiteral('keys')).toThrow();
    expect(() => parseLiteral("getKeys('a')")).toThrow();
    expect(() => parseLiteral('`a${b}`')).toThrow();
  });
});

describe('readJsxElement', () => {
  it('reads a self-closing element with a string prop', () => {
    const text = 'x <ModelTable provider="anthropic" /> y';
    expect(readJsxElement(text, 2)).toEqual({name: 'ModelTable', props: {provider: 'anthropic'}, start: 2, end: 37});
  });

  it('reads expression props over several lines', () => {
    const text = "<SettingsTable\n  schema=\"globalSettings\"\n  keys={['a', 'b']}\n/>";
    expect(readJsxElement(text, 0)?.props).toEqual({schema: 'globalSettings', keys: ['a', 'b']});
  });

  it('keeps the children of an element with a closing tag', () => {
    expect(readJsxElement('<Note kind="x">Hello</Note>', 0)?.children).toBe('Hello');
  });

  it('marks a prop it cannot read instead of guessing', () => {
    expect(readJsxElement('<SettingsTable schema="globalSettings" keys={KEYS} />', 0)?.props.keys).toBe(UNREADABLE);
  });

  it('ignores a lowercase tag and a less-than sign in prose', () => {
    expect(readJsxElement('<details>', 0)).toBeUndefined();
    expect(readJsxElement('< 5 tokens', 0)).toBeUndefined();
  });
});
