import fs from 'node:fs';
import path from 'node:path';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {REDIRECTS} from '../src/data/redirects';
import {DOC_ROUTES, updateNoteRoutes} from './routes';
import {DOCS_REPOSITORY_URL, SITE_URL} from '../src/data/site';
import {docFileFor} from '../build-lib/doc-files';
import {markdownPathFor} from '../src/lib/llms/markdown-path';
import {buildModelTable} from '../src/lib/schema-models';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {get, titleOf} from './html';

const DOCS_DIR = path.resolve(__dirname, '../docs');
const SECTION_TITLES = ['Getting Started', 'Basic Usage', 'Features', 'Advanced Usage', 'Providers', 'Roo Code Cloud'];

const decode = (text: string) =>
  text
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of a <meta> tag by name or property; unquoted values are read too, as a minified build writes them. */
function meta(html: string, key: string): string | undefined {
  for (const [, attributes] of html.matchAll(/<meta\b([^>]*)>/g)) {
    const values = Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map((m) => [
        m[1],
        decode(m[2] ?? m[3] ?? m[4] ?? ''),
      ]),
    );
    if (values.name === key || values.property === key) return values.content;
  }
  return undefined;
}

const plainText = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ''))
    .replace(/\u200b/g, '')
    .trim();
/** Heading text as a reader sees it: no code ticks, emphasis or link targets. */
const plainHeading = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/\\(.)/g, '$1')
    .trim();
/** The page's linkable h2 headings (those a Markdown heading or a card grid makes), not a widget's own labels. */
const h2Texts = (html: string) =>
  [...html.matchAll(/<h2\b([^>]*)>([\s\S]*?)<\/h2>/g)]
    .filter((m) => /\banchor\b/.test(m[1]))
    .map((m) => plainText(m[2].replace(/<a\b[^>]*hash-link[\s\S]*?<\/a>/g, '')));
/** A twin without its code blocks, where imports, tags and fences are only examples. */
function proseOf(markdown: string): string {
  const blocks: [number, number][] = [];
  visit(unified().use(remarkParse).parse(markdown), 'code', (node) => {
    blocks.push([node.position!.start.offset!, node.position!.end.offset!]);
  });
  return blocks.reverse().reduce((prose, [start, end]) => prose.slice(0, start) + prose.slice(end), markdown);
}

describe('/llms.txt', () => {
  let text: string;
  beforeAll(async () => {
    const response = await get(`${baseUrl()}/llms.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    text = response.html;
  });

  it('opens with the site title and a summary, as llms.txt files do', () => {
    expect(text.startsWith('# Roo Code Documentation\n\n> ')).toBe(true);
  });

  it('has the sidebar sections in sidebar order, then the loose pages and the release notes', () => {
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([...SECTION_TITLES, 'More pages', 'Optional']);
    expect(text).toContain(`- [Release notes](${SITE_URL}/update-notes.md)`);
  });

  it.each(DOC_ROUTES)('lists %s once, with its title and description', (route) => {
    const links = text.split('\n').filter((line) => line.includes(`](${SITE_URL}${markdownPathFor(route)})`));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^- \[[^\]]+\]\([^)]+\): \S/);
  });

  it('tells agents about the docs MCP server and links its setup section', () => {
    expect(text).toContain(
      '`roo-code-docs-mcp` (tools: search_docs, read_page, list_pages, get_model, validate_modes, validate_mcp_config)',
    );
    expect(text).toContain(`${SITE_URL}/features/mcp/recommended-mcp-servers.md#these-docs-as-an-mcp-server`);
  });

  it('lists no release note other than the index', () => {
    expect(text.match(/update-notes\/v/g)).toBeNull();
  });
});

describe('/llms-full.txt', () => {
  it('holds every doc page and no release note', async () => {
    const response = await get(`${baseUrl()}/llms-full.txt`);
    expect(response.status).toBe(200);
    const sources = [...response.html.matchAll(/^Source: (\S+)$/gm)].map((m) => new URL(m[1]).pathname);
    expect(sources.sort()).toEqual([...DOC_ROUTES].sort());
  });
});

