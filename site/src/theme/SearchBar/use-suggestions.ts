// The box's suggestions for a query, from the site search through the suggestion feed
// (src/lib/search/suggestion-feed.ts), which decides what is shown when answers arrive late or out of order.
import {useEffect, useRef, useState} from 'react';
import {siteSearch} from '@site/src/hooks/use-site-search';
import {createSuggestionFeed} from '@site/src/lib/search/suggestion-feed';
import {IDLE, type SuggestionAnswer, type SuggestionState} from '@site/src/lib/search/suggestion-state';

export type {SuggestionState};

/** SPEC §9: at most 8 suggestions. */
export const SUGGESTION_LIMIT = 8;
const TYPING_PAUSE_MS = 80;
/** Suggestions shown with the heading that matched and a snippet; the rest show title and breadcrumb. */
const DETAILED_SUGGESTIONS = 3;

async function findSuggestions(query: string): Promise<SuggestionAnswer> {
  const outcome = await siteSearch.search({query, limit: SUGGESTION_LIMIT});
  const hits = await siteSearch.hitsFor(outcome.matches, DETAILED_SUGGESTIONS);
  return {hits, correctedQuery: outcome.correctedQuery};
}

export function useSuggestions(query: string): SuggestionState {
  const [state, setState] = useState<SuggestionState>(IDLE);
  const feed = useRef<ReturnType<typeof createSuggestionFeed>>(undefined);
  useEffect(() => {
    const created = createSuggestionFeed({find: findSuggestions, onChange: setState, pauseMs: TYPING_PAUSE_MS});
    feed.current = created;
    return () => created.dispose();
  }, []);
  useEffect(() => feed.current?.type(query), [query]);
  return state;
}
