import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import styles from './styles.module.css';

// The calculator is interactive only, so it loads in its own chunk after the page renders.
const Calculator = lazy(() => import('./Calculator'));

/** Estimates the cost of a request from the model catalogue, with a sortable comparison of models. */
export default function CostCalculator(): ReactNode {
  const placeholder = <div className={styles.placeholder}>Loading the cost calculator…</div>;
  return (
    <>
      {/* Plain text: the search plugin's parser reads a noscript's inside as text, tags and all. */}
      <noscript>The cost calculator runs in your browser and needs JavaScript turned on.</noscript>
      <BrowserOnly fallback={placeholder}>
        {() => (
          <Suspense fallback={placeholder}>
            <Calculator />
          </Suspense>
        )}
      </BrowserOnly>
    </>
  );
}
