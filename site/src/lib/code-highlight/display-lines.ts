// Decides what each shown line of a code block looks like. Shared with the client, so it must not import Prism.
import {alignLines, codeLines, parseCodeTokens, slicePieces, type LinePiece} from './token-format';

/**
 * The pieces of each line Docusaurus shows (`code`, after it removed magic comments), coloured from the tokens of the
 * fence's source (`codeInput`). Without tokens, or with tokens that no longer fit the code, lines are plain text.
 */
export function displayLines(codeInput: string, code: string, tokensJson: string | undefined): LinePiece[][] {
  const shown = codeLines(code);
  const plain = shown.map((text) => (text === '' ? [] : [{text}]));
  const tokens = parseCodeTokens(tokensJson);
  if (!tokens) return plain;
  // The fence's value reaches CodeBlock with one trailing line break, which Docusaurus drops too.
  const source = codeLines(codeInput.replace(/\r?\n$/, ''));
  const sourceIndex = source.length === tokens.l.length ? alignLines(source, shown) : undefined;
  if (!sourceIndex) return plain;
  return shown.map((text, i) => slicePieces(text, tokens.l[sourceIndex[i]], tokens.c) ?? plain[i]);
}
