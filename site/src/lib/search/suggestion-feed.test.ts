import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createSuggestionFeed} from './suggestion-feed';
import type {SuggestionAnswer, SuggestionState} from './suggestion-state';
import type {SearchHit} from './site-search';

const hit = (url: string): SearchHit => ({url, title: url, breadcrumb: [], snippet: [], isReleaseNote: false});
const answerFor = (query: string): SuggestionAnswer => ({hits: [hit(`/${query.replace(/\s+/g, '-')}`)]});

/** A search whose answers the test hands back one by one, in whatever order it likes. */
function fakeSearch() {
  const waiting = new Map<string, {resolve: (answer: SuggestionAnswer) => void; reject: (error: Error) => void}>();
  const find = vi.fn(
    (query: string) => new Promise<SuggestionAnswer>((resolve, reject) => waiting.set(query, {resolve, reject})),
  );
  const answer = async (query: string) => {
    waiting.get(query)?.resolve(answerFor(query));
    await Promise.resolve();
  };
  const fail = async (query: string) => {
    waiting.get(query)?.reject(new Error('offline'));
    await Promise.resolve();
  };
  return {find, answer, fail};
}

const PAUSE_MS = 80;

function setUp() {
  const search = fakeSearch();
  const states: SuggestionState[] = [];
  const feed = createSuggestionFeed({find: search.find, onChange: (state) => states.push(state), pauseMs: PAUSE_MS});
  /** Types `query` and waits out the pause, so it is searched. */
  const typeAndPause = (query: string) => {
    feed.type(query);
    vi.advanceTimersByTime(PAUSE_MS);
  };
  const shown = () => feed.current().hits.map((item) => item.url);
  return {feed, search, states, typeAndPause, shown};
}

describe('createSuggestionFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('settles on the last query when the answers come back in reverse order', async () => {
    const {feed, search, states, typeAndPause, shown} = setUp();
    for (const query of ['cu', 'custon', 'custon modes']) typeAndPause(query);
    await search.answer('custon modes');
    await search.answer('custon');
    await search.answer('cu');
    expect(feed.current().status).toBe('done');
    expect(shown()).toEqual(['/custon-modes']);
    // The older answers never reached the list, not even for a moment.
    expect(states.filter((state) => state.status === 'done')).toHaveLength(1);
  });

  it('waits for the last query when an older one answers first', async () => {
    const {feed, search, typeAndPause, shown} = setUp();
    typeAndPause('slahs');
    typeAndPause('slahs commands');
    await search.answer('slahs');
    expect(feed.current().status).toBe('searching');
    expect(shown()).toEqual([]);
    await search.answer('slahs commands');
    expect(feed.current()).toMatchObject({status: 'done', searchedQuery: 'slahs commands'});
    expect(shown()).toEqual(['/slahs-commands']);
  });

  it('stops counting as settled at the keystroke, keeping the last list until the new one is whole', async () => {
    const {feed, search, typeAndPause, shown} = setUp();
    typeAndPause('chek');
    await search.answer('chek');
    feed.type('chekpoints');
    expect(feed.current().status).toBe('searching');
    expect(shown()).toEqual(['/chek']);
    expect(search.find).toHaveBeenCalledTimes(1);
  });

  it('searches only what the box holds when typing pauses, however fast the keys came', () => {
    const {feed, search} = setUp();
    for (const query of ['ch', 'che', 'chek', 'chekp']) {
      feed.type(query);
      vi.advanceTimersByTime(PAUSE_MS - 1);
    }
    vi.advanceTimersByTime(1);
    expect(search.find.mock.calls).toEqual([['chekp']]);
  });

  it('keeps an emptied box empty when an answer to what it held arrives late', async () => {
    const {feed, search, typeAndPause} = setUp();
    typeAndPause('ollma');
    feed.type('o');
    await search.answer('ollma');
    expect(feed.current()).toMatchObject({status: 'idle', hits: []});
  });

  it('reports a failure only for the query the box holds', async () => {
    const {feed, search, typeAndPause, shown} = setUp();
    typeAndPause('anthropc');
    typeAndPause('anthropic');
    await search.fail('anthropc');
    expect(feed.current().status).toBe('searching');
    await search.answer('anthropic');
    expect(shown()).toEqual(['/anthropic']);
    await search.fail('anthropic');
    expect(feed.current().status).toBe('done');
  });

  it('drops every answer once disposed', async () => {
    const {feed, search, states, typeAndPause} = setUp();
    typeAndPause('marketplcae');
    feed.dispose();
    await search.answer('marketplcae');
    vi.advanceTimersByTime(PAUSE_MS);
    expect(states.at(-1)?.status).toBe('searching');
  });
});
