// Searches the site's Pagefind index: guide pages first, then release notes when the guides leave room (SPEC §9).
// The outside world (loading a bundle's script, fetching the vocabulary) is passed in, so tests hand in fakes.
import {PAGE_KINDS, PAGES_FILE, RELEASE_NOTES_SECTION, VOCABULARY_FILE} from './bundles';
import {correctQuery, needsVocabulary, parseVocabulary, type Vocabulary} from './correct-query';
import {excerptParts, trimExcerpt, type ExcerptPart} from './excerpt';
import {isGenuineMatch} from './genuine-match';
import type {PagefindApi, PagefindFilter, PagefindResult, PagefindResultData} from './pagefind-types';

/** SPEC §9: a suggestion's snippet is at most about this many characters. */
export const SNIPPET_LENGTH = 50;

/** The best matches whose text is read to tell real matches from Pagefind's guesses (genuine-match.ts). */
const CHECKED_MATCHES = 3;

export type SearchHit = {
  /** The page, or the heading of it that matched best, with the query's terms for highlighting. */
  url: string;
  title: string;
  /** The sections above the page, e.g. ["Features", "MCP"]. */
  breadcrumb: string[];
  /** The heading that matched, when the match is under one. */
  heading?: string;
  snippet: ExcerptPart[];
  isReleaseNote: boolean;
};

export type SearchOutcome = {
  /** Every match, guides before release notes, each loaded into a hit only when shown. */
  matches: PagefindResult[];
  /** The query searched in place of the typed one, when the typed one had a typo and found nothing. */
  correctedQuery?: string;
};

export type SearchRequest = {
  query: string;
  /** One of the sections' ids to search only that section, or undefined for the whole site. */
  section?: string;
  /** At most this many matches (the box shows 8); the /search page asks for all. */
  limit?: number;
};

/** `{[fragment id]: [address, title, breadcrumb]}`, written by the build beside the index. */
export type PageList = Record<string, [string, string, string]>;

export type SiteSearchDeps = {
  /** Loads and initialises Pagefind. */
  loadPagefind: () => Promise<PagefindApi>;
  /** A text file of the bundle (the page list, the vocabulary), or undefined when it cannot be had. */
  fetchBundleFile: (name: string) => Promise<string | undefined>;
};

const isReleaseNoteUrl = (url: string) => url.startsWith(`/${RELEASE_NOTES_SECTION}/`);
const breadcrumbOf = (text: string | undefined) => (text ?? '').split(' › ').filter(Boolean);

function hitFrom(data: PagefindResultData): SearchHit {
  // The first sub-result is the page's top when the match is before any heading; a later one is a heading.
  const [best] = data.sub_results;
  const underHeading = best !== undefined && best.anchor !== undefined && best.url !== data.url;
  const excerpt = underHeading ? best.excerpt : data.excerpt;
  return {
    url: underHeading ? best.url : data.url,
    title: data.meta.title ?? data.url,
    breadcrumb: breadcrumbOf(data.meta.breadcrumb),
    heading: underHeading ? best.title : undefined,
    snippet: trimExcerpt(excerptParts(excerpt), SNIPPET_LENGTH),
    isReleaseNote: isReleaseNoteUrl(data.url),
  };
}

function hitFromList([url, title, breadcrumb]: [string, string, string]): SearchHit {
  return {url, title, breadcrumb: breadcrumbOf(breadcrumb), snippet: [], isReleaseNote: isReleaseNoteUrl(url)};
}

/**
 * Pagefind's results by score, ties broken by page id. Pagefind leaves pages of equal score in the order its index
 * chunks happened to arrive in, so without this the eighth suggestion of a query could change from one visit to
 * the next ("browzer use" ended on either of two equally scored pages).
 */
