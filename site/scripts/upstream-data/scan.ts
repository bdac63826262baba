// Finds which locale keys Roo Code's source really uses, so the label check accepts only strings a component or the
// extension shows, not every string a locale file happens to hold. Pure functions over file texts; cli.ts reads git.
export type Locale = {namespace: string; strings: Record<string, string>};
export type SourceFile = {path: string; text: string};

/** Nested locale JSON → `a.b.c` → text. */
export function flattenLocale(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flattenLocale(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

// i18next picks `key_one`, `key_other`… for t('key', {count}); a use of the key is a use of its plural forms.
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Index = {byNamespace: Map<string, Record<string, string>>};

function indexOf(locales: readonly Locale[]): Index {
  return {byNamespace: new Map(locales.map((locale) => [locale.namespace, locale.strings]))};
}

/** Every `ns:key` a use of `key` (exact, plural, or as the parent of an object) reaches. */
function reach(strings: Record<string, string>, key: string, asPrefix: boolean): string[] {
  if (asPrefix) return Object.keys(strings).filter((k) => k.startsWith(key));
  return Object.keys(strings).filter((k) => k === key || k.replace(PLURAL, '') === key || k.startsWith(`${key}.`));
}

// The namespaces a file asks for: useTranslation("chat") or useTranslation(["chat", "common"]); unprefixed keys are
// looked up there (the first is i18next's default for the file).
function fileNamespaces(text: string, fallback: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|["'][\w-]+["'])/g)) {
    for (const ns of match[1].matchAll(/["']([\w-]+)["']/g)) found.push(ns[1]);
  }
  return found.length > 0 ? found : [fallback];
}

/**
 * Keys (`ns:key`) that `files` use. A use is:
 * - any string literal `"ns:some.key"` (t("…"), i18nKey="…", or a key kept in a config array and passed to t later);
 * - `t("some.key")` or `i18nKey="some.key"` without a namespace, resolved in the file's namespaces;
 * - a template literal or a literal ending in "." that starts a key, e.g. `settings:sections.${id}` or
 *   "prompts:tools.toolNames." + group: the code builds the rest at run time, so every key under that prefix counts
 *   as used (generous on purpose: a prefix is only written where its keys are shown).
 */
export function usedKeys(
  files: readonly SourceFile[],
  locales: readonly Locale[],
  defaultNamespace: string,
): Set<string> {
  const index = indexOf(locales);
  const used = new Set<string>();
  const mark = (namespace: string, key: string, asPrefix: boolean) => {
    const strings = index.byNamespace.get(namespace);
    if (!strings) return false;
    const keys = reach(strings, key, asPrefix);
    for (const k of keys) used.add(`${namespace}:${k}`);
    return keys.length > 0;
  };
  for (const {text} of files) {
    const namespaces = fileNamespaces(text, defaultNamespace);
    // Quoted literals, and the leading literal part of a template (up to its first ${).
    for (const match of text.matchAll(/(["'])((?:[\w-]+):[\w.-]+)\1|`((?:[\w-]+):[\w.-]*)(\$\{|`)/g)) {
      const literal = match[2] ?? match[3];
      const dynamic = match[4] === '${' || literal.endsWith('.');
      const [namespace, key] = [literal.slice(0, literal.indexOf(':')), literal.slice(literal.indexOf(':') + 1)];
      mark(namespace, key, dynamic);
    }
    // Unprefixed: t("key"), t(`key.${x}`), i18nKey="key".
    for (const match of text.matchAll(
      /\bt\(\s*(["'])([\w.-]+)\1|\bt\(\s*`([\w.-]+)(\$\{|`)|i18nKey=(["'])([\w.-]+)\5/g,
    )) {
      const key = match[2] ?? match[3] ?? match[6];
      const dynamic = match[4] === '${';
      for (const namespace of namespaces) if (mark(namespace, key, dynamic)) break;
    }
  }
  return used;
}

/** Text between JSX tags and in user-facing attributes, written in the component rather than a locale file. */
export function jsxLiterals(text: string): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(/(=?)>([^<>{}`]*[A-Za-z][^<>{}`]*)</g)) {
    const value = match[2].replace(/\s+/g, ' ').trim();
    // Skip TypeScript that the pattern also matches: an arrow's return type (=> Promise<…>), generics (…>& Pick<…>),
    // comparisons and statements.
    if (match[1] === '=' || !/^[A-Za-z0-9"'(+]/.test(value) || value.length < 2) continue;
    if (!/[;=()]|&&|\|\|/.test(value)) out.add(value);
  }
  for (const match of text.matchAll(/\b(?:title|placeholder|aria-label|label)="([^"{}]*[A-Za-z][^"{}]*)"/g)) {
    out.add(match[1].trim());
  }
  // Option lists kept in code, e.g. the provider dropdown's {value: "bedrock", label: "Amazon Bedrock"}.
  for (const match of text.matchAll(/\blabel:\s*"([^"{}]*[A-Za-z][^"{}]*)"/g)) out.add(match[1].trim());
  return [...out];
}

/** Literal messages (and button titles) of vscode.window.show…Message calls; `${x}` becomes the placeholder {{x}}. */
export function messageLiterals(text: string): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(/\.show(?:Information|Warning|Error)Message\(/g)) {
    let depth = 1;
    let at = match.index + match[0].length;
    const start = at;
    while (at < text.length && depth > 0) {
      const char = text[at];
      if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      else if (char === '"' || char === "'" || char === '`') {
        const end = text.indexOf(char, at + 1);
        if (end < 0) break;
        at = end;
      }
      at += 1;
    }
    const args = text.slice(start, at - 1);
    // Top-level literal arguments only: a literal inside t("…") is a key, not a message.
    for (const literal of args.matchAll(/(?:^|,)\s*(["'`])((?:(?!\1)[^\\]|\\.)*)\1\s*(?=,|$)/g)) {
      const value = literal[2].replace(/\$\{\s*([^}]*)\}/g, (_m, expr: string) => `{{${expr.trim()}}}`);
      if (/[A-Za-z]/.test(value)) out.add(value);
    }
  }
  return [...out];
}

/** VS Code's Settings editor title for a key: `roo-cline.allowedCommands` → "Allowed Commands". */
export function settingTitle(key: string): string {
  const last = key.split('.').at(-1) ?? key;
  return last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
