#!/usr/bin/env node
// Fast check of doc sources without a full build, so several writers can verify pages at once:
// front matter (title or a release-note date, description), MDX/Markdown syntax, and absolute links
// to routes the site is planned to have. Usage: node scripts/check-docs.mjs <file-or-dir> ...
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';

// The project's copy of the spec's route list (src/data/spec-routes.json), so the check runs in a bare clone too.
const spec = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../src/data/spec-routes.json'), 'utf8'));
const knownRoutes = new Set([...spec.docs, ...spec.updateNotes, ...Object.keys(spec.redirects)]);

const files = process.argv
  .slice(2)
  .flatMap(function expand(target) {
    const stat = fs.statSync(target);
    if (!stat.isDirectory()) return [target];
    return fs.readdirSync(target).flatMap((name) => expand(path.join(target, name)));
  })
  .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'));

let problems = 0;
const report = (file, message) => {
  problems += 1;
  console.log(`${file}: ${message}`);
};

for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const isReleaseNote = file.includes(`${path.sep}update-notes${path.sep}`);
  // The parser the build itself applies, so this check and the build read the same fields.
  const frontMatter = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: source}).then(
    (parsed) => parsed.frontMatter,
    (error) => report(file, `front matter does not parse: ${error.message}`),
  );
  const filled = (name) => typeof frontMatter?.[name] === 'string' && frontMatter[name].trim() !== '';
  if (frontMatter && Object.keys(frontMatter).length === 0) report(file, 'no front matter');
  else if (frontMatter) {
    if (!isReleaseNote && !filled('title')) report(file, 'front matter has no title');
    if (!filled('description')) report(file, 'front matter has no description');
  }
  try {
    await compile(source, {
      format: file.endsWith('.mdx') ? 'mdx' : 'md',
      remarkPlugins: [remarkFrontmatter, remarkGfm],
    });
  } catch (error) {
    report(file, `does not compile: ${error.message}`);
  }
  const body = source.replace(/```[\s\S]*?```/g, '');
  // Docusaurus 3 takes an admonition's title in brackets; after a space the words end up printed in the page.
  for (const [line] of body.matchAll(/^[ \t]*:::[a-z]+[ \t]+\S.*$/gm)) {
    report(file, `admonition title must be in brackets (\`:::note[Title]\`): ${line.trim()}`);
  }
  for (const [, target] of body.matchAll(/\]\((\/[^)\s#?]*)/g)) {
    const route = target.replace(/\/$/, '') || '/';
    if (!knownRoutes.has(route) && !route.startsWith('/schemas/') && !route.startsWith('/img/')) {
      report(file, `links to ${target}, which is not a route of the site`);
    }
  }
}
console.log(`${files.length} files checked, ${problems} problems`);
process.exit(problems ? 1 : 0);
