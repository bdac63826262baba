// Turns Prism's nested token tree into the compact per-line form of token-format.ts.
import Prism from 'prismjs';
import {grammarFor} from './languages';
import {PLAIN, type CodeTokens} from '../../src/lib/code-highlight/token-format';

type Run = {types: readonly string[]; text: string};

const aliasesOf = (token: Prism.Token): string[] =>
  token.alias === undefined ? [] : Array.isArray(token.alias) ? token.alias : [token.alias];

/** A nested token keeps its ancestors' types, as the nested spans of Prism's own HTML would apply them. */
function flatten(stream: Prism.TokenStream, parentTypes: readonly string[], out: Run[]): void {
  const items = Array.isArray(stream) ? stream : [stream];
  for (const item of items) {
    if (typeof item === 'string') {
      out.push({types: parentTypes, text: item});
      continue;
    }
    const types = [...parentTypes, item.type, ...aliasesOf(item)];
    flatten(item.content, types, out);
  }
}

const classNameOf = (types: readonly string[]) => (types.length === 0 ? '' : `token ${[...new Set(types)].join(' ')}`);

/** Splits runs at newlines into lines of [classIndex, length] pieces, merging neighbours of the same class. */
export function toCodeTokens(runs: readonly Run[]): CodeTokens {
  const classes: string[] = [];
  const indexOf = (className: string) => {
    if (className === '') return PLAIN;
    const found = classes.indexOf(className);
    return found === -1 ? classes.push(className) - 1 : found;
  };
  const lines: [number, number][][] = [[]];
  for (const run of runs) {
    const classIndex = indexOf(classNameOf(run.types));
    run.text.split('\n').forEach((segment, i) => {
      if (i > 0) lines.push([]);
      if (segment.length === 0) return;
      const line = lines[lines.length - 1];
      const last = line[line.length - 1];
      if (last && last[0] === classIndex) last[1] += segment.length;
      else line.push([classIndex, segment.length]);
    });
  }
  return {c: classes, l: lines};
}

/**
 * Tokenizes code for a fence language. Undefined when there is nothing to colour: no language, a language Prism
 * lacks, plain text, or code in which Prism marked nothing.
 */
export function tokenize(code: string, language: string | null | undefined): CodeTokens | undefined {
  if (!language || code === '') return undefined;
  const grammar = grammarFor(language);
  if (!grammar) return undefined;
  // Docusaurus shows lines split on \r?\n; tokenizing without the \r keeps piece lengths equal to the shown lines.
  const runs: Run[] = [];
  flatten(Prism.tokenize(code.replace(/\r\n/g, '\n'), grammar), [], runs);
  const tokens = toCodeTokens(runs);
  return tokens.c.length === 0 ? undefined : tokens;
}
