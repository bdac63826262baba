import {describe, expect, it} from 'vitest';
import {tokenize} from './tokenize';
import {PLAIN, slicePieces, type CodeTokens} from '../../src/lib/code-highlight/token-format';

/** The code rebuilt from the pieces, with each piece's classes, line by line. */
const pieces = (code: string, tokens: CodeTokens) =>
  code.split('\n').map((line, i) => slicePieces(line, tokens.l[i], tokens.c));

const classOf = (code: string, tokens: CodeTokens, text: string) =>
  pieces(code, tokens)
    .flat()
    .find((piece) => piece?.text === text)?.className;

describe('tokenize', () => {
  it('marks a bash comment, builtin, string and variable with Prism classes', () => {
    const code = '# install\necho "$HOME" --flag';
    const tokens = tokenize(code, 'bash')!;
    expect(classOf(code, tokens, '# install')).toBe('token comment');
    expect(classOf(code, tokens, 'echo')).toBe('token builtin class-name');
    expect(classOf(code, tokens, '"')).toBe('token string');
    expect(classOf(code, tokens, '$HOME')).toBe('token string environment constant');
    expect(classOf(code, tokens, '--flag')).toBe('token parameter variable');
  });

  it.each([
    ['json', '{\n  "name": "roo",\n  "n": [1, true, null]\n}\n'],
    ['xml', '<read_file>\n  <path attr="x">src/a.ts</path>\n</read_file>'],
    ['yaml', 'customModes:\n  - slug: docs # the slug\n    groups: [read]\n'],
    ['powershell', '$env:ROO = "1"\r\nGet-ChildItem -Path .'],
    ['markdown', '# Title\n\nSome **bold** and `code`.\n\n```js\nx\n```'],
    ['ini', '[section]\nkey=value ; note'],
    ['gitignore', 'node_modules/\n*.log\n!keep.log'],
  ])('pieces of %s rebuild the exact code, line by line', (language, code) => {
    const tokens = tokenize(code, language)!;
    expect(tokens.c.length).toBeGreaterThan(0);
    const lines = code.split(/\r?\n/);
    expect(tokens.l).toHaveLength(lines.length);
    lines.forEach((line, i) => {
      expect(tokens.l[i].reduce((sum, [, length]) => sum + length, 0)).toBe(line.length);
      expect(
        slicePieces(line, tokens.l[i], tokens.c)!
          .map((piece) => piece.text)
          .join(''),
      ).toBe(line);
    });
  });

  it('flattens nested tokens to the combined classes of their ancestors and aliases', () => {
    const code = '<path attr="x">';
    const tokens = tokenize(code, 'xml')!;
    expect(classOf(code, tokens, '<')).toBe('token tag punctuation');
    expect(classOf(code, tokens, 'path ')).toBe('token tag');
    expect(classOf(code, tokens, 'attr')).toBe('token tag attr-name');
    expect(classOf(code, tokens, '=')).toBe('token tag attr-value punctuation attr-equals');
    expect(classOf(code, tokens, '"')).toBe('token tag attr-value punctuation');
    expect(classOf(code, tokens, 'x')).toBe('token tag attr-value');
  });

  it('keeps each class once per block and merges neighbouring pieces of one class', () => {
    const tokens = tokenize('{"a": 1, "b": 2, "c": 3}', 'json')!;
    expect(new Set(tokens.c).size).toBe(tokens.c.length);
    tokens.l[0].forEach((piece, i, line) => expect(piece[0]).not.toBe(line[i - 1]?.[0]));
  });

  it('marks unclassed text as plain and splits a multi-line token across its lines', () => {
    const code = 'key: |\n  two\n  lines';
    const tokens = tokenize(code, 'yaml')!;
    const [scalar] = pieces(code, tokens)[1]!;
    expect(scalar).toEqual({className: 'token scalar string', text: '  two'});
    expect(tokenize('npm run build', 'bash')!.l[0]).toEqual([
      [0, 3],
      [PLAIN, 10],
    ]);
  });

  it('highlights zsh and fish as bash', () => {
    const code = 'export PATH="$HOME/bin:$PATH"';
    expect(tokenize(code, 'zsh')).toEqual(tokenize(code, 'bash'));
    expect(tokenize(code, 'fish')).toEqual(tokenize(code, 'bash'));
    expect(tokenize(code, 'Bash')).toEqual(tokenize(code, 'bash'));
  });

  it('leaves unknown languages, plain text, no language and empty code without tokens', () => {
    expect(tokenize('x = 1', 'no-such-language')).toBeUndefined();
    expect(tokenize('x = 1', '__proto__')).toBeUndefined();
    expect(tokenize('x = 1', 'extend')).toBeUndefined();
    expect(tokenize('echo hi', 'text')).toBeUndefined();
    expect(tokenize('echo hi', undefined)).toBeUndefined();
    expect(tokenize('echo hi', null)).toBeUndefined();
    expect(tokenize('', 'bash')).toBeUndefined();
  });

  it('keeps empty lines as empty piece lists', () => {
    expect(tokenize('# a\n\n# b', 'bash')!.l).toEqual([[[0, 3]], [], [[0, 3]]]);
  });
});
