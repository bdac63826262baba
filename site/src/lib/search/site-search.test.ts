import {describe, expect, it, vi} from 'vitest';
import {createSiteSearch, inStableOrder, type PageList} from './site-search';
import type {PagefindApi, PagefindFilter, PagefindResult, PagefindResultData} from './pagefind-types';

type FakePage = {id: string; url: string; title: string; kind: 'guide' | 'note'; section?: string; words: string[]};

const PAGES: FakePage[] = [
  {
    id: 'a',
    url: '/features/checkpoints',
    title: 'Checkpoints',
    kind: 'guide',
    section: 'features',
    words: ['checkpoints', 'restore'],
  },
  {id: 'b', url: '/providers/ollama', title: 'Ollama', kind: 'guide', section: 'providers', words: ['ollama', 'local']},
  {
    id: 'c',
    url: '/update-notes/v3.28.10',
    title: '3.28.10',
    kind: 'note',
    section: 'update-notes',
    words: ['checkpoints'],
  },
  {id: 'd', url: '/faq', title: 'FAQ', kind: 'guide', words: ['checkpoints', 'ollama', 'mcp']},
];

// Like Pagefind's, the excerpt marks the words of the query that found the page.
const dataOf = (page: FakePage, words: string[]): PagefindResultData => ({
  url: page.url,
  excerpt: `About ${words
    .filter((word) => page.words.includes(word))
    .map((word) => `<mark>${word}</mark>`)
    .join(' ')} here`,
  meta: {title: page.title, breadcrumb: page.section === 'features' ? 'Features' : ''},
  sub_results: [{title: page.title, url: page.url, excerpt: 'x'}],
});

/** A Pagefind stand-in: a page matches when it has every word of the query; filters are matched exactly. */
function fakePagefind(searches: string[]): PagefindApi {
  const matches = (page: FakePage, filters: PagefindFilter = {}) =>
    Object.entries(filters).every(([key, value]) => (page as Record<string, unknown>)[key] === value);
  return {
    options: async () => undefined,
    init: async () => undefined,
    preload: async (term) => {
      searches.push(`preload ${term}`);
    },
    search: async (term, options) => {
      searches.push(term ?? '');
      const words = (term ?? '').toLowerCase().split(/\s+/);
      const found = PAGES.filter(
        (page) => words.every((word) => page.words.includes(word)) && matches(page, options?.filters),
      );
      return {
        results: found.map((page): PagefindResult => ({
          id: page.id,
          score: 1,
          data: vi.fn(async () => dataOf(page, words)),
        })),
      };
    },
  };
}

const stem = async () => (word: string) => word.replace(/s$/, '');

function setUp(files: Record<string, string> = {}) {
  const searches: string[] = [];
  const fetched: string[] = [];
  const api = fakePagefind(searches);
  const search = createSiteSearch({
    loadPagefind: async () => api,
    fetchBundleFile: async (name) => {
      fetched.push(name);
      return files[name];
    },
    loadStemmer: stem,
  });
  return {search, searches, fetched};
}

const LIST: PageList = Object.fromEntries(PAGES.map((page) => [page.id, [page.url, page.title, '']]));

