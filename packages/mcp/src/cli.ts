/**
 * Entry point: `roo-code-docs-mcp [--site DIR]`. Loads the built site, then serves MCP over stdio. Anything
 * meant for a person goes to stderr, since stdout carries the protocol.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {loadDocs, type Docs} from './docs';
import {createServer, SERVER_VERSION} from './server';
import {SiteError} from './site';

export {saveDocs} from './docs';

const USAGE = `Usage: roo-code-docs-mcp [--site DIR]

Serves the Roo Code docs to MCP clients over stdio: search_docs, read_page, list_pages, get_model, validate_modes,
and each page as a roo-docs:// resource.

  --site DIR   the built docs site (default: site/build of this repository; run \`npm run build\` first)
  --help       this text
  --version    the server's version`;

const HERE = path.dirname(fileURLToPath(import.meta.url));
// The bundle sits in packages/mcp/dist/, three levels below the repository root.
export const DEFAULT_SITE = path.resolve(HERE, '../../../site/build');
/** Pages and search index of the default site, written by `npm run build` (scripts/build.mjs). */
export const SAVED_INDEX = path.join(HERE, 'site-index.json');

export async function main(argv: string[]): Promise<void> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {site: {type: 'string'}, help: {type: 'boolean'}, version: {type: 'boolean'}},
    }).values;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (args.help) return void process.stdout.write(`${USAGE}\n`);
  if (args.version) return void process.stdout.write(`${SERVER_VERSION}\n`);

  const dir = path.resolve(args.site ?? DEFAULT_SITE);
  let loaded: Docs | SiteError;
  try {
    loaded = loadDocs(dir, SAVED_INDEX);
  } catch (error) {
    if (!(error instanceof SiteError)) throw error;
    loaded = error;
    process.stderr.write(`roo-code-docs-mcp: ${error.message}\n`);
  }
  const server = createServer(loaded);
  await server.connect(new StdioServerTransport());
  if (!(loaded instanceof SiteError)) {
    const how = loaded.fromSavedIndex ? 'saved index' : 'index built at start-up';
    process.stderr.write(`roo-code-docs-mcp: serving ${loaded.site.pages.length} pages from ${dir} (${how})\n`);
  }
}
