// Validates one config snippet against the rules Roo Code 3.28.10 (or VS Code, for its own files) applies to that file.
import {
  mdmConfigSchema,
  organizationSettingsSchema,
  settingsExportFileSchema,
  validateMcpConfig,
  type z,
} from '@roo-code-docs/types';
import {parseInput, validateModesFile} from '@roo-code-docs/types/validate-modes-file';
import contributions from '../upstream-data/extension-contributions.json';
import {parseJsonc} from './jsonc';
import type {SnippetKind} from './kinds';

type Setting = {type?: unknown; enum?: unknown; minimum?: unknown; maximum?: unknown};
const SETTINGS = contributions.settings as Record<string, Setting>;
const COMMANDS = new Set(contributions.commands);
// Roo's own prefix: keys and commands under it must exist at the tag; anything else belongs to VS Code or another
// extension, which this check cannot know.
const OWN = /^roo-cline\./;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function zodProblems(schema: z.ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

function typeMatches(type: unknown, value: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => {
    if (t === undefined) return true;
    if (t === 'array') return Array.isArray(value);
    if (t === 'object') return isRecord(value);
    if (t === 'integer') return Number.isInteger(value);
    if (t === 'null') return value === null;
    return typeof value === t;
  });
}

function vscodeSettingsProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['settings.json must be an object of setting → value'];
  const problems: string[] = [];
  for (const [key, setting] of Object.entries(value)) {
    if (!OWN.test(key)) continue;
    const known = SETTINGS[key];
    if (!known) {
      problems.push(`${key}: Roo Code ${contributions.tag} has no such setting`);
      continue;
    }
    if (!typeMatches(known.type, setting)) problems.push(`${key}: expected ${String(known.type)}`);
    if (Array.isArray(known.enum) && !known.enum.includes(setting)) {
      problems.push(`${key}: expected one of ${known.enum.map((v) => JSON.stringify(v)).join(', ')}`);
    }
    if (typeof setting === 'number' && typeof known.minimum === 'number' && setting < known.minimum) {
      problems.push(`${key}: at least ${known.minimum}`);
    }
    if (typeof setting === 'number' && typeof known.maximum === 'number' && setting > known.maximum) {
      problems.push(`${key}: at most ${known.maximum}`);
    }
  }
  return problems;
}

function keybindingsProblems(value: unknown): string[] {
  if (!Array.isArray(value)) return ['keybindings.json must be an array of bindings'];
  return value.flatMap((binding, index) => {
    if (!isRecord(binding)) return [`[${index}]: a binding is an object`];
    const problems: string[] = [];
    if (typeof binding.key !== 'string') problems.push(`[${index}].key: a key such as "ctrl+shift+n" is required`);
    const command = typeof binding.command === 'string' ? binding.command.replace(/^-/, '') : undefined;
    if (command === undefined) problems.push(`[${index}].command: required`);
    else if (OWN.test(command) && !COMMANDS.has(command)) {
      problems.push(`[${index}].command: Roo Code ${contributions.tag} has no command ${command}`);
    }
    return problems;
  });
}

/** Problems of a snippet of `kind`; none means it is valid. */
export function snippetProblems(kind: SnippetKind, text: string, lang: string | null | undefined): string[] {
  switch (kind) {
    case 'roomodes': {
      // The Mode Validator also takes a single mode; a file must have the customModes list.
      const parsed = parseInput(text, 'a modes file');
      if (parsed.ok && !(isRecord(parsed.value) && 'customModes' in parsed.value)) {
        return ['(root): a modes file has a top-level customModes list'];
      }
      const result = validateModesFile(text);
      return result.ok ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
    }
    case 'mcp': {
      // Warnings count too: a page should never show a config the validator would warn about.
      const result = validateMcpConfig(text, {fileName: 'the snippet'});
      return result.issues.map((issue) => `${issue.path}: ${issue.message} (${issue.severity})`);
    }
    case 'vscode-settings':
    case 'keybindings': {
      const parsed = parseJsonc(text);
      if (!parsed.ok) return [parsed.message];
      return kind === 'keybindings' ? keybindingsProblems(parsed.value) : vscodeSettingsProblems(parsed.value);
    }
    default: {
      // Roo reads these with JSON.parse (mdm.json, exported settings) or from the cloud as JSON.
      const parsed = lang === 'yaml' || lang === 'yml' ? parseInput(text, 'the file') : parseStrict(text);
      if (!parsed.ok)
        return 'issues' in parsed ? parsed.issues.map((i) => `${i.path}: ${i.message}`) : [parsed.message];
      const schema =
        kind === 'mdm'
          ? mdmConfigSchema
          : kind === 'settings-export'
            ? settingsExportFileSchema
            : organizationSettingsSchema;
      return zodProblems(schema, parsed.value);
    }
  }
}

function parseStrict(text: string): {ok: true; value: unknown} | {ok: false; message: string} {
  try {
    return {ok: true, value: JSON.parse(text) as unknown};
  } catch (error) {
    return {ok: false, message: `not valid JSON: ${(error as Error).message}`};
  }
}
