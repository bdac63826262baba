import {useEffect, useState, type ReactNode} from 'react';
import {localStore} from '@site/src/hooks/use-local-storage';
import styles from './styles.module.css';

export const DISMISSED_KEY = 'roo-teams-banner-dismissed';
const DISMISSED_ATTRIBUTE = 'data-teams-banner-dismissed';
// The early-access programme as of Roo Code 3.28 (September 2025) is on the enterprise page of the website.
export const EARLY_ACCESS_URL = 'https://roocode.com/enterprise';

// Runs while the HTML is parsed, before the first paint, so a reader who dismissed the banner never sees it
// flash in and then vanish (and the content never jumps). A storage that throws simply leaves the banner shown.
const HIDE_BEFORE_PAINT = `try{if(localStorage.getItem(${JSON.stringify(DISMISSED_KEY)})){document.documentElement.setAttribute(${JSON.stringify(DISMISSED_ATTRIBUTE)},'')}}catch(e){}`;

// Remembers a dismissal for the rest of the visit even when local storage is blocked.
let dismissedThisVisit = false;

/** The Roo Code for teams banner at the top of doc pages: shown until the reader dismisses it, then never again. */
export default function PromoBanner(): ReactNode {
  const [dismissed, setDismissed] = useState(dismissedThisVisit);
  useEffect(() => {
    if (localStore().getItem(DISMISSED_KEY)) setDismissed(true);
  }, []);
  if (dismissed) return null;

  const dismiss = () => {
    dismissedThisVisit = true;
    localStore().setItem(DISMISSED_KEY, 'true');
    setDismissed(true);
  };

  return (
    <>
      <script dangerouslySetInnerHTML={{__html: HIDE_BEFORE_PAINT}} />
      <aside className={styles.banner} aria-label="Roo Code for teams">
        <div className={styles.message}>
          <strong>Roo Code Cloud for teams is in early access.</strong>{' '}
          <a href={EARLY_ACCESS_URL} target="_blank" rel="noopener noreferrer" className={styles.link}>
            Apply to join
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <button type="button" className={styles.dismiss} onClick={dismiss} aria-label="Dismiss the teams banner">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </button>
      </aside>
    </>
  );
}
