// The navbar search box: a combobox over the whole site's Pagefind index (src/hooks/use-site-search.ts). From any
// page it lists the 8 best pages of the whole site, guides before release notes, and corrects a typo that finds
// nothing. The index loads when the box is first hovered or focused.
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useKeptEarlyTyping} from '@site/src/hooks/use-kept-early-typing';
import {useSearchIndexLoading, siteSearch} from '@site/src/hooks/use-site-search';
import {highlightedUrl, searchPageUrl} from '@site/src/lib/search/urls';
import {useSuggestions} from './use-suggestions';
import Suggestions from './Suggestions';
import styles from './styles.module.css';

const INPUT_SELECTOR = 'input.navbar__search-input';
/** Downloads the code of the page at `url` ahead of a click; a failure only means the click will wait for it. */
const preloadRoute = (url: string) => {
  const loading = window.docusaurus?.preload(url.split(/[?#]/)[0]);
  if (loading) loading.catch(() => undefined);
};
const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export default function SearchBar(): ReactNode {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const loading = useSearchIndexLoading();
  const state = useSuggestions(query);
  useKeptEarlyTyping(wrapper, INPUT_SELECTOR);

  useEffect(() => {
    const onKeydown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKeydown);
    return () => document.removeEventListener('keydown', onKeydown);
  }, []);

  useEffect(() => setActive(-1), [state.hits]);
  // A suggestion's page code is fetched once the reader points at it or moves to it with the arrows, not before:
  // most suggestions shown are never opened.
  const activeUrl = state.hits[active]?.url;
  useEffect(() => {
    if (activeUrl !== undefined) preloadRoute(activeUrl);
  }, [activeUrl]);

  const warmUp = () => {
    siteSearch.warmUp().catch(() => undefined);
  };
  const go = (url: string) => {
    setOpen(false);
    input.current?.blur();
    history.push(url);
  };
  const choose = (index: number) => {
    const hit = state.hits[index];
    if (hit) go(highlightedUrl(hit.url, state.searchedQuery ?? query));
    else if (query.trim() !== '') go(searchPageUrl(query));
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = state.hits.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(active >= 0 ? active : 0);
    } else if (event.key === 'Escape') {
      if (open && query !== '') setOpen(false);
      else input.current?.blur();
    }
  };

  const expanded = open && query.trim() !== '';
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  return (
    <div
      ref={wrapper}
      className={styles.wrapper}
      // Lets a test wait for the index to have arrived and been rendered instead of sleeping.
      data-index-loading={loading ? '' : undefined}
      onMouseEnter={warmUp}
      onFocus={() => {
        setFocused(true);
        warmUp();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setFocused(false);
          setOpen(false);
        }
      }}
    >
      <input
        ref={input}
        type="search"
        className="navbar__search-input"
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {query !== '' ? (
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear search"
          onClick={() => {
            setQuery('');
            input.current?.focus();
          }}
        >
          ✕
        </button>
      ) : (
        isBrowser && (
          <span className={styles.hint} aria-hidden="true">
            <kbd>{isMac() ? '⌘' : 'ctrl'}</kbd>
            <kbd>K</kbd>
          </span>
        )
      )}
      {loading && focused && (
        <span className={styles.status} role="status">
          Loading search index…
        </span>
      )}
      {expanded && !loading && (
        <Suggestions
          id={listboxId}
          optionId={optionId}
          state={state}
          active={active}
          query={query}
          onChoose={choose}
          onHover={setActive}
          onSeeAll={() => go(searchPageUrl(query))}
          onIntent={preloadRoute}
        />
      )}
    </div>
  );
}
