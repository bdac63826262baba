// The /search page's result list: a count, then the matches a batch at a time (each match's title, breadcrumb and
// snippet is a download of its own, so a common word does not fetch hundreds of them at once).
import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {siteSearch} from '@site/src/hooks/use-site-search';
import type {SearchHit, SearchOutcome} from '@site/src/lib/search/site-search';
import {highlightedUrl} from '@site/src/lib/search/urls';
import {Snippet} from '@site/src/theme/SearchBar/Suggestions';
import styles from './styles.module.css';

const BATCH = 20;
const TYPING_PAUSE_MS = 150;

type Props = {query: string; section: string; knownVersion: boolean};
type Found = {status: 'searching' | 'done' | 'failed'; outcome?: SearchOutcome; hits: SearchHit[]};

export default function SearchResults({query, section, knownVersion}: Props): ReactNode {
  const [found, setFound] = useState<Found>({status: 'searching', hits: []});
  const [shown, setShown] = useState(BATCH);
  const typed = query.trim();

  useEffect(() => {
    setShown(BATCH);
    if (typed === '' || !knownVersion) {
      setFound({status: 'done', hits: []});
      return undefined;
    }
    let current = true;
    setFound((previous) => ({...previous, status: 'searching'}));
    const timer = setTimeout(() => {
      siteSearch
        .search({query: typed, section: section || undefined})
        .then(async (outcome) => {
          const hits = await siteSearch.hitsFor(outcome.matches.slice(0, BATCH));
          if (current) setFound({status: 'done', outcome, hits});
        })
        .catch((error: unknown) => {
          console.warn('Search failed.', error);
          if (current) setFound({status: 'failed', hits: []});
        });
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed, section, knownVersion]);

  useEffect(() => {
    const matches = found.outcome?.matches ?? [];
    if (shown <= found.hits.length || found.hits.length >= matches.length) return undefined;
    let current = true;
    siteSearch.hitsFor(matches.slice(found.hits.length, shown)).then(
      (more) => current && setFound((previous) => ({...previous, hits: [...previous.hits, ...more]})),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [shown, found]);

  if (typed === '') return null;
  if (found.status === 'searching' && found.hits.length === 0) return <p role="status">Searching…</p>;
  if (found.status === 'failed') return <p role="status">Search is unavailable right now. Please try again later.</p>;
  const total = found.outcome?.matches.length ?? 0;
  if (total === 0) return <p role="status">No results</p>;
  const searched = found.outcome?.correctedQuery ?? typed;
  return (
    <>
      <p role="status">
        {total === 1 ? '1 document found' : `${total} documents found`}
        {found.outcome?.correctedQuery && ` for "${found.outcome.correctedQuery}"`}
      </p>
      {found.hits.map((hit, index) => (
        <article key={`${hit.url}-${index}`} className={styles.searchResultItem}>
          <h2>
            <Link to={highlightedUrl(hit.url, searched)}>
              {hit.title}
              {hit.heading && ` › ${hit.heading}`}
            </Link>
          </h2>
          <p className={styles.searchResultItemPath}>{hit.breadcrumb.join(' › ') || 'Roo Code Docs'}</p>
          {hit.snippet.length > 0 && (
            <p className={styles.searchResultItemSummary}>
              <Snippet parts={hit.snippet} />
            </p>
          )}
        </article>
      ))}
      {found.hits.length < total && (
        <button type="button" className="button button--secondary" onClick={() => setShown(found.hits.length + BATCH)}>
          Show more results
        </button>
      )}
    </>
  );
}
