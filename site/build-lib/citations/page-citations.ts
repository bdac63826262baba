// The `:cite[]` directives of one page, found in its Markdown tree: where each is (line, the block it sits in), what
// its label says, and the sentence it follows. The remark plugin reads Docusaurus's tree; the checks, the hash record
// and the drift report parse the file themselves (parse-page.ts), so all of them see the same citations.
import type {Nodes, Parent, Root} from 'mdast';
import type {TextDirective} from 'mdast-util-directive';
import {CITE_DIRECTIVE, parseCiteLabel, type CitedRange} from './cite-label';

export type Citation = {
  node: TextDirective;
  /** The label as written between the brackets, e.g. `src/a.ts:3-9`. */
  label: string;
  range: CitedRange | {problem: string};
  line: number;
  /** The block that holds it: paragraph (a list item's text is one too), tableCell, heading… */
  block: string;
  /** True when it sits inside another directive, such as `:ui[]`. */
  nested: boolean;
  /** The text from the previous sentence boundary in the block up to the directive. */
  sentence: string;
};

export const isCitation = (node: {type: string; name?: string | null}): node is TextDirective =>
  node.type === 'textDirective' && node.name === CITE_DIRECTIVE;

const BLOCKS = new Set(['paragraph', 'tableCell', 'heading']);

/** The label's source text: the tree's own text would turn `__tests__` into bold, so read what the author typed. */
function rawLabel(node: TextDirective, source: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const written =
    start === undefined || end === undefined ? undefined : /^:cite\[([^\]]*)\]/.exec(source.slice(start, end));
  if (written) return written[1];
  return node.children.map((child) => ('value' in child ? child.value : '')).join('');
}

/** The words of `block` before `target`, as a reader sees them; other citations add nothing. */
function textBefore(block: Parent, target: Nodes): string {
  let text = '';
  let reached = false;
  const walk = (node: Nodes) => {
    if (reached) return;
    if (node === target) {
      reached = true;
      return;
    }
    if (isCitation(node)) return;
    if (node.type === 'text' || node.type === 'inlineCode') text += node.value;
    else if (node.type === 'break') text += ' ';
    else if ('children' in node) for (const child of node.children) walk(child);
  };
  for (const child of block.children) walk(child);
  return text;
}

// A sentence ends at . ! ? (after any closing quote or bracket) and a space; "e.g. " and "i.e. " do not end one.
const BOUNDARY = /[.!?]["'\u201d\u2019)\]]*\s+/g;
const ABBREVIATION = /\b(e\.g|i\.e|vs|etc)$/i;

/** The last sentence of `text`: what follows its last sentence boundary. */
export function lastSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let start = 0;
  for (const match of flat.matchAll(BOUNDARY)) {
    const end = match.index + match[0].length;
    if (end < flat.length && !ABBREVIATION.test(flat.slice(0, match.index + 1).replace(/\.$/, ''))) start = end;
  }
  return flat.slice(start);
}

/** Every citation of a page's tree, in reading order. */
export function citationsOf(tree: Root, source: string): Citation[] {
  const found: Citation[] = [];
  const walk = (node: Nodes, ancestors: Nodes[]) => {
    if (isCitation(node)) found.push(citationAt(node, ancestors, source));
    if ('children' in node) for (const child of node.children) walk(child, [...ancestors, node]);
  };
  walk(tree, []);
  return found;
}

function citationAt(node: TextDirective, ancestors: Nodes[], source: string): Citation {
  const label = rawLabel(node, source);
  const block = [...ancestors].reverse().find((ancestor) => BLOCKS.has(ancestor.type)) as Parent | undefined;
  return {
    node,
    label,
    range: parseCiteLabel(label),
    line: node.position?.start.line ?? 0,
    block: block?.type ?? ancestors.at(-1)?.type ?? 'root',
    nested: ancestors.some((ancestor) => ancestor.type === 'textDirective'),
    sentence: block ? lastSentence(textBefore(block, node)) : '',
  };
}

/** What is wrong with one citation of a page whose front matter says `sources`, or undefined. */
export function citationProblem(citation: Citation, sources: {tag?: unknown; files?: unknown}): string | undefined {
  if ('problem' in citation.range) return citation.range.problem;
  if (citation.block === 'heading') return 'is in a heading; cite in the text below it';
  if (citation.nested) return 'is inside another directive; put it after the sentence';
  if (typeof sources.tag !== 'string') return 'is on a page without sources.tag';
  const files = Array.isArray(sources.files) ? (sources.files as unknown[]) : [];
  if (!files.includes(citation.range.path)) return `cites ${citation.range.path}, which sources.files does not list`;
  return undefined;
}

/** One line per problem, naming the page, the line and the citation as written. */
export function describeProblem(page: string, citation: Citation, problem: string): string {
  return `${page}:${citation.line}: :cite[${citation.label}] ${problem}`;
}
