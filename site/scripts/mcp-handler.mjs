// The docs' MCP server as a request handler for the static server, from the bundle `npm run build` writes into
// packages/mcp/dist (its pages are the copy of this build that the bundle carries).
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

export const MCP_BUNDLE = path.resolve(import.meta.dirname, '../../packages/mcp/dist/index.js');

/** The handler, or undefined when the server package is not built yet. */
export async function loadMcpHandler(options = {}) {
  if (!fs.existsSync(MCP_BUNDLE)) return undefined;
  const {createDocsMcpHandler} = await import(pathToFileURL(MCP_BUNDLE).href);
  return createDocsMcpHandler(options);
}
