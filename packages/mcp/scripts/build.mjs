// Bundles the server and what it imports (the types package and the site's validator are TypeScript source) into
// one minified ES module, so `node bin/roo-code-docs-mcp.js` needs no loader and parses one file at start-up.
// Then, when the site is built, saves its pages and search index next to the bundle: loading that copy is several
// times faster than indexing 400 twins, and the server checks it still matches the site before using it.
import fs from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outfile = path.join(root, 'dist/roo-code-docs-mcp.js');
await build({
  entryPoints: [path.join(root, 'src/cli.ts')],
  outfile,
  bundle: true,
  minify: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Some bundled CommonJS dependencies call require() for Node built-ins, which an ES module lacks.
  banner: {
    js: "import {createRequire as __createRequire} from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  legalComments: 'none',
  logLevel: 'warning',
});

const {DEFAULT_SITE, SAVED_INDEX, saveDocs} = await import(outfile);
fs.rmSync(SAVED_INDEX, {force: true});
if (fs.existsSync(DEFAULT_SITE)) {
  const pages = saveDocs(DEFAULT_SITE, SAVED_INDEX);
  console.log(
    `roo-code-docs-mcp: bundled, and indexed ${pages} pages of ${path.relative(process.cwd(), DEFAULT_SITE)}`,
  );
} else {
  console.log('roo-code-docs-mcp: bundled; no built site yet, so the index will be built at start-up');
}
