// The layout the search plugin's /search page renders into (swapped in by plugins/search-client-overrides.ts).
// The plugin's page has no <main> and an unlabelled section picker; both fail axe, and /search had no description.
import type {ComponentProps, ReactNode} from 'react';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

const DESCRIPTION =
  'Search the Roo Code documentation: every guide, feature, provider and release note, or one section at a time.';

export default function SearchPageLayout({children, ...props}: ComponentProps<typeof Layout>): ReactNode {
  return (
    <Layout description={DESCRIPTION} {...props}>
      <main>
        {children}
        {/* The plugin renders <select id="context-selector"> without a label; a label can point at it by id. */}
        <label htmlFor="context-selector" className={styles.visuallyHidden}>
          Section to search
        </label>
      </main>
    </Layout>
  );
}
