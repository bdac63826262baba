// Whether a label a page writes as :ui[…] is one Roo Code 3.28.10 shows: its text must equal a string of the product
// (build-lib/upstream-data/ui-strings.json), a piece of one between markup tags, a text node of a rendered screenshot
// scene, or a VS Code label on the allowlist. `{{x}}` in the product's text matches any text, as the UI fills it in.
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {isUiLabel, uiLabelText} from './remark-ui-label';

export type FoundLabel = {label: string; line: number};

const readers = {
  md: unified().use(remarkParse).use(remarkDirective).freeze(),
  mdx: unified().use(remarkParse).use(remarkMdx).use(remarkDirective).freeze(),
};

/** Every :ui[…] of a page body (code is never searched: a directive is not parsed there). */
export function labelsIn(body: string, mdx: boolean): FoundLabel[] {
  const tree = (mdx ? readers.mdx : readers.md).parse(body);
  const found: FoundLabel[] = [];
  visit(tree, (node) => {
    if (isUiLabel(node)) found.push({label: uiLabelText(node), line: node.position?.start.line ?? 0});
  });
  return found;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The pieces a reader sees of one product string: split at tags (<0>…</0>, <strong>) and line breaks. */
export function visiblePieces(text: string): string[] {
  const whole = normalise(text.replace(/<\/?[\w-]+(?:\s[^>]*)?\/?>/g, ''));
  const pieces = text
    .split(/<\/?[\w-]+(?:\s[^>]*)?\/?>|\n+/)
    .map(normalise)
    .filter(Boolean);
  return [whole, ...pieces];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A test for labels against product strings; build once, ask many times. */
export function labelMatcher(
  productStrings: Iterable<string>,
  {placeholders = true}: {placeholders?: boolean} = {},
): (label: string) => boolean {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const text of productStrings) {
    for (const piece of visiblePieces(text)) {
      // A trailing colon is punctuation around the label, not part of it ("Model:" shows the label "Model").
      for (const variant of new Set([piece, piece.replace(/\s*:$/, '')])) {
        if (variant.includes('{{')) {
          // A string that is mostly placeholders ("{{count}}", "{{a}}: {{b}}") would match any label.
          if (!placeholders || variant.replace(/\{\{[^}]*\}\}/g, '').replace(/[^A-Za-z]/g, '').length < 3) continue;
          const source = variant
            .split(/\{\{[^}]*\}\}/)
            .map(escape)
            .join('.+?');
          patterns.push(new RegExp(`^${source}$`));
        } else exact.add(variant);
      }
    }
  }
  return (label) => {
    const text = normalise(label);
    if (text === '') return false;
    if (exact.has(text)) return true;
    // A label that itself keeps a placeholder ({{count}} files) matches the product's text with any placeholder there.
    const concrete = text.replace(/\{\{[^}]*\}\}/g, 'x');
    return patterns.some((pattern) => pattern.test(text) || pattern.test(concrete));
  };
}

type Manifest = {scenes?: {id: string; text?: string[]}[]};

/** Visible text of the rendered screenshot scenes, when the manifest exists. */
export function sceneTexts(manifest: Manifest | undefined): string[] {
  return (manifest?.scenes ?? []).flatMap((scene) => scene.text ?? []);
}
