// `:ui[Label]` marks text the Roo Code panel shows (a button, a setting's name, a section title). The web page renders it
// as <strong class="ui-label">, so it reads bold like before and can be styled apart from emphasis; the Markdown twins
// turn it into **Label** (llms/plain-markdown.ts). Docusaurus turns every directive no plugin claimed back into text
// (with a warning) after the configured remark plugins run, so claiming it here, in remarkPlugins, comes first.
import type {PhrasingContent, Root} from 'mdast';
import type {TextDirective} from 'mdast-util-directive';
import {visit} from 'unist-util-visit';

export const UI_DIRECTIVE = 'ui';
export const UI_LABEL_CLASS = 'ui-label';

/** True for `:ui[…]`, the only text directive this plugin claims. */
export function isUiLabel(node: {type: string; name?: string | null}): node is TextDirective {
  return node.type === 'textDirective' && node.name === UI_DIRECTIVE;
}

/** The label's plain text, as a reader sees it (nested code or emphasis flattened). */
export function uiLabelText(node: TextDirective): string {
  const parts: string[] = [];
  visit(node, (child) => {
    if ((child.type === 'text' || child.type === 'inlineCode') && 'value' in child) parts.push(child.value);
  });
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export default function remarkUiLabel() {
  return (tree: Root) => {
    visit(tree, 'textDirective', (node, index, parent) => {
      if (!isUiLabel(node)) return undefined;
      if (node.children.length === 0 && parent && index !== undefined) {
        // An empty `:ui[]` is a typo; show it as written rather than an empty bold element (the label test flags it).
        const written: PhrasingContent = {type: 'text', value: ':ui[]'};
        parent.children.splice(index, 1, written);
        return undefined;
      }
      node.data = {...node.data, hName: 'strong', hProperties: {className: [UI_LABEL_CLASS]}};
      return undefined;
    });
  };
}
