// The layout the search plugin's /search page renders into (swapped in by plugins/search-client-overrides.ts).
// The plugin's page has no <main> and an unlabelled section picker; both fail axe, and /search had no description.
// It also keeps a query typed before the page hydrated, which the page's first renders in the browser set back.
import {useRef, type ComponentProps, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {useKeptEarlyTyping} from '@site/src/hooks/use-kept-early-typing';
import styles from './styles.module.css';

const DESCRIPTION =
  'Search the Roo Code documentation: every guide, feature, provider and release note, or one section at a time.';

export default function SearchPageLayout({children, ...props}: ComponentProps<typeof Layout>): ReactNode {
  const main = useRef<HTMLElement>(null);
  useKeptEarlyTyping(main, 'input[name="q"]');
  return (
    <Layout description={DESCRIPTION} {...props}>
      <main ref={main}>
        {children}
        {/* The plugin renders <select id="context-selector"> without a label; a label can point at it by id. */}
        <label htmlFor="context-selector" className={styles.visuallyHidden}>
          Section to search
        </label>
      </main>
    </Layout>
  );
}
