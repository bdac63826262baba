import {describe, expect, it} from 'vitest';
import {IDLE, isSettledFor, nextSuggestionState, type SuggestionState} from './suggestion-state';

const hit = (url: string) => ({url, title: url, breadcrumb: [], snippet: [], isReleaseNote: false});

function answered(query: string, ticket = 1): SuggestionState {
  const asked = nextSuggestionState(IDLE, {type: 'asked', ticket});
  return nextSuggestionState(asked, {type: 'answered', ticket, query, hits: [hit('/a')]});
}

describe('isSettledFor', () => {
  it('counts a list as settled only for the text it answers, spaces around it aside', () => {
    const state = answered('concurent file e');
    expect(isSettledFor(state, 'concurent file e')).toBe(true);
    expect(isSettledFor(state, ' concurent file e ')).toBe(true);
    // The box already holds the next letters and the feed has not heard of them yet.
    expect(isSettledFor(state, 'concurent file edits')).toBe(false);
  });

  it('keeps the text a corrected answer was typed as, not the corrected words', () => {
    const asked = nextSuggestionState(IDLE, {type: 'asked', ticket: 1});
    const state = nextSuggestionState(asked, {
      type: 'answered',
      ticket: 1,
      query: 'slahs',
      correctedQuery: 'slash',
      hits: [hit('/a')],
    });
    expect(state.searchedQuery).toBe('slash');
    expect(isSettledFor(state, 'slahs')).toBe(true);
    expect(isSettledFor(state, 'slash')).toBe(false);
  });

  it('is never settled while searching or idle, and settled on a failure for its own text', () => {
    const searching = nextSuggestionState(answered('mcp'), {type: 'asked', ticket: 2});
    expect(isSettledFor(searching, 'mcp')).toBe(false);
    expect(isSettledFor(IDLE, '')).toBe(false);
    const failed = nextSuggestionState(searching, {type: 'failed', ticket: 2, query: 'mcp servers'});
    expect(isSettledFor(failed, 'mcp servers')).toBe(true);
    expect(isSettledFor(failed, 'mcp')).toBe(false);
  });
});