describe('createSiteSearch', () => {
  it('lists guides before release notes, whatever the section of the page the reader is on', async () => {
    const {search} = setUp();
    const {matches} = await search.search({query: 'checkpoints', limit: 8});
    expect(matches.map((match) => match.id)).toEqual(['a', 'd', 'c']);
  });

  it('leaves release notes out when the guides fill the limit', async () => {
    const {search, searches} = setUp();
    const {matches} = await search.search({query: 'checkpoints', limit: 2});
    expect(matches.map((match) => match.id)).toEqual(['a', 'd']);
    expect(searches).toEqual(['checkpoints']);
  });

  it('searches one section when asked, the release notes included', async () => {
    const {search} = setUp();
    expect((await search.search({query: 'checkpoints', section: 'update-notes'})).matches.map((m) => m.id)).toEqual([
      'c',
    ]);
    expect((await search.search({query: 'ollama', section: 'providers'})).matches.map((m) => m.id)).toEqual(['b']);
  });

  it('corrects a typo that finds nothing, loading the vocabulary only then', async () => {
    const {search, fetched} = setUp({'vocabulary.txt': 'checkpoints\nollama\nrestore'});
    const outcome = await search.search({query: 'chekpoints', limit: 8});
    expect(outcome.correctedQuery).toBe('checkpoints');
    expect(outcome.matches.map((match) => match.id)).toEqual(['a', 'd', 'c']);
    expect(fetched.filter((name) => name !== 'index-chunks.json')).toEqual(['vocabulary.txt']);
  });

  it('asks again when the corrected words find nothing once, instead of showing what the typo matched', async () => {
    const searches: string[] = [];
    const api = fakePagefind(searches);
    // The first search of the corrected words finds no guide, as when an index chunk failed to download.
    let dropped = false;
    const flaky: PagefindApi = {
      ...api,
      search: async (term, options) => {
        if (term === 'checkpoints' && !dropped) {
          dropped = true;
          return {results: []};
        }
        return api.search(term, options);
      },
    };
    const search = createSiteSearch({
      loadPagefind: async () => flaky,
      fetchBundleFile: async (name) => (name === 'vocabulary.txt' ? 'checkpoints\nollama\nrestore' : undefined),
      loadStemmer: stem,
    });
    const outcome = await search.search({query: 'chekpoints', limit: 8});
    expect(dropped).toBe(true);
    expect(outcome.correctedQuery).toBe('checkpoints');
    expect(outcome.matches.map((match) => match.id)).toEqual(['a', 'd', 'c']);
  });

  it('searches known words that no page shares only a few times', async () => {
    const {search, searches} = setUp({'vocabulary.txt': 'checkpoints\nollama\nrestore'});
    const outcome = await search.search({query: 'restore ollama', limit: 8});
    expect(outcome.matches).toEqual([]);
    // Three tries of the guides, then the release notes once.
    expect(searches.filter((term) => term === 'restore ollama').length).toBe(4);
  });

  it('prefers the corrected words to whatever the typo matched', async () => {
    const {search} = setUp({'vocabulary.txt': 'checkpoints\nollama\nrestore'});
    const outcome = await search.search({query: 'olama', limit: 8});
    expect(outcome.correctedQuery).toBe('ollama');
  });

  it('searches short words as typed without waiting for the vocabulary', async () => {
    const never = new Promise<string | undefined>(() => undefined);
    const waiting = createSiteSearch({
      loadPagefind: async () => fakePagefind([]),
      fetchBundleFile: (name) => (name === 'vocabulary.txt' ? never : Promise.resolve(undefined)),
      loadStemmer: stem,
    });
    const outcome = await waiting.search({query: 'mcp', limit: 8});
    expect(outcome.matches.map((match) => match.id)).toEqual(['d']);
    expect(outcome.correctedQuery).toBeUndefined();
  });

  it('returns no matches for a typo with no close word, or without a vocabulary', async () => {
    expect((await setUp().search.search({query: 'qzxwvjkplm', limit: 8})).matches).toEqual([]);
    const withWords = setUp({'vocabulary.txt': 'checkpoints'});
    expect(await withWords.search.search({query: 'qzxwvjkplm', limit: 8})).toEqual({matches: []});
  });

  it('details the first suggestions and takes the others from the page list', async () => {
    const {search} = setUp({'pages.json': JSON.stringify(LIST)});
    const {matches} = await search.search({query: 'checkpoints', limit: 8});
    const hits = await search.hitsFor(matches, 1);
    expect(hits.map((hit) => [hit.url, hit.title, hit.snippet.length > 0, hit.isReleaseNote])).toEqual([
      ['/features/checkpoints', 'Checkpoints', true, false],
      ['/faq', 'FAQ', false, false],
      ['/update-notes/v3.28.10', '3.28.10', false, true],
    ]);
    // The three best were read once to check they really match, and not again for the suggestions.
    expect(matches[0].data).toHaveBeenCalledTimes(1);
  });

  it('treats pages that matched only a guessed beginning of an unknown word as no match', async () => {
    const searches: string[] = [];
    const api = fakePagefind(searches);
    // Pagefind's guess: the pages of a known word, with none of the query's words marked.
    const guessing: PagefindApi = {
      ...api,
      search: async (term, options) => {
        const found = await api.search(term === 'qzxwvjkplm' ? 'checkpoints' : term, options);
        if (term !== 'qzxwvjkplm' || !found) return found;
        return {
          results: found.results.map((result) => ({
            ...result,
            data: async () => ({...(await result.data()), excerpt: 'no marks'}),
          })),
        };
      },
    };
    const search = createSiteSearch({
      loadPagefind: async () => guessing,
      fetchBundleFile: async () => undefined,
      loadStemmer: stem,
    });
    expect(await search.search({query: 'qzxwvjkplm', limit: 8})).toEqual({matches: []});
    expect((await search.search({query: 'checkpoints', limit: 8})).matches).toHaveLength(3);
  });

  it("reads each query's own excerpts, not those of an earlier query that found the same page", async () => {
    const {search} = setUp();
    await search.hitsFor((await search.search({query: 'checkpoints', limit: 8})).matches);
    const {matches} = await search.search({query: 'restore', limit: 8});
    expect(matches.map((match) => match.id)).toEqual(['a']);
    const [hit] = await search.hitsFor(matches);
    expect(hit.snippet.filter((part) => part.marked).map((part) => part.text)).toEqual(['restore']);
  });

  it('falls back to the page data when the page list cannot be had', async () => {
    const {search} = setUp();
    const {matches} = await search.search({query: 'ollama', limit: 8});
    const hits = await search.hitsFor(matches, 0);
    expect(hits.map((hit) => hit.title)).toEqual(['Ollama', 'FAQ']);
  });
});

