import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docFileFor, docRoute, docRoutes} from './doc-files';

describe('docRoute', () => {
  it.each([
    ['index.mdx', '/'],
    ['faq.md', '/faq'],
    ['features/index.mdx', '/features'],
    ['features/checkpoints.md', '/features/checkpoints'],
    ['features/mcp/overview.mdx', '/features/mcp/overview'],
    ['guides/README.md', '/guides'],
    ['tools/tools.md', '/tools'],
    ['tools/tool-use.md', '/tools/tool-use'],
  ])('names %s %s', (page, route) => {
    expect(docRoute(page)).toBe(route);
  });
});

describe('docRoutes and docFileFor', () => {
  it('list the pages of a folder by route, without partials, and find each page again', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-routes-'));
    for (const file of ['index.mdx', 'b/index.md', 'b/c.mdx', 'b/_partial.mdx', '_drafts/d.md', 'b/_category_.json']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), '# page\n');
    }
    const routes = docRoutes(dir);
    expect(routes).toEqual(['/', '/b', '/b/c']);
    expect(routes.map((route) => path.relative(dir, docFileFor(dir, route) ?? ''))).toEqual([
      'index.mdx',
      'b/index.md',
      'b/c.mdx',
    ]);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
