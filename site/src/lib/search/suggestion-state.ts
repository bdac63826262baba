// What the search box shows while answers to the reader's keystrokes come back in any order. Each query the box
// asks about takes a ticket; only the answer to the newest ticket is shown, whole, and only it makes the list
// settled. An answer that arrives after a newer query was typed (or the box was emptied) changes nothing.
import type {SearchHit} from './site-search';

export type SuggestionState = {
  /** `searching` until the newest query's answer is in; `done` and `failed` are settled. */
  status: 'idle' | 'searching' | 'done' | 'failed';
  /** The newest answer's suggestions (kept while a newer query is being searched, so the list does not blink). */
  hits: SearchHit[];
  /** The query the hits answer, when a typo was corrected. */
  correctedQuery?: string;
  /** The words the hits were found with: the corrected query, else the typed one. */
  searchedQuery?: string;
  /** The trimmed text of the box that the hits (or the failure) answer. */
  answers?: string;
  /** The ticket whose answer the box is waiting for or showing. */
  ticket: number;
};

export type SuggestionAnswer = {hits: SearchHit[]; correctedQuery?: string};

export type SuggestionEvent =
  /** The box was emptied, or holds too little to search. */
  | {type: 'cleared'; ticket: number}
  /** A query was typed and will be searched. */
  | {type: 'asked'; ticket: number}
  | ({type: 'answered'; ticket: number; query: string} & SuggestionAnswer)
  | {type: 'failed'; ticket: number; query: string};

export const IDLE: SuggestionState = {status: 'idle', hits: [], ticket: 0};

export function nextSuggestionState(state: SuggestionState, event: SuggestionEvent): SuggestionState {
  switch (event.type) {
    case 'cleared':
      return event.ticket > state.ticket ? {...IDLE, ticket: event.ticket} : state;
    case 'asked':
      return event.ticket > state.ticket ? {...state, status: 'searching', ticket: event.ticket} : state;
    case 'answered':
      if (event.ticket !== state.ticket || state.status !== 'searching') return state;
      return {
        status: 'done',
        hits: event.hits,
        correctedQuery: event.correctedQuery,
        searchedQuery: event.correctedQuery ?? event.query,
        answers: event.query,
        ticket: event.ticket,
      };
    case 'failed':
      if (event.ticket !== state.ticket || state.status !== 'searching') return state;
      return {status: 'failed', hits: [], answers: event.query, ticket: event.ticket};
  }
}

/**
 * Whether the list is the whole answer to what the box holds now. The box's text changes in one render and the feed
 * hears of it in an effect after that render, so for a moment the text is new while the state still says `done` for
 * the text before it: a reader (or a test) reading the list then would take the previous words' list as the answer.
 */
export function isSettledFor(state: SuggestionState, text: string): boolean {
  return (state.status === 'done' || state.status === 'failed') && state.answers === text.trim();
}
