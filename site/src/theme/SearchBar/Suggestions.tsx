// The list under the search box: each suggestion's page title, where it sits (section, page heading) and a snippet
// with the matched words marked; "No results" when nothing matched; and a link to every result on /search.
import type {MouseEvent, ReactNode} from 'react';
import {searchPageUrl} from '@site/src/lib/search/urls';
import type {ExcerptPart} from '@site/src/lib/search/excerpt';
import {isSettledFor} from '@site/src/lib/search/suggestion-state';
import type {SuggestionState} from './use-suggestions';
import styles from './styles.module.css';

type Props = {
  id: string;
  optionId: (index: number) => string;
  state: SuggestionState;
  active: number;
  query: string;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
  /** Opens /search with the query; a click with a modifier key is left to the browser (a new tab, a window). */
  onSeeAll: () => void;
  /** Starts downloading the code of a page the reader is about to open. */
  onIntent: (url: string) => void;
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function Snippet({parts}: {parts: readonly ExcerptPart[]}): ReactNode {
  return parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text));
}

export default function Suggestions(props: Props): ReactNode {
  const {id, optionId, state, active, query, onChoose, onHover, onSeeAll, onIntent} = props;
  const settled = isSettledFor(state, query);
  const allResults = searchPageUrl(query);
  return (
    <div className={styles.dropdown}>
      {state.correctedQuery && (
        <p className={styles.note}>
          Showing results for <strong>{state.correctedQuery}</strong>
        </p>
      )}
      <ul id={id} role="listbox" aria-label="Search suggestions" aria-busy={!settled} className={styles.listbox}>
        {state.hits.map((hit, index) => (
          <li
            key={`${hit.url}-${index}`}
            id={optionId(index)}
            data-url={hit.url}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onMouseEnter={() => onHover(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(index)}
          >
            <span className={styles.hitTitle}>
              {hit.title}
              {hit.heading && <span className={styles.hitHeading}> › {hit.heading}</span>}
            </span>
            <span className={styles.hitPath}>{hit.breadcrumb.join(' › ') || 'Roo Code Docs'}</span>
            {hit.snippet.length > 0 && (
              <span className={styles.hitSnippet}>
                <Snippet parts={hit.snippet} />
              </span>
            )}
          </li>
        ))}
        {settled && state.hits.length === 0 && (
          <li className={styles.empty} role="presentation">
            {state.status === 'failed' ? 'Search is unavailable right now' : 'No results'}
          </li>
        )}
      </ul>
      {state.hits.length > 0 && (
        // Not a Docusaurus Link: that one downloads the page's code as soon as it is shown, and most readers pick a
        // suggestion instead. This one does so when pointed at or focused.
        <a
          className={styles.all}
          href={allResults}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onIntent(allResults)}
          onFocus={() => onIntent(allResults)}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onSeeAll();
          }}
        >
          See all results
        </a>
      )}
    </div>
  );
}
