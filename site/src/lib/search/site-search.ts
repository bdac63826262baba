// Searches the site's Pagefind index: guide pages first, then release notes when the guides leave room (SPEC §9).
// The outside world (loading a bundle's script, fetching the vocabulary) is passed in, so tests hand in fakes.
import {INDEX_CHUNKS_FILE, PAGE_KINDS, PAGES_FILE, RELEASE_NOTES_SECTION, VOCABULARY_FILE} from './bundles';
import {chunksFor, pagefindTerms, probeFor, type IndexChunk, type Stemmer} from './chunk-plan';
import {
  correctQuery,
  isKnownOrBeginning,
  needsVocabulary,
  parseVocabulary,
  usesOnlyKnownWords,
  type Vocabulary,
} from './correct-query';
import {excerptParts, trimExcerpt, type ExcerptPart} from './excerpt';
import {isGenuineMatch} from './genuine-match';
import type {PagefindApi, PagefindFilter, PagefindResult, PagefindResultData} from './pagefind-types';

/** SPEC §9: a suggestion's snippet is at most about this many characters. */
export const SNIPPET_LENGTH = 50;

/** The best matches whose text is read to tell real matches from Pagefind's guesses (genuine-match.ts). */
const CHECKED_MATCHES = 3;

/**
 * Times the guides are searched again when a query of words they use found none of them. Pagefind searches without
 * an index chunk whose download failed (it logs the error and forgets the chunk, so the next search fetches it
 * again): on a busy machine a corrected query then found no guide once in a few hundred typings, and the box fell back
 * to what the misspelt words matched (issue 43). Known words that truly share no guide only cost two more searches
 * of chunks already loaded.
 */
const RETRIES_OF_KNOWN_WORDS = 2;

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
  /** Loads a stemmer that agrees with Pagefind's, to tell which index chunks a word's extensions lie in. */
  loadStemmer: () => Promise<Stemmer>;
};

/** What it takes to fetch a query's index chunks: each chunk's bounds and a word that fetches it. */
type ChunkPlan = {chunks: IndexChunk[]; probes: (string | undefined)[]; stem: Stemmer};

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

/** Scores this close count as equal: Pagefind adds a page's word scores in an order that can move the last digits. */
const SCORE_STEP = 1e-3;

/**
 * Pagefind's results by score, ties broken by page id. Pagefind leaves pages of equal score in the order its index
 * chunks happened to arrive in, and with the same chunks loaded in another order a score can differ in its fifth
 * decimal ("concurrent file reads": 48.09864 or 48.09865), so scores are compared to SCORE_STEP.
 */
export function inStableOrder(results: readonly PagefindResult[]): PagefindResult[] {
  const step = (score: number) => Math.round(score / SCORE_STEP);
  return [...results].sort((a, b) => step(b.score) - step(a.score) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function createSiteSearch({loadPagefind, fetchBundleFile, loadStemmer}: SiteSearchDeps) {
  let vocabulary: Promise<Vocabulary | undefined> | undefined;
  /** The vocabulary once it has arrived: a query that does not wait for it still uses it then. */
  let arrivedVocabulary: Vocabulary | undefined;
  const loadVocabulary = () => {
    vocabulary ??= fetchBundleFile(VOCABULARY_FILE).then(
      (file) => (arrivedVocabulary = file ? parseVocabulary(file) : undefined),
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

  let chunkPlan: Promise<ChunkPlan | undefined> | undefined;
  const loadChunkPlan = () => {
    chunkPlan ??= Promise.all([fetchBundleFile(INDEX_CHUNKS_FILE), loadStemmer()]).then(
      ([file, stem]) => {
        if (!file) return undefined;
        const chunks = (JSON.parse(file) as [string, string][]).map(([from, to]) => ({from, to}));
        return {chunks, probes: chunks.map((_, index) => probeFor(chunks, index)), stem};
      },
      () => undefined,
    );
    return chunkPlan;
  };

  /**
   * Fetches every index chunk the query's words can reach before it is searched, so its scores do not depend on the
   * chunks earlier queries happened to fetch (chunk-plan.ts). Without the chunk list, Pagefind fetches what it does.
   */
  async function fetchChunksFor(api: PagefindApi, query: string, known: Vocabulary | undefined) {
    const plan = await loadChunkPlan();
    if (!plan) return;
    const terms = pagefindTerms(query).map((term) => ({
      term,
      mayBeUnknown: !known || !isKnownOrBeginning(term, known),
    }));
    const probes = chunksFor(terms, plan.chunks, plan.stem).flatMap((index) => plan.probes[index] ?? []);
    if (probes.length > 0) await api.preload(probes.join(' '));
  }

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

  /** The whole site's guides for a query, asked again when words the guides use found none. */
  async function guidesFor(query: string, known: Vocabulary | undefined): Promise<PagefindResult[]> {
    const retries = known && usesOnlyKnownWords(query, known) ? RETRIES_OF_KNOWN_WORDS : 0;
    for (let attempt = 0; ; attempt += 1) {
      const guides = await results(query, {kind: PAGE_KINDS.guide});
      if (guides.length > 0 || attempt >= retries) return guides;
    }
  }

  async function rawSearch(
    query: string,
    known: Vocabulary | undefined,
    section: string | undefined,
    limit = Infinity,
  ): Promise<PagefindResult[]> {
    await fetchChunksFor(await loadPagefind(), query, known);
    if (section !== undefined) {
      // Within one section the release notes' index comes before the notes, like every guide.
      const [guides, notes] = await Promise.all([
        results(query, {kind: PAGE_KINDS.guide, section}),
        results(query, {kind: PAGE_KINDS.note, section}),
      ]);
      return [...guides, ...notes].slice(0, limit);
    }
    const guides = await guidesFor(query, known);
    if (guides.length >= limit) return guides.slice(0, limit);
    const notes = await results(query, {kind: PAGE_KINDS.note});
    return [...guides, ...notes].slice(0, limit);
  }

  /** The matches, or none when the best of them only matched a guessed beginning of the query's words. */
  async function genuineSearch(
    query: string,
    known: Vocabulary | undefined,
    section?: string,
    limit?: number,
  ): Promise<PagefindResult[]> {
    const matches = await rawSearch(query, known, section, limit);
    const best = await Promise.all(matches.slice(0, CHECKED_MATCHES).map(dataOf));
    const genuine = best.some((data) =>
      isGenuineMatch(query, [data.excerpt, ...data.sub_results.map((sub) => sub.excerpt)], data.meta.title ?? ''),
    );
    return genuine ? matches : [];
  }

  async function corrected(typed: string, known: Vocabulary | undefined, section?: string, limit?: number) {
    const correctedQuery = known ? correctQuery(typed, known) : undefined;
    if (!correctedQuery) return undefined;
    const matches = await genuineSearch(correctedQuery, known, section, limit);
    return matches.length > 0 ? {matches, correctedQuery} : undefined;
  }

  return {
    /** Starts downloading Pagefind, the page list and the chunk list, so the first keystroke finds them ready. */
    warmUp: async (): Promise<void> => {
      await Promise.all([loadPagefind(), loadPageList(), loadChunkPlan()]);
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
      const known = needsVocabulary(typed) ? await vocabularyLoading : arrivedVocabulary;
      return (
        (await corrected(typed, known, section, limit)) ?? {matches: await genuineSearch(typed, known, section, limit)}
      );
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
