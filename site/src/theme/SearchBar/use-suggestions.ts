// The box's suggestions for a query: searched a moment after the last keystroke, with answers to older keystrokes
// dropped when they arrive late.
import {useEffect, useState} from 'react';
import {siteSearch} from '@site/src/hooks/use-site-search';
import type {SearchHit} from '@site/src/lib/search/site-search';

/** SPEC §9: at most 8 suggestions. */
export const SUGGESTION_LIMIT = 8;
const TYPING_PAUSE_MS = 80;
/** A single letter matches most of the index: searching it would download much of it for nothing. */
const MIN_QUERY_LENGTH = 2;
/** Suggestions shown with the heading that matched and a snippet; the rest show title and breadcrumb. */
const DETAILED_SUGGESTIONS = 3;

export type SuggestionState = {
  status: 'idle' | 'searching' | 'done' | 'failed';
  hits: SearchHit[];
  /** The query the hits answer, when a typo was corrected. */
  correctedQuery?: string;
  searchedQuery?: string;
};

const IDLE: SuggestionState = {status: 'idle', hits: []};

export function useSuggestions(query: string): SuggestionState {
  const [state, setState] = useState<SuggestionState>(IDLE);
  // Bumped when the typo vocabulary arrives and would change what the current query searches.
  const [vocabularyArrivals, setVocabularyArrivals] = useState(0);
  useEffect(() => {
    const typed = query.trim();
    if (typed.length < MIN_QUERY_LENGTH) {
      setState(IDLE);
      return undefined;
    }
    let current = true;
    setState((previous) => ({...previous, status: 'searching'}));
    const search = async () => {
      try {
        const outcome = await siteSearch.search({query: typed, limit: SUGGESTION_LIMIT});
        const hits = await siteSearch.hitsFor(outcome.matches, DETAILED_SUGGESTIONS);
        if (current) {
          setState({
            status: 'done',
            hits,
            correctedQuery: outcome.correctedQuery,
            searchedQuery: outcome.correctedQuery ?? typed,
          });
          if (vocabularyArrivals === 0) {
            siteSearch.loadCorrections(typed).then(
              (changesQuery) => current && changesQuery && setVocabularyArrivals(1),
              () => undefined,
            );
          }
        }
      } catch (error) {
        console.warn('Search failed.', error);
        if (current) setState({status: 'failed', hits: []});
      }
    };
    const timer = setTimeout(() => void search(), TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, vocabularyArrivals]);
  return state;
}
