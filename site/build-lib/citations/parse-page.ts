// Node-only: a doc page's citations, read from its file as Docusaurus parses it (MDX only for .mdx, GFM, directives),
// with line numbers counted in the whole file, front matter included, so a message points where an editor does.
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {readFrontMatter, stripFrontMatter} from '../front-matter';
import {citationsOf, type Citation} from './page-citations';

const readers = {
  md: unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze(),
  mdx: unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze(),
};

export type ParsedPage = {tree: Root; source: string; frontMatter: Record<string, unknown>};

/** The page's tree; the front matter is blanked to as many empty lines, so positions are the file's. */
export function parsePage(text: string, mdx: boolean): ParsedPage {
  const body = stripFrontMatter(text);
  const head = text.slice(0, text.length - body.length);
  const source = '\n'.repeat(head.split('\n').length - 1) + body;
  return {tree: (mdx ? readers.mdx : readers.md).parse(source), source, frontMatter: readFrontMatter(text)};
}

/** The citations of a page file's text; `page` ends in .mdx for MDX. */
export function pageCitations(
  page: string,
  text: string,
): {citations: Citation[]; frontMatter: Record<string, unknown>} {
  const {tree, source, frontMatter} = parsePage(text, page.endsWith('.mdx'));
  return {citations: citationsOf(tree, source), frontMatter};
}

/** The `sources` block of a page's front matter, or an empty one. */
export function sourcesOf(frontMatter: Record<string, unknown>): {tag?: unknown; files?: unknown} {
  const sources = frontMatter.sources;
  return sources && typeof sources === 'object' ? sources : {};
}
