// The /search page (SPEC §2): every match of `q` across the site or in the section `ctx`, guides before release
// notes, loaded a page of results at a time. The route is added by plugins/pagefind-search.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import {SECTIONS} from '@site/src/data/sections';
import {useKeptEarlyTyping} from '@site/src/hooks/use-kept-early-typing';
import {readSearchPageParams, searchPagePath} from '@site/src/lib/search/search-page-params';
import SearchResults from './SearchResults';
import styles from './styles.module.css';

const DESCRIPTION =
  'Search the Roo Code documentation: every guide, feature, provider and release note, or one section at a time.';
const SECTION_IDS = SECTIONS.map((section) => section.id);

export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const main = useRef<HTMLElement>(null);
  const [query, setQuery] = useState('');
  const [section, setSection] = useState('');
  const [version, setVersion] = useState('');
  useKeptEarlyTyping(main, 'input[name="q"]');

  // The address is read once the page runs in a browser: the server rendered the page without it.
  useEffect(() => {
    if (!isBrowser) return;
    const params = readSearchPageParams(location.search, SECTION_IDS);
    setQuery(params.query);
    setSection(params.section);
    setVersion(params.version);
    // Only the first reading: later changes come from this page's own controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reading the address again would undo typing
  }, [isBrowser]);

  const update = (next: {query?: string; section?: string}) => {
    const merged = {query: next.query ?? query, section: next.section ?? section};
    setQuery(merged.query);
    setSection(merged.section);
    history.replace(searchPagePath(merged));
  };

  const heading = query.trim() === '' ? 'Search the documentation' : `Search results for "${query}"`;
  return (
    <Layout title="Search" description={DESCRIPTION}>
      <main ref={main} className={`container margin-vert--lg ${styles.page}`}>
        <h1>{heading}</h1>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            aria-label="Search the documentation"
            placeholder="Type your search here"
            autoComplete="off"
            value={query}
            onChange={(event) => update({query: event.target.value})}
          />
          <label htmlFor="context-selector" className="sr-only">
            Section to search
          </label>
          <select
            id="context-selector"
            className={styles.select}
            value={section}
            onChange={(event) => update({section: event.target.value})}
          >
            <option value="">Everywhere</option>
            {SECTIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </form>
        <noscript>
          <p>Searching needs JavaScript. Every page is also listed in the sidebar and in /llms.txt.</p>
        </noscript>
        {isBrowser && <SearchResults query={query} section={section} knownVersion={version === ''} />}
      </main>
    </Layout>
  );
}
