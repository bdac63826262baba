#!/usr/bin/env node
// `npm run serve`: the production build on http://127.0.0.1:3000 (PORT and HOST override), with the docs' MCP
// server at /mcp (Streamable HTTP) once `npm run build` has bundled it.
import path from 'node:path';
import {loadMcpHandler} from './mcp-handler.mjs';
import {startStaticServer} from './static-server.mjs';

const root = path.resolve(import.meta.dirname, '../build');
const mcp = await loadMcpHandler();
if (!mcp) console.log('No MCP bundle yet (packages/mcp/dist): /mcp stays off until `npm run build`.');
const {url} = await startStaticServer({
  root,
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  mcp,
});
console.log(`Serving ${root} on ${url}${mcp ? `, MCP at ${url}/mcp` : ''}`);
