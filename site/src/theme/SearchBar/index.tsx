// Wraps the plugin's search box so that, while the index downloads, the box says so instead of showing nothing, so
// that the index arriving late never pulls the focus back from where the reader has moved on to, and so that text
// typed before the page hydrated is kept and searched.
import {useEffect, useRef, useState, useSyncExternalStore, type ComponentProps, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchBar from '@theme-original/SearchBar';
import {watchEarlyTyping, type EarlyTyping} from './early-typing';
import {guardSearchBoxRefocus} from './refocus-guard';
import {isIndexLoading, subscribeIndexLoading} from './search-by-worker';
import styles from './styles.module.css';

export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  const loading = useSyncExternalStore(subscribeIndexLoading, isIndexLoading, () => false);
  const [focused, setFocused] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const earlyTyping = useRef<EarlyTyping | null>(null);
  const isBrowser = useIsBrowser();
  useEffect(() => {
    const input = wrapper.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input) return undefined;
    const unguard = guardSearchBoxRefocus(input);
    earlyTyping.current = watchEarlyTyping(input);
    return () => {
      unguard();
      earlyTyping.current?.stop();
    };
  }, []);
  // The plugin's resets run in timers set by its effects; a parent's effects run after its children's, so this
  // timer comes after the reset of the same commit, the one of the commit where the page learns it is in a browser.
  useEffect(() => {
    if (!isBrowser) return undefined;
    const timer = setTimeout(() => earlyTyping.current?.restore(), 0);
    return () => clearTimeout(timer);
  }, [isBrowser]);
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
