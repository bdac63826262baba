/** The consent cookie: its name, its two values and the attributes it is written with. */
export const CONSENT_COOKIE = 'CookieConsent';
export const CONSENT_ACCEPTED = 'true';
export const CONSENT_DECLINED = 'false';
export const CONSENT_EXPIRES_DAYS = 365;

export type Consent = 'unknown' | 'accepted' | 'declined';

/** The attributes the consent cookie is written with; `domain` is left out where the host has none to share. */
export type ConsentCookieAttributes = {
  expires: number;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  domain?: string;
};

/** Where the page is served from: the parts of `window.location` the cookie depends on. */
export type PageLocation = {hostname: string; protocol: string};

const normalHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\.|\.$/g, '');

/**
 * The consent cookie's domain attribute on a host: the site's registrable domain with a leading dot, so the answer
 * holds on every sub-domain, when the page is served from that domain or below it. Anywhere else (localhost, an IP
 * address, a preview host) the browser would refuse the attribute, so there is none and the cookie stays on the host.
 */
export function consentCookieDomain(hostname: string, siteDomain: string): string | undefined {
  const host = normalHost(hostname);
  const domain = normalHost(siteDomain);
  if (!host || !domain) return undefined;
  return host === domain || host.endsWith(`.${domain}`) ? `.${domain}` : undefined;
}

/**
 * The consent cookie's attributes for a page: a year on every path, SameSite lax, Secure only over https, and the
 * site's domain where the page's host belongs to it. `siteDomain` is worked out at build time (`consentCookieDomain`
 * in the site config's customFields).
 */
export function consentCookieAttributes(
  {hostname, protocol}: PageLocation,
  siteDomain: string,
): ConsentCookieAttributes {
  const domain = consentCookieDomain(hostname, siteDomain);
  return {
    expires: CONSENT_EXPIRES_DAYS,
    sameSite: 'lax',
    secure: protocol === 'https:',
    path: '/',
    ...(domain ? {domain} : {}),
  };
}

/** The site's cookie domain out of the site config's customFields; '' when the build set none. */
export function siteCookieDomainFrom(customFields: Record<string, unknown> | undefined): string {
  const domain = customFields?.consentCookieDomain;
  return typeof domain === 'string' ? domain : '';
}

/** Reads the consent out of a cookie value (`undefined` when there is no cookie). */
export function parseConsent(value: string | undefined | null): Consent {
  if (value === CONSENT_ACCEPTED) return 'accepted';
  if (value === CONSENT_DECLINED) return 'declined';
  return 'unknown';
}
