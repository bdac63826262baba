import type {Code, Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import remarkHighlightCode from './remark-highlight-code';
import {parseCodeTokens} from '../../src/lib/code-highlight/token-format';

const code = (lang: string | null, value: string, meta: string | null = null): Code => ({
  type: 'code',
  lang,
  meta,
  value,
});

const run = (...children: Root['children']) => {
  const tree: Root = {type: 'root', children};
  remarkHighlightCode()(tree);
  return tree;
};

const tokensOf = (node: Code) => (node.data as {hProperties?: {tokens?: string}} | undefined)?.hProperties?.tokens;

describe('remarkHighlightCode', () => {
  it('attaches tokens to fenced code with a known language, also inside other nodes', () => {
    const top = code('json', '{"a": 1}', 'title="settings.json"');
    const nested = code('bash', 'npm install # once');
    run(top, {type: 'blockquote', children: [{type: 'list', children: [{type: 'listItem', children: [nested]}]}]});
    const tokens = parseCodeTokens(tokensOf(top));
    expect(tokens?.c).toContain('token property');
    expect(parseCodeTokens(tokensOf(nested))?.c).toContain('token comment');
    expect(top.meta).toBe('title="settings.json"');
  });

  it('does not copy the code text into the tokens', () => {
    const node = code('bash', 'echo unmistakable-word');
    run(node);
    expect(tokensOf(node)).toBeDefined();
    expect(tokensOf(node)).not.toContain('unmistakable');
  });

  it('keeps the properties other plugins set', () => {
    const node: Code = {...code('bash', 'ls'), data: {hProperties: {live: false}}};
    run(node);
    expect((node.data as {hProperties: Record<string, unknown>}).hProperties).toMatchObject({live: false});
  });

  it('leaves code without a language, plain text and unknown languages alone', () => {
    const nodes = [code(null, 'ls -la'), code('text', 'ls -la'), code('klingon', 'ls -la')];
    run(...nodes);
    nodes.forEach((node) => expect(node.data).toBeUndefined());
  });
});
