// Reads one built docs page the way the local-search plugin's own page parser does (its `parse` for docs pages:
// cheerio on parse5, then CSS selectors and cheerio wrappers for every element it reads), and returns the same
// result: the page title, description, keywords, breadcrumb and the text of each section under an h1, h2 or h3.
// This version parses with htmlparser2 and walks the tree directly, which takes a fraction of the time over the
// site's ~460 pages. `search-scan.test.ts` holds it to the plugin's parser on pages built to catch every rule below,
// and an end-to-end test compares the two over the whole built site.
import {parseDocument} from 'htmlparser2';
import type {AnyNode, Element, ParentNode} from 'domhandler';

export type ScannedSection = {title: string; hash: string; content: string};
export type ScannedPage = {
  pageTitle: string;
  description: string;
  keywords: string;
  sections: ScannedSection[];
  breadcrumb: string[];
};

const SECTION_HEADINGS = new Set(['h1', 'h2', 'h3']);

// Tags whose text the plugin pads with spaces, so that words in neighbouring blocks do not run together.
const PADDED_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
  'td',
  'th',
]);

/** Elements in the DOM's sense of the selector engine: ordinary tags, and script and style elements. */
function isElement(node: AnyNode | null): node is Element {
  return node !== null && (node.type === 'tag' || node.type === 'script' || node.type === 'style');
}

function hasClass(element: Element, name: string): boolean {
  return (element.attribs.class ?? '').split(/\s+/).includes(name);
}

function isHeading(element: Element): boolean {
  return SECTION_HEADINGS.has(element.name);
}

