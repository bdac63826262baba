// Bundles the server and what it imports (the types package and the site's validator are TypeScript source) into
// ES modules in dist/, so `node bin/roo-code-docs-mcp.js` needs no loader and no installed dependency: the stdio
// entry, the library entry (the HTTP handler) and the validator's worker, sharing chunks.
// Then, when the site is built, copies its Markdown twins into dist/site and saves their pages and search index
// next to them, so the package carries its docs: installed from a tarball, it needs no clone and no site build.
import fs from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
// Bundles from an earlier layout would linger beside the new chunks.
for (const file of fs.existsSync(dist) ? fs.readdirSync(dist) : []) {
  if (file.endsWith('.js')) fs.rmSync(path.join(dist, file));
}
await build({
  entryPoints: {
    'roo-code-docs-mcp': path.join(root, 'src/cli.ts'),
    index: path.join(root, 'src/index.ts'),
    'validate-worker': path.join(root, 'src/validate-worker.ts'),
  },
  outdir: dist,
  bundle: true,
  splitting: true,
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

const {PACKAGED_SITE, REPOSITORY_SITE, SAVED_INDEX, saveDocs} = await import(path.join(dist, 'roo-code-docs-mcp.js'));
// Folders of the build that hold assets, not pages (as in src/site.ts).
const SKIPPED = new Set(['assets', 'img', 'pagefind', 'schemas', 'search']);

function copyTwins(from, to, top = true) {
  for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
    if (entry.isDirectory()) {
      if (!(top && SKIPPED.has(entry.name))) copyTwins(path.join(from, entry.name), path.join(to, entry.name), false);
    } else if (entry.name.endsWith('.md')) {
      fs.mkdirSync(to, {recursive: true});
      fs.copyFileSync(path.join(from, entry.name), path.join(to, entry.name));
    }
  }
}

if (fs.existsSync(path.join(REPOSITORY_SITE, 'index.md'))) {
  fs.rmSync(PACKAGED_SITE, {recursive: true, force: true});
  fs.rmSync(SAVED_INDEX, {force: true});
  copyTwins(REPOSITORY_SITE, PACKAGED_SITE);
  const pages = saveDocs(PACKAGED_SITE, SAVED_INDEX);
  console.log(
    `roo-code-docs-mcp: bundled, and packed ${pages} pages of ${path.relative(process.cwd(), REPOSITORY_SITE)}`,
  );
} else if (fs.existsSync(PACKAGED_SITE)) {
  console.log('roo-code-docs-mcp: bundled; no built site, so the pages packed earlier stay');
} else {
  console.log('roo-code-docs-mcp: bundled; no built site yet, so the package carries no pages (run `npm run build`)');
}