export function inStableOrder(results: readonly PagefindResult[]): PagefindResult[] {
  return [...results].sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function createSiteSearch({loadPagefind, fetchBundleFile}: SiteSearchDeps) {
  let vocabulary: Promise<Vocabulary | undefined> | undefined;
  const loadVocabulary = () => {
    vocabulary ??= fetchBundleFile(VOCABULARY_FILE).then(
      (file) => (file ? parseVocabulary(file) : undefined),
      () => undefined,
    );
    return vocabulary;
  };
  let pageList: Promise<PageList> | undefined;
  const loadPageList = () => {
    pageList ??= fetchBundleFile(PAGES_FILE).then(
      (file) => (file ? (JSON.parse(file) as PageList) : {}),
      () => ({}),
    );
    return pageList;
  };

  // The check for real matches and the suggestions read a match's data once. Keyed by the result object, not the
  // page: the data's excerpts mark the words of the query that found it.
  const matchData = new WeakMap<PagefindResult, Promise<PagefindResultData>>();
  const dataOf = (match: PagefindResult) => {
    let data = matchData.get(match);
    if (!data) {
      data = match.data();
      matchData.set(match, data);
      data.catch(() => matchData.delete(match));
    }
    return data;
  };

  async function results(query: string, filters: PagefindFilter) {
    const api = await loadPagefind();
    const search = await api.search(query, {filters});
    return inStableOrder(search?.results ?? []);
  }

  async function rawSearch(query: string, section: string | undefined, limit = Infinity): Promise<PagefindResult[]> {
    if (section !== undefined) {
      // Within one section the release notes' index comes before the notes, like every guide.
      const [guides, notes] = await Promise.all([
        results(query, {kind: PAGE_KINDS.guide, section}),
        results(query, {kind: PAGE_KINDS.note, section}),
      ]);
      return [...guides, ...notes].slice(0, limit);
    }
    const guides = await results(query, {kind: PAGE_KINDS.guide});
    if (guides.length >= limit) return guides.slice(0, limit);
    const notes = await results(query, {kind: PAGE_KINDS.note});
    return [...guides, ...notes].slice(0, limit);
  }

  /** The matches, or none when the best of them only matched a guessed beginning of the query's words. */
  async function genuineSearch(query: string, section?: string, limit?: number): Promise<PagefindResult[]> {
    const matches = await rawSearch(query, section, limit);
    const best = await Promise.all(matches.slice(0, CHECKED_MATCHES).map(dataOf));
    const genuine = best.some((data) =>
      isGenuineMatch(query, [data.excerpt, ...data.sub_results.map((sub) => sub.excerpt)], data.meta.title ?? ''),
    );
    return genuine ? matches : [];
  }

  async function corrected(typed: string, known: Vocabulary | undefined, section?: string, limit?: number) {
    const correctedQuery = known ? correctQuery(typed, known) : undefined;
    if (!correctedQuery) return undefined;
    const matches = await genuineSearch(correctedQuery, section, limit);
    return matches.length > 0 ? {matches, correctedQuery} : undefined;
  }

  return {
    /** Starts downloading Pagefind and the page list, so the first keystroke finds them ready. */
    warmUp: async (): Promise<void> => {
      await Promise.all([loadPagefind(), loadPageList()]);
    },

    /**
     * The matches for a query, decided the same way every time: when a word of the query might be a typo, the
     * vocabulary is awaited before anything is searched, so the outcome never depends on whether its download
     * finished before or after the query: the same words find the same pages. The corrected words win when they
     * find something; otherwise the words as typed.
     */
    async search({query, section, limit}: SearchRequest): Promise<SearchOutcome> {
      const typed = query.trim();
      if (typed === '') return {matches: []};
      // Fetched from the first query on, so the words that follow a short beginning ("sl") find it ready.
      const vocabularyLoading = loadVocabulary();
      const known = needsVocabulary(typed) ? await vocabularyLoading : undefined;
      return (await corrected(typed, known, section, limit)) ?? {matches: await genuineSearch(typed, section, limit)};
    },

    /**
     * What the reader sees of some matches: the first `detailed` with the heading that matched and a snippet (one
     * download each), the others with title and breadcrumb from the page list.
     */
    async hitsFor(matches: readonly PagefindResult[], detailed = matches.length): Promise<SearchHit[]> {
      const list = detailed < matches.length ? await loadPageList() : {};
      return Promise.all(
        matches.map(async (match, index) => {
          const listed = list[match.id];
          return index >= detailed && listed ? hitFromList(listed) : hitFrom(await dataOf(match));
        }),
      );
    },
  };
}
