import {describe, expect, it} from 'vitest';
import {docCardGroups, docHref} from './doc-cards';

describe('docHref', () => {
  it('maps a doc id to its URL at the site root', () => {
    expect(docHref('features/checkpoints')).toBe('/features/checkpoints');
  });
  it('maps an index doc to its folder', () => {
    expect(docHref('features/index')).toBe('/features');
    expect(docHref('index')).toBe('/');
  });
});

describe('docCardGroups', () => {
  const docs = [
    {id: 'features/index', title: 'Features'},
    {id: 'features/mcp/overview', title: 'MCP Overview'},
    {id: 'features/checkpoints', title: 'Checkpoints', description: 'Undo changes'},
    {id: 'features/browser-use', title: 'Browser Use'},
    {id: 'providers/anthropic', title: 'Anthropic'},
  ];

  it('lists the folder pages first, sorted by title, then each sub-folder', () => {
    expect(docCardGroups(docs, 'features')).toEqual([
      {
        folder: '',
        cards: [
          {href: '/features/browser-use', title: 'Browser Use', description: undefined},
          {href: '/features/checkpoints', title: 'Checkpoints', description: 'Undo changes'},
        ],
      },
      {folder: 'mcp', cards: [{href: '/features/mcp/overview', title: 'MCP Overview', description: undefined}]},
    ]);
  });

  it('leaves out the folder index and pages of other folders', () => {
    const hrefs = docCardGroups(docs, 'features').flatMap((group) => group.cards.map((card) => card.href));
    expect(hrefs).not.toContain('/features');
    expect(hrefs).not.toContain('/providers/anthropic');
  });
});
