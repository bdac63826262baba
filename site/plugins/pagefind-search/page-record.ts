// Turns one built page into the small HTML document Pagefind indexes: the article's Markdown body with its headings
// (Pagefind's sub-results link to their ids), the breadcrumb and section as metadata and filter, and the front
// matter's description and keywords as weighted text. Only the index sees this document; the served page is unchanged.
import {parseDocument} from 'htmlparser2';
import {findAll, findOne, removeElement, textContent, getAttributeValue} from 'domutils';
import render from 'dom-serializer';
import type {Element} from 'domhandler';
import {PAGE_KINDS, RELEASE_NOTES_SECTION} from '../../src/lib/search/bundles';
import {CITE_CLASS} from '../../build-lib/citations/remark-cite';

export type PageRecordInput = {html: string; url: string; sections: readonly string[]};
export type PageRecord = {
  url: string;
  title: string;
  section: string | undefined;
  /** The HTML document Pagefind indexes. */
  document: string;
  /** The indexed words as plain text, for the vocabulary. */
  text: string;
};

const hasClass = (element: Element, name: string) => (element.attribs.class ?? '').split(/\s+/).includes(name);
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const squeeze = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

function metaContent(root: ReturnType<typeof parseDocument>, name: string): string {
  const meta = findOne(
    (element) => element.name === 'meta' && getAttributeValue(element, 'name') === name,
    root.children,
  );
  return squeeze(meta ? (getAttributeValue(meta, 'content') ?? '') : '');
}

/** The breadcrumb's labels between the home icon and the page itself, e.g. ["Features", "MCP"]. */
function breadcrumbOf(root: ReturnType<typeof parseDocument>): string[] {
  const nav = findOne((element) => element.name === 'nav' && hasClass(element, 'theme-doc-breadcrumbs'), root.children);
  if (!nav) return [];
  return findAll((element) => element.name === 'li', nav.children)
    .filter((item) => !hasClass(item, 'breadcrumbs__item--active'))
    .map((item) => squeeze(textContent(item)))
    .filter((label) => label !== '');
}

/** The document to index for a built page, or undefined when the page has no Markdown body (search, 404, redirects). */
export function pageRecord({html, url, sections}: PageRecordInput): PageRecord | undefined {
  const root = parseDocument(html);
  const body = findOne((element) => element.name === 'div' && hasClass(element, 'theme-doc-markdown'), root.children);
  if (!body) return undefined;
  const heading = findOne((element) => element.name === 'h1', body.children);
  const title = squeeze(heading ? textContent(heading) : metaContent(root, 'og:title'));
  // The "#" links beside headings, the "source" links after cited sentences and the copy buttons of code blocks are
  // chrome, not content. Images go too: Pagefind takes a page's first image as metadata it also searches, and a data
  // URI then matches nonsense.
  const isChrome = (element: Element) =>
    (element.name === 'a' && (hasClass(element, 'hash-link') || hasClass(element, CITE_CLASS))) ||
    ['button', 'img', 'svg'].includes(element.name);
  for (const chrome of findAll(isChrome, body.children)) {
    removeElement(chrome);
  }
  const firstSegment = url.split('/')[1] ?? '';
  const section = sections.includes(firstSegment) ? firstSegment : undefined;
  const breadcrumb = breadcrumbOf(root).join(' › ');
  const description = metaContent(root, 'description');
  const keywords = metaContent(root, 'keywords').replace(/,\s*/g, ', ');
  const attributes = ['data-pagefind-body', `data-pagefind-meta="breadcrumb:${escapeAttribute(breadcrumb)}"`].join(' ');
  // The release notes' index page is a guide to them, not a release note: it may rank among the guides.
  const kind = url.startsWith(`/${RELEASE_NOTES_SECTION}/`) ? PAGE_KINDS.note : PAGE_KINDS.guide;
  // Filters in Pagefind's attribute form, each on an empty element so its value is not indexed as text.
  const filters = [`kind:${kind}`, ...(section ? [`section:${section}`] : [])]
    .map((filter) => `<span data-pagefind-filter="${filter}"></span>`)
    .join('');
  // Keywords are words readers use for the page that its text may not contain, so they weigh like a subheading.
  const extra = [
    keywords ? `<p data-pagefind-weight="5">${escapeText(keywords)}</p>` : '',
    description ? `<p data-pagefind-weight="2">${escapeText(description)}</p>` : '',
  ].join('');
  const document =
    `<!doctype html><html lang="en"><head><title>${escapeText(title)}</title></head>` +
    `<body><main ${attributes}>${filters}${extra}${render(body.children, {encodeEntities: 'utf8'})}</main></body></html>`;
  const text = [keywords, description, squeeze(textContent(body))].join(' ');
  return {url, title, section, document, text};
}
