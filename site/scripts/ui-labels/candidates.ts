// Finds UI labels that a page writes in bold (**Save**) or in quotes ("Save") and proposes :ui[Save] for each one that
// Roo Code shows and that the sentence uses as a label (clicked, opened, a tab, a setting), not as emphasis or a term.
import type {Nodes, Parent, Strong, Text} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export type Candidate = {start: number; end: number; before: string; after: string; label: string; why: string};

const readers = {
  md: unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze(),
  mdx: unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze(),
};

// Words that make the next bold or quoted text a control or place in the UI.
const VERB_BEFORE =
  /\b(click|clicking|clicks|select|selecting|choose|choosing|pick|press|pressing|tap|toggle|toggling|enable|enabling|disable|disabling|check|checking|uncheck|tick|untick|open|opening|opens|go to|navigate to|switch to|under|set|sets|in|into|to|enter|fill in|turn on|turn off|untick|labeled|labelled|titled|called|named|shows?|says?|reads?|appears?|displays?|→|>)\s*$/i;
const NOUN_AFTER =
  /^\s*(button|buttons|tab|tabs|setting|settings|option|options|checkbox|check box|section|menu|toggle|field|dropdown|drop-down|icon|view|panel|page|link|slider|switch|list|screen|dialog|popover|selector|column|row|message|prompt|label)\b/i;

/** Calls `each` for every node of `type`, with the nodes above it. */
function walk<T extends Nodes>(
  node: Nodes,
  type: T['type'],
  each: (node: T, ancestors: Parent[]) => void,
  above: Parent[] = [],
) {
  if (node.type === type) each(node as T, above);
  if ('children' in node) for (const child of node.children) walk(child as Nodes, type, each, [...above, node]);
}

// A label listed next to one already marked ("**Approve** / :ui[Reject]", ":ui[Save] or **Run**") is one too.
const BESIDE_BEFORE = /:ui\[[^\]]*\]\s*(?:\/|,|and|or)\s*$/;
const BESIDE_AFTER = /^\s*(?:\/|,|and|or)\s*:ui\[/;

const plain = (node: Strong): string | undefined => {
  if (node.children.length !== 1 || node.children[0].type !== 'text') return undefined;
  return node.children[0].value;
};

/** A label fit for :ui[…]: no brackets or braces to escape, no trailing punctuation a sentence owns. */
export function fitsDirective(label: string): boolean {
  // "…?" and "...": part of labels such as "Having trouble?" and "Use custom ARN...".
  return label.trim() === label && label !== '' && !/[[\]{}<>`*_\n]/.test(label) && !/(?:[,;:!]|[^.]\.)$/.test(label);
}

/**
 * Candidates in a page body. `isLabel` says whether Roo Code shows the text. A bold or quote is proposed only if the
 * text is a label and the words around it use it as one; a bold path `**A > B**` becomes `:ui[A] → :ui[B]`.
 */
export function findCandidates(body: string, mdx: boolean, isLabel: (text: string) => boolean): Candidate[] {
  const tree = (mdx ? readers.mdx : readers.md).parse(body);
  const found: Candidate[] = [];
  const context = (start: number, end: number) => ({
    before: body.slice(Math.max(0, start - 40), start).replace(/\s+/g, ' '),
    after: body.slice(end, end + 30).replace(/\s+/g, ' '),
  });
  walk<Strong>(tree, 'strong', (node, ancestors) => {
    if (ancestors.some((a) => a.type === 'heading' || a.type === 'link' || a.type === 'strong')) return;
    const text = plain(node);
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (text === undefined || start === undefined || end === undefined) return;
    const around = context(start, end);
    // A bold lead-in ("**Save**: keeps…" or "**Save:**") names a term being defined: leave it.
    if (/^\s*[:—–-]/.test(around.after) || /:$/.test(text)) return;
    const parts = text.split(/\s+(?:>|→)\s+/);
    if (!parts.every((part) => fitsDirective(part) && isLabel(part))) return;
    const why =
      parts.length > 1
        ? 'path'
        : VERB_BEFORE.test(around.before)
          ? 'verb'
          : NOUN_AFTER.test(around.after)
            ? 'noun'
            : BESIDE_BEFORE.test(around.before) || BESIDE_AFTER.test(around.after)
              ? 'beside a label'
              : '';
    if (!why) return;
    found.push({start, end, ...around, label: text, why: `bold (${why})`});
  });
  // Quoted labels in running text: "Save" after a UI verb or before a UI noun.
  walk<Text>(tree, 'text', (node, ancestors) => {
    if (
      ancestors.some((a) => a.type === 'heading' || a.type === 'link' || a.type === 'strong' || a.type === 'emphasis')
    )
      return;
    const offset = node.position?.start.offset;
    if (offset === undefined) return;
    // Only where the source spells the text as the tree does (no escapes or entities in between).
    if (body.slice(offset, node.position!.end.offset) !== node.value) return;
    for (const match of node.value.matchAll(/[“"]([^"“”\n]{1,60})[”"]/g)) {
      const label = match[1];
      if (!fitsDirective(label) || !isLabel(label)) continue;
      const start = offset + match.index;
      const end = start + match[0].length;
      const around = context(start, end);
      const why = VERB_BEFORE.test(around.before) ? 'verb' : NOUN_AFTER.test(around.after) ? 'noun' : '';
      if (why) found.push({start, end, ...around, label, why: `quoted (${why})`});
    }
  });
  return found.sort((a, b) => a.start - b.start);
}

/** The body with each candidate replaced by its directive(s). */
export function applyCandidates(body: string, candidates: readonly Candidate[]): string {
  let out = body;
  for (const candidate of [...candidates].sort((a, b) => b.start - a.start)) {
    const directive = candidate.label
      .split(/\s+(?:>|→)\s+/)
      .map((part) => `:ui[${part}]`)
      .join(' → ');
    out = out.slice(0, candidate.start) + directive + out.slice(candidate.end);
  }
  return out;
}
