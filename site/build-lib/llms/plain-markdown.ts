// The mdast transform behind the Markdown twins: everything only Docusaurus understands becomes plain Markdown. Imports
// and MDX comments go, components become their Markdown rendering (or a pointer to the web page), admonitions become
// block quotes led by their kind and title, heading ids go, and site links become absolute so the text still works
// once pasted elsewhere. Code, inline or fenced, is a node of its own and is never touched.
import type {BlockContent, Blockquote, Heading, Nodes, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective, TextDirective} from 'mdast-util-directive';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import {literalPropsOf} from '../static-props/literal';
import {isUiLabel} from '../ui-label/remark-ui-label';
import {citeUrl, parseCiteLabel} from '../citations/cite-label';
import {isCitation} from '../citations/page-citations';
import type {ComponentRenderer} from './components';

export type PlainMarkdownOptions = {
  /** Absolute site origin, e.g. https://docs.roocode.com, to make `/path` links absolute. */
  siteUrl: string;
  /** Absolute URL of the page itself, for in-page anchors and the pointer that stands in for a component. */
  pageUrl: string;
  render: ComponentRenderer;
  /** The page's `sources.tag`, which its `:cite[]` links point at. */
  citeTag?: string;
};

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const text = (value: string): PhrasingContent => ({type: 'text', value});

function pointer(pageUrl: string): PhrasingContent {
  return {
    type: 'emphasis',
    children: [
      text('This part of the page is shown only on '),
      {type: 'link', url: pageUrl, children: [text('the web page')]},
      text('.'),
    ],
  };
}

/** A component (capitalised name) becomes its rendering; an HTML element (`<span id>`, `<kbd>`) stays HTML. */
function replaceJsx(node: JsxElement, options: PlainMarkdownOptions): RootContent[] {
  const flow = node.type === 'mdxJsxFlowElement';
  if (!node.name || !/^[A-Z]/.test(node.name)) return htmlElement(node);
  let props: Record<string, unknown> | undefined;
  try {
    props = literalPropsOf(node.attributes);
  } catch {
    // A prop that is not a literal cannot be read without running the page: point to the web page instead.
  }
  const rendering = props && options.render(node.name, props);
  if (rendering && 'block' in rendering && flow) return rendering.block;
  if (rendering && 'inline' in rendering)
    return flow ? [{type: 'paragraph', children: rendering.inline}] : rendering.inline;
  return flow ? [{type: 'paragraph', children: [pointer(options.pageUrl)]}] : [pointer(options.pageUrl)];
}

const attributeText = (element: JsxElement) =>
  element.attributes
    .map((attribute) =>
      attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string'
        ? ` ${attribute.name}="${attribute.value.replace(/"/g, '&quot;')}"`
        : attribute.type === 'mdxJsxAttribute' && attribute.value == null
          ? ` ${attribute.name}`
          : '',
    )
    .join('');

/** Plain HTML around the element's children, which Markdown readers show as the site does; a fragment is its children. */
function htmlElement(node: JsxElement): RootContent[] {
  const children = node.children as RootContent[];
  if (!node.name) return children;
  return [
    {type: 'html', value: `<${node.name}${attributeText(node)}>`},
    ...children,
    {type: 'html', value: `</${node.name}>`},
  ];
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `:::tip[Save tokens]` → a quote whose first line is **Tip: Save tokens**. */
function admonitionQuote(node: ContainerDirective): Blockquote {
  const [first, ...rest] = node.children;
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first.children : undefined;
  const body = (label ? rest : node.children) as BlockContent[];
  const heading: PhrasingContent[] = [text(capitalised(node.name)), ...(label ? [text(': '), ...label] : [])];
  return {
    type: 'blockquote',
    children: [{type: 'paragraph', children: [{type: 'strong', children: heading}]}, ...body],
  };
}

/** Drops a trailing `{#custom-id}` from a heading, which Docusaurus reads as the anchor and Markdown would print. */
function dropHeadingId(node: Heading) {
  const last = node.children.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[\w-]+\}\s*$/, '');
  if (last?.type === 'mdxTextExpression' && /^#[\w-]+$/.test(last.value)) node.children.pop();
}

function absolute(url: string, options: PlainMarkdownOptions): string {
  if (url.startsWith('/') && !url.startsWith('//')) return options.siteUrl + url;
  if (url.startsWith('#')) return options.pageUrl + url;
  return url;
}

/** `:cite[src/a.ts:3-9]` → ` [source](https://github.com/…/src/a.ts#L3-L9)`, spaced off the sentence it follows. */
function citationLink(node: TextDirective, source: string, tag: string | undefined): PhrasingContent[] | undefined {
  const written = source.slice(node.position?.start.offset, node.position?.end.offset);
  const range = parseCiteLabel(/^:cite\[([^\]]*)\]/.exec(written)?.[1] ?? '');
  if (!tag || 'problem' in range) return undefined;
  return [text(' '), {type: 'link', url: citeUrl(tag, range), children: [text('source')]}];
}

/** What replaces a node, or undefined to keep it (and look inside it). */
function replacement(node: Nodes, options: PlainMarkdownOptions, source: string): RootContent[] | undefined {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      // `{/* … */}` is an expression with no statements; anything else is printed as the source wrote it.
      if (node.data?.estree && node.data.estree.body.length === 0) return [];
      const value = text(`{${node.value}}`);
      return node.type === 'mdxFlowExpression' ? [{type: 'paragraph', children: [value]}] : [value];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return replaceJsx(node, options);
    case 'containerDirective':
      return [admonitionQuote(node)];
    // `:ui[Save]` is a label the product shows: bold, as the web page shows it; `:cite[…]` a link to its source.
    // `16:9` or `see :name`: a colon before a word that no plugin claimed, shown as written, as the site shows it.
    case 'textDirective':
    case 'leafDirective': {
      if (isUiLabel(node) && node.children.length > 0) return [{type: 'strong', children: node.children}];
      if (isCitation(node)) {
        const link = citationLink(node, source, options.citeTag);
        if (link) return link;
      }
      const written = text(source.slice(node.position?.start.offset, node.position?.end.offset));
      return node.type === 'leafDirective' ? [{type: 'paragraph', children: [written]}] : [written];
    }
    default:
      return undefined;
  }
}

/** Rewrites the tree of `source` in place. */
export function toPlainMarkdown(tree: Root, source: string, options: PlainMarkdownOptions): void {
  visit(tree, (node: Nodes, index, parent: Parent | undefined) => {
    if (node.type === 'heading') dropHeadingId(node);
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = absolute(node.url, options);
    }
    const nodes = replacement(node, options, source);
    if (!nodes || !parent || index === undefined) return undefined;
    parent.children.splice(index, 1, ...nodes);
    // Visit what was put in: a quote's body or an element's children may hold more to rewrite.
    return [SKIP, index];
  });
}
