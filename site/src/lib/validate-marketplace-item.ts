/**
 * Checks pasted marketplace items (one item, a list of items, or an `items:` list as the marketplace serves
 * them) in YAML or JSON against the schemas package, so every message is the package's own. Pure.
 */
import {marketplaceItemSchema, z} from '@roo-code-docs/types';
import {isRecord, issuesFromZod, parseInput, type Invalid} from '@roo-code-docs/types/validate-modes-file';

export type MarketplaceSummary = {id: string; name: string; type: 'mode' | 'mcp'};
export type MarketplaceResult = {ok: true; items: MarketplaceSummary[]} | Invalid;

export function validateMarketplaceItem(text: string): MarketplaceResult {
  const parsed = parseInput(text, 'a marketplace item or a list of items');
  if (!parsed.ok) return parsed;
  const {value} = parsed;

  let items: unknown[];
  let prefix: (string | number)[];
  if (Array.isArray(value)) {
    [items, prefix] = [value, []];
  } else if (isRecord(value) && Array.isArray(value.items) && !('type' in value)) {
    [items, prefix] = [value.items, ['items']];
  } else {
    // One item: checked on its own so the paths read `authorUrl`, not `[0].authorUrl`.
    const item = marketplaceItemSchema.safeParse(value);
    if (!item.success) return {ok: false, issues: issuesFromZod(item.error)};
    return {ok: true, items: [{id: item.data.id, name: item.data.name, type: item.data.type}]};
  }
  if (items.length === 0) {
    return {ok: false, issues: [{path: prefix.length ? 'items' : '(root)', message: 'The list holds no items.'}]};
  }
  const list = z.array(marketplaceItemSchema).safeParse(items);
  if (!list.success) return {ok: false, issues: issuesFromZod(list.error, prefix)};
  return {ok: true, items: list.data.map(({id, name, type}) => ({id, name, type}))};
}
