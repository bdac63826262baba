// JSON Schemas for editors, generated from the zod schemas so they never drift from the validation rules.
import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

import {zodToJsonSchema} from 'zod-to-json-schema';

import {marketplaceItemSchema, mcpSettingsFileSchema, roomodesFileSchema} from '../src/index';

export type JsonSchema = Record<string, unknown>;

/** File name under /schemas/ → schema. */
export function buildJsonSchemas(): Record<
  'roomodes.json' | 'marketplace-item.json' | 'mcp-settings.json',
  JsonSchema
> {
  // Inline everything: editors resolve local $refs fine, but a flat schema reads better in hovers.
  const options = {$refStrategy: 'none', target: 'jsonSchema7'} as const;
  return {
    'roomodes.json': {
      ...zodToJsonSchema(roomodesFileSchema, options),
      title: 'Roo Code custom modes file (.roomodes)',
      description: 'Custom modes of a project (.roomodes) or of the global custom modes file, in YAML or JSON.',
    },
    'marketplace-item.json': {
      ...zodToJsonSchema(marketplaceItemSchema, options),
      title: 'Roo Code marketplace item',
      description: 'A mode or MCP server listed in the Roo Code marketplace.',
    },
    'mcp-settings.json': {
      // The schema's input side: defaults are written as defaults, not as required keys.
      ...zodToJsonSchema(mcpSettingsFileSchema, {...options, pipeStrategy: 'input', effectStrategy: 'input'}),
      title: 'Roo Code MCP servers file (.roo/mcp.json, mcp_settings.json)',
      description: 'MCP servers of a project (.roo/mcp.json) or of all projects (mcp_settings.json), by transport.',
    },
  };
}

/** Writes every schema as pretty JSON into `dir` and returns the paths written. */
export async function writeJsonSchemas(dir: string): Promise<string[]> {
  await mkdir(dir, {recursive: true});
  const written: string[] = [];
  for (const [name, schema] of Object.entries(buildJsonSchemas())) {
    const path = join(dir, name);
    await writeFile(path, `${JSON.stringify(schema, null, 2)}\n`);
    written.push(path);
  }
  return written;
}

// `tsx scripts/json-schemas.ts <dir>` writes the files, e.g. to look at them.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? 'dist/schemas';
  void writeJsonSchemas(dir).then((paths) => console.log(paths.join('\n')));
}