describe('index chunks fetched before a search', () => {
  // Three chunks: words before "restore", "restore" itself, and from "restore_" on.
  const CHUNKS = JSON.stringify([
    ['a', 'ollama'],
    ['restore', 'restore'],
    ['restore_', 'zzz'],
  ]);

  it("fetches every chunk the query's words can reach, then searches", async () => {
    const {search, searches} = setUp({'index-chunks.json': CHUNKS, 'vocabulary.txt': 'checkpoints\nollama\nrestore'});
    await search.search({query: 'Restores', limit: 8});
    // Corrected to "restore", whose extensions ("restore_point") continue into the third chunk.
    expect(searches).toEqual(['preload restore restore_', 'restore', 'restore']);
  });

  it('adds the chunks of the beginnings of a word the vocabulary does not have', async () => {
    const {search, searches} = setUp({'index-chunks.json': CHUNKS, 'vocabulary.txt': 'checkpoints\nollama\nrestore'});
    await search.search({query: 'rzzzz', limit: 8});
    // Pagefind, finding nothing that begins with "rzzzz", would score the longest known word it begins with ("r").
    expect(searches[0]).toBe('preload a restore_');
  });

  it('searches as Pagefind would on its own when the chunk list cannot be had', async () => {
    const {search, searches} = setUp({});
    await search.search({query: 'restore', limit: 8});
    expect(searches.some((entry) => entry.startsWith('preload'))).toBe(false);
  });
});

