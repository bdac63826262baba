import {parseExpressionAt} from 'acorn';
import type {Expression} from 'estree';
import {describe, expect, it} from 'vitest';
import {literalOf} from './literal';

const read = (source: string) => literalOf(parseExpressionAt(source, 0, {ecmaVersion: 'latest'}) as Expression, 'p');

describe('literalOf', () => {
  it('reads strings, numbers, booleans, negative numbers and plain template strings', () => {
    expect(read("'a'")).toBe('a');
    expect(read('3')).toBe(3);
    expect(read('-2.5')).toBe(-2.5);
    expect(read('true')).toBe(true);
    expect(read('`x`')).toBe('x');
  });

  it('reads nested arrays of literals', () => {
    expect(read("['a', ['b', 1]]")).toEqual(['a', ['b', 1]]);
  });

  it('reads objects with plain keys', () => {
    expect(read("{mcp: 'MCP', 'two-words': ['x']}")).toEqual({mcp: 'MCP', 'two-words': ['x']});
  });

  it('rejects anything computed', () => {
    expect(() => read('{[key]: 1}')).toThrow(/computed/);
    expect(() => read('{...rest}')).toThrow(/spread/);
    expect(() => read('name')).toThrow(/not a Identifier/);
    expect(() => read('`a${b}`')).toThrow(/TemplateLiteral/);
    expect(() => read("['a', ...rest]")).toThrow(/spread/);
    expect(() => read('1 + 2')).toThrow(/BinaryExpression/);
  });
});
