import {describe, expect, it} from 'vitest';
import {displayLines} from './display-lines';
import {tokenize} from '../../../build-lib/code-highlight/tokenize';

const tokensFor = (code: string, language: string) => JSON.stringify(tokenize(code, language));

describe('displayLines', () => {
  it('colours each line from the tokens of the fence', () => {
    const code = 'npm run # all\nls';
    const lines = displayLines(`${code}\n`, code, tokensFor(code, 'bash'));
    expect(lines).toEqual([
      [
        {className: 'token function', text: 'npm'},
        {className: undefined, text: ' run '},
        {className: 'token comment', text: '# all'},
      ],
      [{className: 'token function', text: 'ls'}],
    ]);
  });

  it('follows lines past a magic comment Docusaurus removed', () => {
    const source = 'ls\n# highlight-next-line\nnpm test';
    const lines = displayLines(`${source}\n`, 'ls\nnpm test', tokensFor(source, 'bash'));
    expect(lines[1][0]).toEqual({className: 'token function', text: 'npm'});
  });

  it('shows plain text without tokens, and when the tokens do not fit the code', () => {
    expect(displayLines('a\n\nb\n', 'a\n\nb', undefined)).toEqual([[{text: 'a'}], [], [{text: 'b'}]]);
    expect(displayLines('ls -la\n', 'ls -la', tokensFor('ls -l', 'bash'))).toEqual([[{text: 'ls -la'}]]);
    expect(displayLines('ls\nls\n', 'ls\nls', tokensFor('ls', 'bash'))).toEqual([[{text: 'ls'}], [{text: 'ls'}]]);
  });
});
