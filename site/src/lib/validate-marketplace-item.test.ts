import {describe, expect, it} from 'vitest';
import {validateMarketplaceItem} from './validate-marketplace-item';

const modeItem = `id: docs-writer
type: mode
name: Docs Writer
description: A mode that writes Markdown documentation.
author: Ada
authorUrl: https://example.com/ada
tags: [docs, writing]
content: |
  slug: docs-writer
  name: Docs Writer
  roleDefinition: You write documentation.
  groups: [read, edit]
`;

const mcpItem = {
  id: 'weather',
  type: 'mcp',
  name: 'Weather',
  description: 'Forecasts for a place.',
  url: 'https://example.com/weather-mcp',
  content: [{name: 'npx', content: '{"command": "npx", "args": ["weather-mcp"]}'}],
};

describe('validateMarketplaceItem', () => {
  it('accepts a single YAML mode item', () => {
    expect(validateMarketplaceItem(modeItem)).toEqual({
      ok: true,
      items: [{id: 'docs-writer', name: 'Docs Writer', type: 'mode'}],
    });
  });

  it('accepts a JSON list and an items: list', () => {
    expect(validateMarketplaceItem(JSON.stringify([mcpItem]))).toEqual({
      ok: true,
      items: [{id: 'weather', name: 'Weather', type: 'mcp'}],
    });
    expect(validateMarketplaceItem(JSON.stringify({items: [mcpItem]}))).toEqual({
      ok: true,
      items: [{id: 'weather', name: 'Weather', type: 'mcp'}],
    });
  });

  it('rejects an author URL that is not a URL, with the package message', () => {
    expect(validateMarketplaceItem(modeItem.replace('https://example.com/ada', 'my homepage'))).toEqual({
      ok: false,
      issues: [{path: 'authorUrl', message: 'Author URL must be a valid URL'}],
    });
  });

  it('rejects an empty name in a list, with the index in the path', () => {
    expect(validateMarketplaceItem(JSON.stringify({items: [{...mcpItem, name: ''}]}))).toEqual({
      ok: false,
      issues: [{path: 'items[0].name', message: 'Name is required'}],
    });
  });

  it('rejects an item without a known type, with zod’s discriminator message', () => {
    const result = validateMarketplaceItem(modeItem.replace('type: mode', 'type: theme'));
    expect(result).toEqual({
      ok: false,
      issues: [{path: 'type', message: "Invalid discriminator value. Expected 'mode' | 'mcp'"}],
    });
  });

  it('explains empty input, huge input and YAML errors like the modes validator', () => {
    expect(validateMarketplaceItem('')).toEqual({
      ok: false,
      issues: [{path: '(input)', message: 'Nothing to check yet: paste a marketplace item or a list of items.'}],
    });
    expect(validateMarketplaceItem('a'.repeat(300_000)).ok).toBe(false);
    const broken = validateMarketplaceItem('id: x\n  name: [unclosed');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.issues[0].path).toMatch(/^line \d+, column \d+$/);
  });
});
