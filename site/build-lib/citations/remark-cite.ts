// `:cite[src/a.ts:3-9]` after a sentence names the upstream lines it relies on. The web page shows a small "source"
// link to those lines at the page's `sources.tag` on GitHub, named in full for screen readers ("Source: src/a.ts,
// lines 3–9 (v3.28.10)"); the Markdown twins turn it into a plain link (llms/plain-markdown.ts). A malformed citation
// fails the build with the page, the line and the label. Like :ui[], it must be claimed in remarkPlugins, before
// Docusaurus turns unclaimed directives back into text.
import type {Root} from 'mdast';
import {citeName, citeUrl} from './cite-label';
import {readFrontMatter} from '../front-matter';
import {citationProblem, citationsOf, describeProblem} from './page-citations';
import {sourcesOf} from './parse-page';

export const CITE_CLASS = 'cite-link';
export const CITE_TEXT = 'source';

/** The parts of Docusaurus's VFile this reads: the page's path and its whole text, front matter included. */
type PageFile = {value: unknown; path?: string};

export default function remarkCite() {
  return (tree: Root, file: PageFile) => {
    const source = String(file.value);
    // Read from the text, not file.data.frontMatter: docusaurus.config.ts drops `sources` from the parsed front
    // matter (it is build-only data), so only the file still has the tag and the files a citation is checked against.
    const sources = sourcesOf(readFrontMatter(source));
    for (const citation of citationsOf(tree, source)) {
      const problem = citationProblem(citation, sources);
      if (problem) throw new Error(describeProblem(file.path ?? 'a page', citation, problem));
      const range = citation.range as Exclude<typeof citation.range, {problem: string}>;
      const tag = sources.tag as string;
      citation.node.data = {
        ...citation.node.data,
        hName: 'a',
        hProperties: {
          className: [CITE_CLASS],
          href: citeUrl(tag, range),
          target: '_blank',
          rel: ['noopener', 'noreferrer'],
          ariaLabel: citeName(tag, range),
          title: citeName(tag, range),
          // The search index is the page's prose; a row of "source" markers would only add noise to it.
          dataPagefindIgnore: '',
        },
        hChildren: [{type: 'text', value: CITE_TEXT}],
      };
    }
  };
}
