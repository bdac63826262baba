// Wraps the plugin's search box so that, while the index downloads, the box says so instead of showing nothing, so
// that the index arriving late never pulls the focus back from where the reader has moved on to, and so that text
// typed before the page hydrated is kept and searched.
import {useEffect, useRef, useState, useSyncExternalStore, type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {useKeptEarlyTyping} from '@site/src/hooks/use-kept-early-typing';
import {guardSearchBoxRefocus} from './refocus-guard';
import {isIndexLoading, subscribeIndexLoading} from './search-by-worker';
import styles from './styles.module.css';

const SEARCH_INPUT = 'input.navbar__search-input';

export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  const loading = useSyncExternalStore(subscribeIndexLoading, isIndexLoading, () => false);
  const [focused, setFocused] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = wrapper.current?.querySelector<HTMLInputElement>(SEARCH_INPUT);
    return input ? guardSearchBoxRefocus(input) : undefined;
  }, []);
  useKeptEarlyTyping(wrapper, SEARCH_INPUT);
  return (
    <div ref={wrapper} className={styles.wrapper} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      <SearchBar {...props} />
      {loading && focused && (
        <span className={styles.status} role="status">
          Loading search index…
        </span>
      )}
    </div>
  );
}
