/**
 * The package's library entry (`import {handleMcpRequest} from '@roo-code-docs/mcp'`): the Streamable HTTP handler
 * over the pages shipped in the package, for any Node host. The stdio server is the bin (cli.ts).
 */
import path from 'node:path';
import {createMcpHandler, type McpHandler, type McpHandlerOptions} from './http';
import {defaultSite, loadSite, modesRunner} from './load';

export type {McpHandler, McpHandlerOptions} from './http';
export {MAX_MESSAGE_BYTES} from './messages';

/** A handler over the built site in `site` (default: the packaged pages, else the repository's build). */
export function createDocsMcpHandler({site, ...options}: McpHandlerOptions & {site?: string} = {}): McpHandler {
  return createMcpHandler(loadSite(path.resolve(site ?? defaultSite())), {modes: modesRunner(), ...options});
}

let shared: McpHandler | undefined;

/** The default handler, created (and the site loaded) on the first request. */
export const handleMcpRequest: McpHandler = (req, res) => {
  shared ??= createDocsMcpHandler();
  return shared(req, res);
};
