// Drives the search box's suggestions from what the reader types: each change takes a ticket at once (so the list
// stops counting as settled), is searched after a short pause in typing, and its answer is applied through
// nextSuggestionState, which drops answers to older tickets. Kept free of React so tests can play answers back in
// any order.
import {IDLE, nextSuggestionState, type SuggestionAnswer, type SuggestionState} from './suggestion-state';

/** A single letter matches most of the index: searching it would download much of it for nothing. */
export const MIN_QUERY_LENGTH = 2;

export type SuggestionFeedDeps = {
  /** The suggestions for a trimmed query. */
  find: (query: string) => Promise<SuggestionAnswer>;
  /** Called with each new state. */
  onChange: (state: SuggestionState) => void;
  /** How long typing must pause before the query is searched. */
  pauseMs: number;
};

export function createSuggestionFeed({find, onChange, pauseMs}: SuggestionFeedDeps) {
  let state = IDLE;
  let tickets = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const apply = (event: Parameters<typeof nextSuggestionState>[1]) => {
    if (disposed) return;
    const next = nextSuggestionState(state, event);
    if (next === state) return;
    state = next;
    onChange(state);
  };
  const cancelPending = () => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
  };

  return {
    /** The box now holds `query`. */
    type(query: string): void {
      cancelPending();
      const typed = query.trim();
      tickets += 1;
      const ticket = tickets;
      if (typed.length < MIN_QUERY_LENGTH) {
        apply({type: 'cleared', ticket});
        return;
      }
      apply({type: 'asked', ticket});
      pending = setTimeout(() => {
        pending = undefined;
        find(typed).then(
          (answer) => apply({type: 'answered', ticket, query: typed, ...answer}),
          (error: unknown) => {
            console.warn('Search failed.', error);
            apply({type: 'failed', ticket, query: typed});
          },
        );
      }, pauseMs);
    },
    /** Stops a search that has not started; answers still on their way are dropped. */
    dispose(): void {
      cancelPending();
      disposed = true;
    },
    current: (): SuggestionState => state,
  };
}
