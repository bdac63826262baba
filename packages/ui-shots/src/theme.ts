// What a VS Code webview host adds around an extension's HTML: the theme's colour variables, the font variables,
// the body class and data attributes, and the default stylesheet every webview gets. Pure, so it is unit-tested.

export type ThemeId = 'dark' | 'light';

export interface ThemeInfo {
  id: ThemeId;
  /** The webview-playground dump that holds this theme's variables. */
  dump: 'dark-v2' | 'light-v2';
  kind: 'vscode-dark' | 'vscode-light';
  name: string;
}

export const THEMES: Record<ThemeId, ThemeInfo> = {
  dark: {id: 'dark', dump: 'dark-v2', kind: 'vscode-dark', name: 'Dark Modern'},
  light: {id: 'light', dump: 'light-v2', kind: 'vscode-light', name: 'Light Modern'},
};

/**
 * The font variables the dumps lack because VS Code sets them per OS. The Windows stacks are used; the harness
 * registers open fonts under these family names, so no system font is ever picked.
 */
/**
 * The emoji font, named in the host's stacks: on Windows, VS Code's stacks reach Segoe UI Emoji through the system's
 * fallback; naming the stand-in keeps that from depending on the machine's fallback list.
 */
export const EMOJI_FAMILY = 'Noto Color Emoji';

export const HOST_FONT_VARIABLES: [string, string][] = [
  ['--vscode-font-family', `"Segoe WPC", "Segoe UI", "${EMOJI_FAMILY}", sans-serif`],
  ['--vscode-font-weight', 'normal'],
  ['--vscode-font-size', '13px'],
  ['--vscode-editor-font-family', `Consolas, "Courier New", "${EMOJI_FAMILY}", monospace`],
  ['--vscode-editor-font-weight', 'normal'],
  ['--vscode-editor-font-size', '14px'],
];

export type VariableDump = [string, string][];

/** Checks a dump module's export: a list of [name, value] pairs, all custom properties, at least one. */
export function parseDump(value: unknown): VariableDump {
  if (!Array.isArray(value) || value.length === 0) throw new Error('theme dump: expected a non-empty array');
  return value.map((entry, index) => {
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') {
      throw new Error(`theme dump: entry ${index} is not a [name, value] pair`);
    }
    if (!entry[0].startsWith('--vscode-')) throw new Error(`theme dump: ${entry[0]} is not a --vscode- variable`);
    return [entry[0], entry[1]];
  });
}

/**
 * The inline style of <html>: the whole dump, then the host's font variables (which win over any dump entry of the
 * same name, as the host sets them last). Values are escaped for a double-quoted attribute.
 */
export function variablesStyle(dump: VariableDump): string {
  const merged = new Map<string, string>(dump);
  for (const [name, value] of HOST_FONT_VARIABLES) merged.set(name, value);
  return [...merged].map(([name, value]) => `${name}: ${value};`).join(' ');
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The attributes VS Code puts on a webview's <body> for the active theme. */
export function bodyAttributes(theme: ThemeInfo): Record<string, string> {
  return {
    class: theme.kind,
    'data-vscode-theme-kind': theme.kind,
    'data-vscode-theme-name': theme.name,
    'data-vscode-theme-id': `Default ${theme.name}`,
  };
}

/**
 * Our equivalent of the stylesheet VS Code injects into every webview: the side-bar padding, link, code, kbd,
 * blockquote and scrollbar rules, written from the variables above. The background is the side bar's, which is
 * what shows through a webview docked there.
 */
export const WEBVIEW_DEFAULT_CSS = `
html { scrollbar-color: var(--vscode-scrollbarSlider-background) transparent; }
body {
  margin: 0;
  padding: 0 20px;
  background-color: var(--vscode-sideBar-background);
  color: var(--vscode-foreground);
  font-family: var(--vscode-font-family);
  font-weight: var(--vscode-font-weight);
  font-size: var(--vscode-font-size);
}
img, video { max-width: 100%; max-height: 100%; }
a, a code { color: var(--vscode-textLink-foreground); }
a:hover { color: var(--vscode-textLink-activeForeground); }
a:focus, input:focus, select:focus, textarea:focus { outline: 1px solid var(--vscode-focusBorder); outline-offset: -1px; }
code {
  font-family: var(--vscode-editor-font-family);
  color: var(--vscode-textPreformat-foreground);
  background-color: var(--vscode-textPreformat-background);
  padding: 1px 3px;
  border-radius: 4px;
}
pre code { padding: 0; }
blockquote {
  background: var(--vscode-textBlockQuote-background);
  border-color: var(--vscode-textBlockQuote-border);
}
kbd {
  background-color: var(--vscode-keybindingLabel-background);
  color: var(--vscode-keybindingLabel-foreground);
  border: 1px solid var(--vscode-keybindingLabel-border);
  border-bottom-color: var(--vscode-keybindingLabel-bottomBorder);
  border-radius: 3px;
  box-shadow: inset 0 -1px 0 var(--vscode-widget-shadow);
  padding: 1px 3px;
  vertical-align: middle;
}
::-webkit-scrollbar { width: 10px; height: 10px; }
::-webkit-scrollbar-corner { background-color: transparent; }
::-webkit-scrollbar-thumb { background-color: var(--vscode-scrollbarSlider-background); }
::-webkit-scrollbar-thumb:hover { background-color: var(--vscode-scrollbarSlider-hoverBackground); }
::-webkit-scrollbar-thumb:active { background-color: var(--vscode-scrollbarSlider-activeBackground); }
`;

export interface FontFile {
  /** URL path under the page's origin. */
  url: string;
  /** A weight, or a range such as "100 900" for a face that serves every weight. */
  weight: number | string;
  style: 'normal' | 'italic';
  unicodeRange?: string;
  format?: 'woff2' | 'truetype';
}

/** The family names VS Code's and the webview's font stacks ask for, mapped to the open font that stands in. */
export const SANS_ALIASES = ['Segoe WPC', 'Segoe UI', '-apple-system', 'BlinkMacSystemFont', 'Ubuntu', 'Droid Sans'];
export const MONO_ALIASES = [
  'Consolas',
  'Courier New',
  'ui-monospace',
  'SFMono-Regular',
  'SF Mono',
  'Menlo',
  'Monaco',
  'Liberation Mono',
  'Droid Sans Mono',
  'Cascadia Code',
];

/** One @font-face rule per alias and file; ligatures stay off in code, as VS Code's editor font settings do. */
export function fontFaceCss(aliases: string[], files: FontFile[]): string {
  const rules: string[] = [];
  for (const family of aliases) {
    for (const file of files) {
      rules.push(
        `@font-face { font-family: "${family}"; src: url("${file.url}") format("${file.format ?? 'woff2'}"); font-weight: ${file.weight}; ` +
          `font-style: ${file.style}; font-display: block;` +
          (file.unicodeRange ? ` unicode-range: ${file.unicodeRange};` : '') +
          ' }',
      );
    }
  }
  return rules.join('\n');
}
