/**
 * Full-text search over the twins with MiniSearch. Pagefind, the site's own engine, runs only in a browser
 * (WebAssembly fetched over HTTP), so the server keeps an index of its own, built at start-up from the pages
 * already in memory. Pages are ranked whole (BM25 over title, description, headings and text); the section
 * that best matches then gives the result its anchor and snippet.
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';
import {withoutCitations} from './citations';
import type {Page, ParsedPage, Section, Site} from './site';

export type SearchResult = {
  title: string;
  route: string;
  /** Anchor of the best-matching section, without `#`; null when the page's opening matches best. */
  anchor: string | null;
  heading: string | null;
  snippet: string;
  section: Section | null;
  score: number;
};

type Indexed = {id: number; title: string; description: string; headings: string; text: string};

// Words that say nothing about which page is meant ("how do I …", "what is …").
const STOP_WORDS = new Set(
  'a an and are can do does for from how i in is it of on or roo code the to what when where which why with you your'.split(
    ' ',
  ),
);
const SNIPPET_CHARS = 220;
const VERSION = /\bv?(\d+\.\d+(?:\.\d+)?)\b/g;
// Queries about releases themselves keep release notes in score order.
const RELEASE_WORDS = /\b(release|changelog|update notes|what'?s new)/i;

/** Lower-case words joined by single spaces, for comparing a query with a title. */
const words = (text: string) => ` ${(text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).join(' ')} `;

export function termsOf(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).filter((term) => !STOP_WORDS.has(term));
}

/** Markdown reduced to the words a reader sees: no link targets, marks, tables rules or code fences. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^\s*(```|~~~).*$/gm, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^#+\s+/gm, '')
    .replace(/^\s*\|?[-:| ]+\|?\s*$/gm, ' ')
    .replace(/[*_`>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const OPTIONS: Options<Indexed> = {
  fields: ['title', 'description', 'headings', 'text'],
  processTerm: (term: string) => {
    const lower = term.toLowerCase();
    return STOP_WORDS.has(lower) ? null : lower;
  },
  searchOptions: {
    boost: {title: 8, headings: 2, description: 2},
    // Prefixes let "checkpoint" find "checkpoints"; short prefixes match too much to help.
    prefix: (term: string) => term.length >= 3,
    combineWith: 'OR',
  },
};

export class DocsSearch {
  private constructor(
    private readonly site: Site,
    private readonly index: MiniSearch<Indexed>,
  ) {}

  /** Indexes the pages; ids are positions in `site.pages`, which must list the same pages in the same order. */
  static build(site: Site, parsed: ParsedPage[]): DocsSearch {
    const index = new MiniSearch<Indexed>(OPTIONS);
    index.addAll(
      parsed.map((page, id) => ({
        id,
        title: page.title,
        description: page.description,
        headings: page.headings.map((heading) => heading.text).join(' \n '),
        text: withoutCitations(page.markdown.slice(page.bodyStart)),
      })),
    );
    return new DocsSearch(site, index);
  }

  /** An index saved with `toJSON`, for the same pages (loadJS skips a second JSON.parse of the saved file). */
  static load(site: Site, saved: AsPlainObject): DocsSearch {
    return new DocsSearch(site, MiniSearch.loadJS<Indexed>(saved, OPTIONS));
  }

  toJSON(): AsPlainObject {
    return this.index.toJSON();
  }

  search(query: string, options: {section?: Section; limit: number}): SearchResult[] {
    const terms = termsOf(query);
    if (terms.length === 0) return [];
    // A number names a release only when there is one ("4.5" in "claude sonnet 4.5" is a model's version).
    const version =
      [...query.matchAll(VERSION)]
        .map((match) => match[1]!)
        .find((v) => this.site.byRoute.has(`/update-notes/v${v}`)) ?? null;
    const filter = options.section
      ? (result: {id: unknown}) => this.site.pages[result.id as number]!.section === options.section
      : undefined;
    let found = this.index.search(terms.join(' '), {filter});
    // Typos only where needed: fuzzy matching every term lets "roomodes" find "Roomote" first.
    const matched = new Set(found.flatMap((hit) => hit.queryTerms));
    const unmatched = new Set(terms.filter((term) => !matched.has(term)));
    if (unmatched.size > 0) {
      found = this.index.search(terms.join(' '), {
        filter,
        fuzzy: (term) => (unmatched.has(term) && term.length >= 4 ? 0.25 : false),
      });
    }
    // A page whose title is the query itself ("what is mcp") is what the reader named.
    const phrase = words(query);
    const hits = found.map((hit) => {
      const page = this.site.pages[hit.id as number]!;
      return {page, score: words(page.title).includes(phrase) ? hit.score * 3 : hit.score};
    });
    hits.sort((a, b) => b.score - a.score);

    if (version) {
      // The release note of the named version first, then the rest in score order, release notes included.
      const exact = this.site.byRoute.get(`/update-notes/v${version}`);
      if (exact && (!options.section || exact.section === options.section)) {
        const rest = hits.filter((hit) => hit.page !== exact);
        const own = hits.find((hit) => hit.page === exact);
        hits.splice(0, hits.length, {page: exact, score: Math.max(own?.score ?? 0, hits[0]?.score ?? 0)}, ...rest);
      }
    } else if (!RELEASE_WORDS.test(query)) {
      // A guide page answers "how" questions; a release note only says when something changed.
      const isNote = (page: Page) => page.section === 'update-notes';
      hits.sort((a, b) => Number(isNote(a.page)) - Number(isNote(b.page)));
    }
    return hits.slice(0, options.limit).map(({page, score}) => this.describe(page, terms, score));
  }

  private describe(page: Page, terms: string[], score: number): SearchResult {
    const markdown = this.site.markdownOf(page);
    const named = terms.every((term) => page.title.toLowerCase().includes(term));
    const count = (text: string) => {
      const lower = text.toLowerCase();
      return terms.reduce((sum, term) => sum + (lower.includes(term) ? 1 + lower.split(term).length / 20 : 0), 0);
    };
    const intro = withoutCitations(markdown.slice(page.bodyStart, page.headings[0]?.start ?? markdown.length));
    let best: {anchor: string | null; heading: string | null; text: string; score: number} = {
      anchor: null,
      heading: null,
      text: `${page.description}\n${intro}`,
      // A query that names the page itself is best answered by its opening, not by one of its sections.
      score: (named ? 100 : 0) + count(intro) + count(page.description),
    };
    for (const [index, heading] of page.headings.entries()) {
      const ownEnd = page.headings[index + 1]?.start ?? markdown.length;
      const text = withoutCitations(markdown.slice(heading.start, ownEnd));
      const sectionScore = count(heading.text) * 3 + count(text);
      if (sectionScore > best.score) best = {anchor: heading.anchor, heading: heading.text, text, score: sectionScore};
    }
    return {
      title: page.title,
      route: page.route,
      anchor: best.anchor,
      heading: best.heading,
      snippet: snippetOf(plainText(best.text.replace(/^#+ .*\n/, '')), terms),
      section: page.section,
      score: Math.round(score * 100) / 100,
    };
  }
}

/** About SNIPPET_CHARS of text around the first query term, cut at word boundaries. */
export function snippetOf(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0), Infinity);
  let start = at === Infinity ? 0 : Math.max(0, at - 60);
  if (start > 0) start = text.indexOf(' ', start) + 1;
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) end = Math.max(text.lastIndexOf(' ', end), start + 1);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