describe('Markdown twins', () => {
  it.each(DOC_ROUTES)('%s.md has the page title, its headings and no MDX left', async (route) => {
    const [page, twin] = await Promise.all([get(baseUrl() + route), get(baseUrl() + markdownPathFor(route))]);
    expect(twin.status).toBe(200);
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const title = titleOf(page.html).replace(/ \| Roo Code Documentation$/, '');
    expect(twin.html.split('\n')[0]).toBe(`# ${decode(title)}`);
    expect(twin.html).toContain(`Source: ${SITE_URL}${route}`);
    const twinHeadings = [...twin.html.matchAll(/^(?:> )*## (.+)$/gm)].map((m) => plainHeading(m[1]));
    // The home page's cards are drawn by a component; its twin lists the sections instead.
    if (route !== '/') expect(twinHeadings).toEqual(expect.arrayContaining(h2Texts(page.html)));
    const prose = proseOf(twin.html);
    expect(prose).not.toMatch(/^(import|export) /m);
    expect(prose).not.toMatch(/^\s*<[A-Z]\w*[\s/>]/m);
    expect(prose).not.toMatch(/^:::/m);
  });

  it('renders a model table from the schemas package in a provider page', async () => {
    const twin = (await get(`${baseUrl()}/providers/anthropic.md`)).html;
    expect(twin).toContain('| Model | Context window | Max output |');
    for (const row of buildModelTable('anthropic').rows) expect(twin).toContain(`| \`${row.id}\``);
  });

  it('serves a twin for the home page at /index.md and for a release note', async () => {
    expect((await get(`${baseUrl()}/index.md`)).html).toMatch(/^# Roo Code Documentation\n/);
    const note = updateNoteRoutes.find((route) => /v\d+\.\d+\.\d+$/.test(route))!;
    const twin = await get(baseUrl() + markdownPathFor(note));
    expect(twin.status).toBe(200);
    expect(twin.html).toContain(`Source: ${SITE_URL}${note}`);
  });
});

describe('Copy page button', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({permissions: ['clipboard-read', 'clipboard-write']});
  });
  afterAll(() => browser.close());

  it('puts the page Markdown on the clipboard and says so', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/features/checkpoints`);
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    const copiedButton = page.getByRole('button', {name: 'Copied page as Markdown'});
    await copiedButton.waitFor();
    expect(await copiedButton.textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await get(`${baseUrl()}/features/checkpoints.md`)).html);
    expect(copied.startsWith('# Checkpoints\n')).toBe(true);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('is not on the home page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.locator('main').waitFor();
    expect(await page.getByRole('button', {name: /Copy page/}).count()).toBe(0);
    await page.close();
    expect(browser.problems).toEqual([]);
  });
});

describe('static host redirect files', () => {
  const buildDir = () => inject('buildDir');

  it('_redirects holds every redirect of the table as a 301, and nothing else', () => {
    const rules = fs
      .readFileSync(path.join(buildDir(), '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual(REDIRECTS.map(({from, to}) => `${from} ${to} 301`));
  });

  it('vercel.json holds every redirect of the table as permanent', () => {
    const config = JSON.parse(fs.readFileSync(path.join(buildDir(), 'vercel.json'), 'utf8'));
    // Its `headers` key is checked against _headers in serving.spec.ts.
    expect(config.redirects).toEqual(REDIRECTS.map(({from, to}) => ({source: from, destination: to, permanent: true})));
  });

  it('nginx-redirects.conf holds every redirect of the table as a 301 location', () => {
    const rules = fs.readFileSync(path.join(buildDir(), 'nginx-redirects.conf'), 'utf8').trim().split('\n');
    expect(rules).toEqual(REDIRECTS.map(({from, to}) => `location = ${from} { return 301 ${to}; }`));
  });
});

describe('page metadata', () => {
  it.each(DOC_ROUTES)('%s has Open Graph and Twitter tags, an edit link and a last-updated date', async (route) => {
    const {html} = await get(baseUrl() + route);
    expect(meta(html, 'og:title')).toBe(decode(titleOf(html)));
    const description = meta(html, 'og:description');
    expect(description).toBeTruthy();
    expect(meta(html, 'description')).toBe(description);
    expect(meta(html, 'og:image')).toBe(`${SITE_URL}/img/social-card.png`);
    expect(meta(html, 'twitter:image')).toBe(`${SITE_URL}/img/social-card.png`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // The features landing page is features/index.mdx, which the docs plugin serves (and names) as /features/.
    expect([SITE_URL + route, `${SITE_URL + route}/`]).toContain(meta(html, 'og:url'));
    const file = path.relative(path.resolve(DOCS_DIR, '../..'), docFileFor(DOCS_DIR, route)!).split(path.sep).join('/');
    expect(html).toMatch(
      new RegExp(`<a href="?${DOCS_REPOSITORY_URL}/edit/main/${file}"?[^>]*class="?theme-edit-this-page`),
    );
    // React writes the attribute as dateTime; HTML attribute names are case-insensitive.
    expect(html).toMatch(/class="?theme-last-updated"?>Last updated[\s\S]{0,80}<time datetime="?\d{4}-\d\d-\d\dT/i);
  });

  it('points the edit link of a release note at its file in the release-notes package', async () => {
    const {html} = await get(`${baseUrl()}/update-notes`);
    expect(html).toContain(`${DOCS_REPOSITORY_URL}/edit/main/packages/release-notes/docs/update-notes/index.md`);
  });

  it('serves the social card as a 1200×630 PNG', async () => {
    const response = await fetch(`${baseUrl()}/img/social-card.png`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
