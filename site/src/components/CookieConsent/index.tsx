import type {ReactNode} from 'react';
import ReactCookieConsent from 'react-cookie-consent';
import {CONSENT_ACCEPTED, CONSENT_COOKIE, CONSENT_DECLINED, consentCookieAttributes} from '@site/src/lib/cookie';
import {broadcastConsent} from '@site/src/hooks/use-consent';
import {useIdleAfterMount} from '@site/src/hooks/use-idle-after-mount';
import styles from './styles.module.css';

const BANNER_TEXT = 'Like most of the internet, we use cookies. Are you OK with that?';

// The server render has no location; the banner only appears (and only writes the cookie) in the browser.
const pageLocation = () =>
  typeof window === 'undefined' ? {hostname: 'localhost', protocol: 'http:'} : window.location;

/**
 * The cookie banner at the foot of the window. react-cookie-consent shows it only while no `CookieConsent` cookie
 * exists (it reads the cookie after mounting, so the server HTML never contains it) and writes `true` or `false`.
 * It mounts once the browser is idle after hydration: mounted during hydration, its state change on mounting made
 * React re-render synchronously and run every effect of the page in the same long task.
 */
export default function CookieConsent(): ReactNode {
  const idle = useIdleAfterMount();
  const {domain, secure, expires, sameSite} = consentCookieAttributes(pageLocation());
  if (!idle) return null;
  return (
    <ReactCookieConsent
      location="bottom"
      cookieName={CONSENT_COOKIE}
      cookieValue={CONSENT_ACCEPTED}
      declineCookieValue={CONSENT_DECLINED}
      expires={expires}
      sameSite={sameSite}
      cookieSecurity={secure}
      extraCookieOptions={domain ? {domain} : {}}
      enableDeclineButton
      buttonText="I understand"
      declineButtonText="I decline"
      buttonId="rcc-confirm-button"
      declineButtonId="rcc-decline-button"
      ariaAcceptLabel="I understand"
      ariaDeclineLabel="I decline"
      onAccept={() => broadcastConsent('accepted')}
      onDecline={() => broadcastConsent('declined')}
      disableStyles
      containerClasses={styles.banner}
      contentClasses={styles.text}
      buttonWrapperClasses={styles.buttons}
      buttonClasses={styles.accept}
      declineButtonClasses={styles.decline}
      customContainerAttributes={{role: 'region', 'aria-label': 'Cookie consent'}}
    >
      {BANNER_TEXT}
    </ReactCookieConsent>
  );
}
