// Turns a doc page's source (Markdown or MDX) into plain Markdown that a language model or a reader can use as is.
// The page is parsed the way Docusaurus parses it (MDX only for .mdx, GFM, directives), rewritten by plain-markdown.ts,
// and written back with remark-stringify in the docs' own style; the writer escapes what needs escaping.
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import {unified} from 'unified';
import type {ComponentRenderer} from './components';
import {toPlainMarkdown} from './plain-markdown';

export {stripFrontMatter} from '../front-matter';

export type MarkdownOptions = {
  /** True for .mdx sources: only they are parsed as MDX (imports, JSX, expressions), as Docusaurus does. */
  mdx: boolean;
  /** Absolute site origin, e.g. https://docs.roocode.com, to make `/path` links absolute. */
  siteUrl: string;
  /** Absolute URL of the page itself, for in-page anchors and the pointer that stands in for a component. */
  pageUrl: string;
  render: ComponentRenderer;
  /** The page's `sources.tag`, which its `:cite[]` links point at. */
  citeTag?: string;
};

// The conventions the doc sources are written in, so a twin reads like its source.
const STYLE: StringifyOptions = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
};
// Tables as the sources write them: one space either side of a cell, no padding to line the pipes up.
const GFM = {tablePipeAlign: false};

const readers = {
  md: unified().use(remarkParse).use(remarkGfm, GFM).use(remarkDirective).freeze(),
  mdx: unified().use(remarkParse).use(remarkMdx).use(remarkGfm, GFM).use(remarkDirective).freeze(),
};
// The writer knows neither MDX nor directives: the transform leaves none of either, and a writer that knew them would
// escape every `{`, `<` and `16:9` colon a plain Markdown reader takes as text anyway.
const writer = unified().use(remarkGfm, GFM).use(remarkStringify, STYLE).freeze();

/** Markdown text of a tree, in the docs' style. */
export function writeMarkdown(tree: Root): string {
  return writer.stringify(tree).trim();
}

/** The Markdown of a page body (front matter already removed). */
export function bodyToMarkdown(body: string, options: MarkdownOptions): string {
  const tree = (options.mdx ? readers.mdx : readers.md).parse(body);
  toPlainMarkdown(tree, body, options);
  return writeMarkdown(tree);
}

export type TwinPage = {title: string; description?: string; url: string; body: string};

/** A page as one Markdown document: its title as the heading, its description as a quote, then its body. */
export function markdownTwin({title, description, url, body}: TwinPage): string {
  const parts = [`# ${title}`];
  if (description) parts.push(`> ${description}`);
  parts.push(`Source: ${url}`);
  if (body) parts.push(body);
  return `${parts.join('\n\n')}\n`;
}
