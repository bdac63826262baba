// How much of a page carries citations: the units a claim is written in (a paragraph, a list item, a table's body
// row) and how many of them hold at least one `:cite[]`. For the coverage report, which informs and never fails.
import type {Nodes, Root} from 'mdast';
import {isCitation} from './page-citations';

export type Coverage = {units: number; citedUnits: number; citations: number};

const countCitations = (node: Nodes, skip: (child: Nodes) => boolean = () => false): number => {
  if (isCitation(node)) return 1;
  if (!('children' in node)) return 0;
  return (node.children as Nodes[]).reduce((sum, child) => sum + (skip(child) ? 0 : countCitations(child, skip)), 0);
};

export function coverageOf(tree: Root): Coverage {
  const coverage: Coverage = {units: 0, citedUnits: 0, citations: countCitations(tree)};
  const unit = (cited: number) => {
    coverage.units += 1;
    if (cited > 0) coverage.citedUnits += 1;
  };
  const walk = (node: Nodes) => {
    if (node.type === 'listItem') {
      // A nested list's items are units of their own.
      unit(countCitations(node, (child) => child.type === 'list'));
      for (const child of node.children) if (child.type === 'list') walk(child);
    } else if (node.type === 'paragraph') unit(countCitations(node));
    else if (node.type === 'table') for (const row of node.children.slice(1)) unit(countCitations(row));
    else if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
  return coverage;
}
