/**
 * Entry point: `roo-code-docs-mcp [--site DIR]`. Loads the built site, then serves MCP over stdio. Anything
 * meant for a person goes to stderr, since stdout carries the protocol.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {defaultSite, loadSite, modesRunner} from './load';
import {createServer, SERVER_VERSION, TOOL_NAMES} from './server';
import {SiteError} from './site';
import {GuardedStdioTransport} from './stdio';

export {saveDocs} from './docs';
export {PACKAGED_SITE, REPOSITORY_SITE, SAVED_INDEX} from './load';

const USAGE = `Usage: roo-code-docs-mcp [--site DIR]

Serves the Roo Code docs to MCP clients over stdio: search_docs, read_page, list_pages, get_model, validate_modes,
and each page as a roo-docs:// resource.

  --site DIR   a built docs site (default: the pages shipped in this package, else site/build of the repository)
  --help       this text
  --version    the server's version`;

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

  const dir = path.resolve(args.site ?? defaultSite());
  const loaded = loadSite(dir);
  if (loaded instanceof SiteError) process.stderr.write(`roo-code-docs-mcp: ${loaded.message}\n`);
  const modes = modesRunner();
  const server = createServer(loaded, {modes});
  const transport = new GuardedStdioTransport(process.stdin, process.stdout, undefined, TOOL_NAMES);
  // A line that is not a message is answered on stdout; a person watching stderr also sees why.
  transport.onerror = (error) => process.stderr.write(`roo-code-docs-mcp: ${error.message}\n`);
  await server.connect(transport);
  // The MCP stdio shutdown: the client closes stdin and waits for the exit. The transport closes once the
  // requests already read are answered; then the validator's workers go, and nothing holds the process.
  server.server.onclose = () => modes.close();
  process.stdin.once('end', () => {
    // Should an answer never come, the process still ends: the validator's own limit is 5 s.
    setTimeout(() => process.exit(0), 10_000).unref();
  });
  if (!(loaded instanceof SiteError)) {
    const how = loaded.fromSavedIndex ? 'saved index' : 'index built at start-up';
    process.stderr.write(`roo-code-docs-mcp: serving ${loaded.site.pages.length} pages from ${dir} (${how})\n`);
  }
}
