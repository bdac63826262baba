// Wraps the plugin's search box so that, while the index downloads, the box says so instead of showing nothing, and
// so that the index arriving late never pulls the focus back from where the reader has moved on to.
import {useEffect, useRef, useState, useSyncExternalStore, type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {guardSearchBoxRefocus} from './refocus-guard';
import {isIndexLoading, subscribeIndexLoading} from './search-by-worker';
import styles from './styles.module.css';

export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  const loading = useSyncExternalStore(subscribeIndexLoading, isIndexLoading, () => false);
  const [focused, setFocused] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = wrapper.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    return input ? guardSearchBoxRefocus(input) : undefined;
  }, []);
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
