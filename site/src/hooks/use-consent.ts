import Cookies from 'js-cookie';
import {
  CONSENT_ACCEPTED,
  CONSENT_COOKIE,
  CONSENT_DECLINED,
  consentCookieAttributes,
  parseConsent,
  type Consent,
} from '@site/src/lib/cookie';

/** Fired on `window` when the reader answers the cookie banner; `detail.consent` is 'accepted' or 'declined'. */
export const CONSENT_EVENT = 'roo:consent-change';

export type ConsentEventDetail = {consent: Exclude<Consent, 'unknown'>};

declare global {
  interface WindowEventMap {
    [CONSENT_EVENT]: CustomEvent<ConsentEventDetail>;
  }
}

/** The consent stored in the cookie; 'unknown' during the server render and before the reader answers. */
export function readStoredConsent(): Consent {
  if (typeof document === 'undefined') return 'unknown';
  // Sandboxed frames and some privacy tools make `document.cookie` throw: then nothing is stored, and the banner
  // asks again, rather than the page crashing.
  try {
    return parseConsent(Cookies.get(CONSENT_COOKIE));
  } catch {
    return 'unknown';
  }
}

/**
 * Stores an answer in the consent cookie, shared across `siteDomain` (the build's `consentCookieDomain`) when the page
 * is served from it; false (and one warning) when the browser refuses cookies.
 */
export function storeConsent(consent: ConsentEventDetail['consent'], siteDomain: string): boolean {
  const value = consent === 'accepted' ? CONSENT_ACCEPTED : CONSENT_DECLINED;
  try {
    Cookies.set(CONSENT_COOKIE, value, consentCookieAttributes(window.location, siteDomain));
    return true;
  } catch (error) {
    console.warn('Cookies are unavailable, so the cookie choice holds for this visit only:', error);
    return false;
  }
}

/** Tells the rest of the page (the analytics client module) about the reader's answer. */
export function broadcastConsent(consent: ConsentEventDetail['consent']): void {
  window.dispatchEvent(new CustomEvent<ConsentEventDetail>(CONSENT_EVENT, {detail: {consent}}));
}

/** Calls `listener` with every answer given from now on; returns the unsubscribe function. */
export function onConsentChange(listener: (consent: ConsentEventDetail['consent']) => void): () => void {
  const handle = (event: CustomEvent<ConsentEventDetail>) => listener(event.detail.consent);
  window.addEventListener(CONSENT_EVENT, handle);
  return () => window.removeEventListener(CONSENT_EVENT, handle);
}
