#!/usr/bin/env node
// `npm run serve`: the production build on http://127.0.0.1:3000 (PORT and HOST override), with the docs' MCP
// server at /mcp (Streamable HTTP) once `npm run build` has bundled it.
import path from 'node:path';
import {loadMcpHandler} from './mcp-handler.mjs';
import {startStaticServer} from './static-server.mjs';

const root = path.resolve(import.meta.dirname, '../build');
// /mcp answers pages of its own origin and the loopback names; a server reached by another name (HOST=0.0.0.0 on a
// LAN, a proxy) must list it in MCP_ALLOWED_HOSTS, and other sites' pages in MCP_ALLOW_ORIGIN (both comma lists).
const mcp = await loadMcpHandler({
  allowedHosts: process.env.MCP_ALLOWED_HOSTS || undefined,
  allowOrigin: process.env.MCP_ALLOW_ORIGIN || undefined,
});
if (!mcp) console.log('No MCP bundle yet (packages/mcp/dist): /mcp stays off until `npm run build`.');
const {url} = await startStaticServer({
  root,
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  mcp,
});
console.log(`Serving ${root} on ${url}${mcp ? `, MCP at ${url}/mcp` : ''}`);
