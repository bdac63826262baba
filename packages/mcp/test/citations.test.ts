import {describe, expect, it} from 'vitest';
import {withoutCitations} from '../src/citations';
import {DocsSearch} from '../src/search';
import {parsePage, type Site} from '../src/site';

const LINK =
  'https://github.com/RooCodeInc/Roo-Code/blob/v3.28.10/packages/cloud/src/CloudSettingsService.ts#L275-L279';
const TWIN = `# Task Sync\n\n> Sync tasks.\n\nSource: https://docs.roocode.com/roo-code-cloud/task-sync\n\nTask Sync is on after you sign in. [source](${LINK}) The choice follows you.\n`;

describe('withoutCitations', () => {
  it('drops each source link and the space before it, and keeps other links', () => {
    expect(withoutCitations(`On. [source](${LINK}) [source](${LINK}) Off, see [docs](https://github.com/a/b).`)).toBe(
      'On. Off, see [docs](https://github.com/a/b).',
    );
  });
});

describe('search over a twin with citations', () => {
  const parsed = parsePage('/roo-code-cloud/task-sync', TWIN);
  const site: Site = {
    dir: '/none',
    origin: 'https://docs.roocode.com',
    pages: [parsed],
    byRoute: new Map([[parsed.route, parsed]]),
    markdownOf: () => TWIN,
  };
  const search = DocsSearch.build(site, [parsed]);

  it('finds the page by its prose, with a snippet free of the link', () => {
    const [hit] = search.search('sign in', {limit: 5});
    expect(hit?.route).toBe('/roo-code-cloud/task-sync');
    expect(hit?.snippet).toBe('Sync tasks. Task Sync is on after you sign in. The choice follows you.');
  });

  it('does not match the words of the link', () => {
    expect(search.search('github cloudsettingsservice', {limit: 5})).toEqual([]);
  });
});
