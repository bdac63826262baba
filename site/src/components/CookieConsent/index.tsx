import {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {broadcastConsent, readStoredConsent, storeConsent, type ConsentEventDetail} from '@site/src/hooks/use-consent';
import {siteCookieDomainFrom} from '@site/src/lib/cookie';
import {whenIdle} from '@site/src/lib/when-idle';
import styles from './styles.module.css';

const BANNER_TEXT = 'Like most of the internet, we use cookies. Are you OK with that?';

/**
 * The cookie banner at the foot of the window, shown while no `CookieConsent` cookie holds an answer. Our own
 * rather than react-cookie-consent, whose cookie library read `document.cookie` unguarded on mounting and crashed
 * the page where cookies throw (sandboxed frames, privacy tools); here a throwing cookie only means the banner asks
 * again on the next visit. It appears once the browser is idle after hydration, so its state change does not run
 * in hydration's long task, and never in the server HTML.
 */
export default function CookieConsent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const siteDomain = siteCookieDomainFrom(siteConfig.customFields);
  // undefined until the idle check has run.
  const [visible, setVisible] = useState<boolean>();
  useEffect(() => whenIdle(() => setVisible(readStoredConsent() === 'unknown')), []);
  // Marks the moment the check's outcome is on screen, so a test of "no banner" can wait for it instead of guessing.
  useEffect(() => {
    if (visible !== undefined) document.documentElement.setAttribute('data-consent-checked', '');
  }, [visible]);
  if (!visible) return null;

  const answer = (consent: ConsentEventDetail['consent']) => {
    storeConsent(consent, siteDomain);
    setVisible(false);
    broadcastConsent(consent);
  };
  return (
    <div className={styles.banner} role="region" aria-label="Cookie consent">
      <div className={styles.text}>{BANNER_TEXT}</div>
      <div className={styles.buttons}>
        <button
          type="button"
          id="rcc-decline-button"
          className={styles.decline}
          aria-label="I decline"
          onClick={() => answer('declined')}
        >
          I decline
        </button>
        <button
          type="button"
          id="rcc-confirm-button"
          className={styles.accept}
          aria-label="I understand"
          onClick={() => answer('accepted')}
        >
          I understand
        </button>
      </div>
    </div>
  );
}
