// Finds the Prism grammar for a fence's language, loading Prism's component on first use. Runs in Node at build time
// only; nothing here may reach the client bundle.
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';

// Fence names Prism's loader does not know by that name. The shells have no grammar of their own; their syntax is
// close enough to bash for commands and variables, which is what the docs show.
const ALIASES: Readonly<Record<string, string>> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  fish: 'bash',
  gitignore: 'ignore',
  hgignore: 'ignore',
  npmignore: 'ignore',
  yml: 'yaml',
  md: 'markdown',
  ps1: 'powershell',
  js: 'javascript',
  ts: 'typescript',
};

// Prism registers these as empty grammars; tokenizing them would only produce unmarked text.
const PLAIN_TEXT = new Set(['text', 'txt', 'plain', 'plaintext']);

export const prismNameOf = (language: string): string => {
  const name = language.toLowerCase();
  return ALIASES[name] ?? name;
};

const loadedGrammar = (name: string): Prism.Grammar | undefined => {
  // Prism.languages also holds helper functions (extend, insertBefore) and inherits Object's keys.
  const grammar = Object.hasOwn(Prism.languages, name) ? Prism.languages[name] : undefined;
  return typeof grammar === 'object' && grammar !== null ? grammar : undefined;
};

/** The grammar for a fence language, or undefined for plain text and for languages Prism does not have. */
export function grammarFor(language: string): Prism.Grammar | undefined {
  const name = prismNameOf(language);
  if (PLAIN_TEXT.has(name) || !/^[a-z0-9-]+$/.test(name)) return undefined;
  if (!loadedGrammar(name)) {
    // An unknown name is not an error: the block stays plain, like any language Prism lacks.
    loadLanguages.silent = true;
    try {
      loadLanguages([name]);
    } catch {
      return undefined;
    }
  }
  return loadedGrammar(name);
}
