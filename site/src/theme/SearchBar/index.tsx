// Wraps the plugin's search box so that, while the index downloads, the box says so instead of showing nothing.
import {useState, useSyncExternalStore, type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {isIndexLoading, subscribeIndexLoading} from './search-by-worker';
import styles from './styles.module.css';

export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  const loading = useSyncExternalStore(subscribeIndexLoading, isIndexLoading, () => false);
  const [focused, setFocused] = useState(false);
  return (
    <div className={styles.wrapper} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      <SearchBar {...props} />
      {loading && focused && (
        <span className={styles.status} role="status">
          Loading search index…
        </span>
      )}
    </div>
  );
}
