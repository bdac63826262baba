#!/usr/bin/env node
// Thin launcher: the server is bundled into dist/ by `npm run build`, so plain `node` runs it with no loader.
import {existsSync} from 'node:fs';

const bundle = new URL('../dist/roo-code-docs-mcp.js', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('roo-code-docs-mcp: not built yet; run `npm run build` in the docs repository first.\n');
  process.exit(1);
}
const {main} = await import(bundle.href);
await main(process.argv.slice(2));