describe('the same query, whatever the timing', () => {
  const VOCABULARY = 'checkpoints\nollama\nrestore';

  /** Like Pagefind, a word no page contains is left out of the match, and the words that remain find their pages. */
  function lenientPagefind(delays: number[] = []): PagefindApi {
    const api = fakePagefind([]);
    const known = new Set(PAGES.flatMap((page) => page.words));
    let call = 0;
    return {
      ...api,
      search: async (term, options) => {
        // Each answer takes its own time, so answers to queries typed one after another come back out of order.
        const delay = delays[call++ % Math.max(1, delays.length)] ?? 0;
        await new Promise((resolve) => setTimeout(resolve, delay));
        const words = (term ?? '').split(/\s+/).filter((word) => known.has(word));
        return api.search(words.join(' '), options);
      },
    };
  }

  function deferredVocabulary() {
    let arrive = () => {};
    const file = new Promise<string>((resolve) => (arrive = () => resolve(VOCABULARY)));
    return {file, arrive};
  }

  const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
  const summary = async (pending: Promise<{matches: PagefindResult[]; correctedQuery?: string}>) => {
    const {matches, correctedQuery} = await pending;
    return {ids: matches.map((match) => match.id), correctedQuery};
  };
  // "ollama" alone finds b and d; corrected, "ollama checkpoints" finds only d, the page about both.
  const EXPECTED = {ids: ['d'], correctedQuery: 'ollama checkpoints'};

  it.each([
    ['before the query', 'before'],
    ['while the query is searched', 'during'],
    ['after the words as typed found pages', 'late'],
  ] as const)('corrects a typo the same way when the vocabulary arrives %s', async (_label, arrival) => {
    const vocabulary = deferredVocabulary();
    const search = createSiteSearch({
      loadPagefind: async () => lenientPagefind(),
      fetchBundleFile: async (name) => (name === 'vocabulary.txt' ? vocabulary.file : undefined),
      loadStemmer: stem,
    });
    if (arrival === 'before') {
      vocabulary.arrive();
      await search.search({query: 'ollama', limit: 8});
    }
    const pending = summary(search.search({query: 'ollama chekpoints', limit: 8}));
    if (arrival === 'during') vocabulary.arrive();
    if (arrival === 'late') setTimeout(vocabulary.arrive, 20);
    expect(await pending).toEqual(EXPECTED);
  });

  it('answers every prefix typed on the way, in any order, and the last query as if typed alone', async () => {
    const vocabulary = deferredVocabulary();
    const search = createSiteSearch({
      loadPagefind: async () => lenientPagefind([30, 5, 20, 0, 10, 25]),
      fetchBundleFile: async (name) => (name === 'vocabulary.txt' ? vocabulary.file : undefined),
      loadStemmer: stem,
    });
    const typing = ['ol', 'olla', 'ollama', 'ollama che', 'ollama chek', 'ollama chekpoints'];
    const answers = typing.map((query) => summary(search.search({query, limit: 8})));
    await settle(8);
    vocabulary.arrive();
    const last = await answers.at(-1);
    await Promise.all(answers);
    expect(last).toEqual(EXPECTED);
  });

  it('searches the words as typed when the vocabulary cannot be had', async () => {
    const search = createSiteSearch({
      loadPagefind: async () => lenientPagefind(),
      fetchBundleFile: async () => undefined,
      loadStemmer: stem,
    });
    expect(await summary(search.search({query: 'ollama chekpoints', limit: 8}))).toEqual({
      ids: ['b', 'd'],
      correctedQuery: undefined,
    });
  });
});

describe('inStableOrder', () => {
  const result = (id: string, score: number) => ({id, score, data: () => Promise.reject(new Error('unused'))});

  it('orders by score and breaks ties by page id, whatever order the pages arrived in', () => {
    const arrived = [result('b', 1), result('c', 2), result('a', 1), result('d', 1)];
    expect(inStableOrder(arrived).map(({id}) => id)).toEqual(['c', 'a', 'b', 'd']);
    expect(inStableOrder([...arrived].reverse()).map(({id}) => id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('counts scores that differ only in their last digits as equal', () => {
    const noisy = [result('b', 48.09865), result('a', 48.09864), result('c', 48.2)];
    expect(inStableOrder(noisy).map(({id}) => id)).toEqual(['c', 'a', 'b']);
  });
});
