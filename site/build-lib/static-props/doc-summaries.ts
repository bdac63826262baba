// Node-only: the id, title and description of every doc under a folder, from its front matter, so a card grid is
// built with the page instead of from the docs metadata every page downloads.
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {DocSummary} from '../../src/lib/doc-cards';

const DOC_FILE = /\.mdx?$/;

function docFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return docFiles(full);
      return DOC_FILE.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
    })
    .sort();
}

export async function readDocSummaries(docsDir: string, folder: string): Promise<DocSummary[]> {
  const files = docFiles(path.join(docsDir, folder));
  return Promise.all(
    files.map(async (file) => {
      const id = path.relative(docsDir, file).split(path.sep).join('/').replace(DOC_FILE, '');
      const fileContent = fs.readFileSync(file, 'utf8');
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent});
      const {title, description} = frontMatter as {title?: unknown; description?: unknown};
      // Every page names itself in front matter (the content guide asks for it); a card cannot guess a title.
      if (typeof title !== 'string' || !title) throw new Error(`${file} has no title in its front matter`);
      return {id, title, description: typeof description === 'string' ? description : undefined};
    }),
  );
}
