// Node-only: maps a doc route to its source file, so the tests can check that every route has a page and read it.
import fs from 'node:fs';
import path from 'node:path';

export function docFileFor(docsDir: string, route: string): string | undefined {
  const base = route.replace(/^\/+|\/+$/g, '');
  const candidates = [base, path.join(base, 'index')].flatMap((stem) => [`${stem}.md`, `${stem}.mdx`]);
  return candidates.map((candidate) => path.join(docsDir, candidate)).find((file) => fs.existsSync(file));
}
