// Which file a config snippet is, from its code-block meta (title="<file name>" or check="<kind>"), and, for a block
// that says neither, whether it looks like one of those files anyway.
import {parse as parseYaml} from 'yaml';
import {stripJsonComments} from './jsonc';
import {parseCodeMeta} from './meta';

export const snippetKinds = [
  'roomodes',
  'mcp',
  'vscode-settings',
  'keybindings',
  'settings-export',
  'organization-settings',
  'mdm',
] as const;
export type SnippetKind = (typeof snippetKinds)[number];

/** File names (the last part of a title's path) → kind. */
const FILE_KINDS: Record<string, SnippetKind> = {
  '.roomodes': 'roomodes',
  'custom_modes.yaml': 'roomodes',
  'custom_modes.yml': 'roomodes',
  'custom_modes.json': 'roomodes',
  'mcp.json': 'mcp',
  'mcp_settings.json': 'mcp',
  'settings.json': 'vscode-settings',
  'keybindings.json': 'keybindings',
  'roo-code-settings.json': 'settings-export',
  'mdm.json': 'mdm',
  'mdm.dev.json': 'mdm',
};

export const CONFIG_LANGUAGES = new Set(['json', 'jsonc', 'json5', 'yaml', 'yml']);

export type Classified =
  | {status: 'kind'; kind: SnippetKind}
  | {status: 'skipped'; reason: string}
  | {status: 'unlabelled'}
  | {status: 'bad-meta'; message: string};

/** The kind of a title that names a file, alone or with a note: "settings.json (VS Code)", ".roo/mcp.json". */
export function kindOfTitle(title: string): SnippetKind | undefined {
  const file = /(?:^|\s)([\w./~-]*(?:\.roomodes|\.json|\.ya?ml))(?=\s|$)/.exec(title.trim())?.[1];
  return file ? FILE_KINDS[file.split('/').at(-1)!] : undefined;
}

/** The kind a block declares, its skip reason, or that it declares nothing. */
export function classify(meta: string | null | undefined): Classified {
  const attributes = parseCodeMeta(meta);
  if ('nocheck' in attributes) {
    const reason = attributes.nocheck.trim();
    if (!reason) return {status: 'bad-meta', message: 'nocheck needs a reason, e.g. nocheck="one entry of the array"'};
    return {status: 'skipped', reason};
  }
  if ('check' in attributes) {
    const kind = attributes.check as SnippetKind;
    if (!snippetKinds.includes(kind)) {
      return {status: 'bad-meta', message: `check="${attributes.check}" is not one of: ${snippetKinds.join(', ')}`};
    }
    return {status: 'kind', kind};
  }
  const kind = attributes.title ? kindOfTitle(attributes.title) : undefined;
  return kind ? {status: 'kind', kind} : {status: 'unlabelled'};
}

/** Lenient read of a snippet for the look-alike rule: JSON with comments, or YAML; undefined if neither parses. */
export function looseValue(text: string, lang?: string | null): unknown {
  try {
    return JSON.parse(stripJsonComments(text)) as unknown;
  } catch {
    if (lang !== 'yaml' && lang !== 'yml') return undefined;
    try {
      return parseYaml(text, {logLevel: 'silent'}) as unknown;
    } catch {
      return undefined;
    }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The kind an unlabelled block looks like, if any: a top-level `customModes` (modes file), `mcpServers` (MCP file),
 * `providerProfiles` (exported settings), `requireCloudAuth` (mdm.json), a `roo-cline.` key (VS Code settings) or an
 * array of bindings to `roo-cline.` commands. Such a block must say its kind or why it is not checked.
 */
export function lookalikeKind(text: string, lang?: string | null): SnippetKind | undefined {
  const value = looseValue(text, lang);
  if (Array.isArray(value)) {
    const binding = value.some(
      (item) => isRecord(item) && typeof item.command === 'string' && /^-?roo-cline\./.test(item.command),
    );
    return binding ? 'keybindings' : undefined;
  }
  if (!isRecord(value)) return undefined;
  if ('customModes' in value) return 'roomodes';
  if ('mcpServers' in value) return 'mcp';
  if ('providerProfiles' in value) return 'settings-export';
  if ('requireCloudAuth' in value) return 'mdm';
  if (Object.keys(value).some((key) => key.startsWith('roo-cline.'))) return 'vscode-settings';
  return undefined;
}