/** Every element below `root`, in document order. */
function descendants(root: ParentNode): Element[] {
  const found: Element[] = [];
  const visit = (parent: ParentNode) => {
    for (const child of parent.children) {
      if (!isElement(child)) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

function hasAncestor(element: Element, test: (ancestor: Element) => boolean): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) {
    if (isElement(parent) && test(parent)) return true;
  }
  return false;
}

/** All the text below a node, script and style text included (what cheerio's `.text()` returns). */
function textContent(node: AnyNode): string {
  if (node.type === 'comment') return '';
  if ('children' in node) return node.children.map(textContent).join('');
  return node.type === 'text' ? node.data : '';
}

/** The plugin's condensed text: block tags padded with spaces, `<br>` as a space, whitespace runs collapsed. */
function condensedText(nodes: readonly AnyNode[]): string {
  const text = (node: AnyNode): string => {
    if (node.type === 'text') return node.data;
    if (node.type !== 'tag') return '';
    if (node.name === 'br') return ' ';
    const inner = node.children.map(text).join('');
    return PADDED_TAGS.has(node.name) ? ` ${inner} ` : inner;
  };
  return nodes.map(text).join('').trim().replace(/\s+/g, ' ');
}

function followingElements(element: Element): Element[] {
  const following: Element[] = [];
  for (let next = element.next; next; next = next.next) if (isElement(next)) following.push(next);
  return following;
}

function precedingElements(element: Element): Element[] {
  const preceding: Element[] = [];
  for (let previous = element.prev; previous; previous = previous.prev) {
    if (isElement(previous)) preceding.unshift(previous);
  }
  return preceding;
}

function untilHeading(elements: Element[]): Element[] {
  const end = elements.findIndex(isHeading);
  return end === -1 ? elements : elements.slice(0, end);
}

function removeNode(node: AnyNode): void {
  const siblings = node.parent?.children;
  if (!siblings) return;
  siblings.splice(siblings.indexOf(node as never), 1);
  if (node.prev) node.prev.next = node.next;
  if (node.next) node.next.prev = node.prev;
  node.parent = node.prev = node.next = null;
}

function insertAfter(reference: AnyNode, nodes: AnyNode[]): void {
  const parent = reference.parent;
  if (!parent) return;
  parent.children.splice(parent.children.indexOf(reference as never) + 1, 0, ...(nodes as never[]));
  parent.children.forEach((child, index, children) => {
    child.parent = parent;
    child.prev = children[index - 1] ?? null;
    child.next = children[index + 1] ?? null;
  });
}

// The HTML minifier leaves out end tags the HTML standard lets a parser infer: `<li><p>One<li><p>Two`.
// htmlparser2 closes an open element only when it is the innermost one, so it reads the second item as inside the
// first one's paragraph, where a standard parser (parse5, which the plugin uses) closes the paragraph and the item.
// A list or definition item can never sit inside a paragraph, so each one found there is moved to where a standard
// parser puts it: after the item (or, outside any item, after the paragraph) it implicitly closes, with everything
// that followed it.
const ITEM_CLOSERS: Record<string, {closes: Set<string>; boundary: Set<string>}> = {
  li: {closes: new Set(['li']), boundary: new Set(['ul', 'ol'])},
  dt: {closes: new Set(['dt', 'dd']), boundary: new Set(['dl'])},
  dd: {closes: new Set(['dt', 'dd']), boundary: new Set(['dl'])},
};

function implicitlyClosed(paragraph: Element, rule: {closes: Set<string>; boundary: Set<string>}): Element {
  for (let ancestor = paragraph.parent; isElement(ancestor); ancestor = ancestor.parent) {
    if (rule.closes.has(ancestor.name)) return ancestor;
    if (rule.boundary.has(ancestor.name)) break;
  }
  return paragraph;
}

function repairOmittedEndTags(root: ParentNode): void {
  for (;;) {
    const misplaced = descendants(root).find(
      (element) => element.name in ITEM_CLOSERS && isElement(element.parent) && element.parent.name === 'p',
    );
    if (!misplaced) return;
    const paragraph = misplaced.parent as Element;
    const moved = paragraph.children.slice(paragraph.children.indexOf(misplaced));
    moved.forEach(removeNode);
    insertAfter(implicitlyClosed(paragraph, ITEM_CLOSERS[misplaced.name]), moved);
  }
}

/** The elements whose text belongs to the page title's section: everything before the first heading after it. */
function titleSectionElements(pageTitle: Element): Element[] {
  const parent = pageTitle.parent;
  const first = isElement(parent) && parent.name === 'header' ? parent : pageTitle;
  const following = followingElements(first);
  if (following.some(isHeading)) return untilHeading(following);
  const collected: Element[] = [];
  for (const next of following) {
    const nestedHeading = descendants(next).find(isHeading);
    if (nestedHeading) {
      collected.push(...precedingElements(nestedHeading));
      break;
    }
    collected.push(next);
  }
  return collected;
}

function breadcrumbOf(elements: Element[]): string[] {
  const breadcrumb: string[] = [];
  const activeNavbarLink = elements.find((element) => hasClass(element, 'navbar__link--active'));
  if (activeNavbarLink) breadcrumb.push(textContent(activeNavbarLink).trim());
  const sidebarMenu = elements.find(
    (element) => hasClass(element, 'menu') && hasAncestor(element, (ancestor) => hasClass(ancestor, 'main-wrapper')),
  );
  if (sidebarMenu) {
    for (const link of descendants(sidebarMenu)) {
      if (!hasClass(link, 'menu__link--active')) continue;
      if (hasAncestor(link, (ancestor) => hasClass(ancestor, 'menu__list-item-collapsible'))) {
        breadcrumb.push(textContent(link).trim());
      }
    }
  }
  return breadcrumb;
}

function metaContent(elements: Element[], name: string): string | undefined {
  return elements.find((element) => element.name === 'meta' && element.attribs.name === name)?.attribs.content;
}

/** A built docs page as the search index sees it, or `null` for a page that asks not to be indexed. */
export function scanDocsPage(html: string): ScannedPage | null {
  const document = parseDocument(html);
  repairOmittedEndTags(document);
  let elements = descendants(document);
  if (metaContent(elements, 'robots')?.includes('noindex')) return null;

  // The plugin drops code blocks' copy buttons and version badges before reading the text.
  const dropped = elements.filter(
    (element) =>
      (element.name === 'button' &&
        hasAncestor(
          element,
          (ancestor) => ancestor.name === 'div' && (ancestor.attribs.class ?? '').startsWith('mdxCodeBlock_'),
        )) ||
      (element.name === 'span' && hasClass(element, 'badge') && textContent(element).startsWith('Version:')),
  );
  if (dropped.length > 0) {
    dropped.forEach(removeNode);
    elements = descendants(document);
  }

  const headings = elements.filter(
    (element) => isHeading(element) && hasAncestor(element, (ancestor) => ancestor.name === 'article'),
  );
  const pageTitle = headings.find((heading) => heading.name === 'h1');
  const sections = headings.map((heading): ScannedSection => {
    const ownText = heading.children.filter(
      (child) => !(isElement(child) && child.name === 'a' && hasClass(child, 'hash-link')),
    );
    const hashLink = descendants(heading).find((element) => element.name === 'a' && hasClass(element, 'hash-link'));
    const sectionElements =
      heading === pageTitle ? titleSectionElements(heading) : untilHeading(followingElements(heading));
    return {
      title: ownText.map(textContent).join('').trim(),
      hash: hashLink?.attribs.href || '',
      content: condensedText(sectionElements),
    };
  });

  return {
    pageTitle: pageTitle ? textContent(pageTitle) : '',
    description: metaContent(elements, 'description') || '',
    keywords: (metaContent(elements, 'keywords') || '').replace(/,/g, ', '),
    sections,
    breadcrumb: breadcrumbOf(elements),
  };
}
