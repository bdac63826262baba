// Highlights fenced code at build time, so the browser needs no Prism: each fence with a language Prism knows gets a
// `tokens` prop that @theme/CodeBlock/Content turns into coloured spans.
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {tokenize} from './tokenize';

type WithHProperties = {hProperties?: Record<string, unknown>};

export function highlightCode(code: Code): void {
  const tokens = tokenize(code.value, code.lang);
  if (!tokens) return;
  const data = (code.data ??= {}) as WithHProperties;
  data.hProperties = {...data.hProperties, tokens: JSON.stringify(tokens)};
}

export default function remarkHighlightCode() {
  return (tree: Root) => visit(tree, 'code', (code) => highlightCode(code));
}
