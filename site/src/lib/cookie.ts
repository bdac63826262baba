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
  domain?: string;
};

// Suffixes under which anyone may register a name. A browser refuses a cookie scoped to one of them, so the
// registrable domain sits one label further left (`docs.example.co.uk` → `example.co.uk`). Not the whole Public
// Suffix List: the country suffixes readers' hosts are likely to use, and the preview hosts the site may be served from.
const MULTI_LABEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'com.au',
  'net.au',
  'org.au',
  'edu.au',
  'gov.au',
  'co.nz',
  'org.nz',
  'co.jp',
  'ne.jp',
  'or.jp',
  'co.kr',
  'or.kr',
  'co.in',
  'org.in',
  'net.in',
  'co.za',
  'org.za',
  'com.br',
  'net.br',
  'org.br',
  'com.cn',
  'net.cn',
  'org.cn',
  'com.hk',
  'com.sg',
  'com.tw',
  'com.mx',
  'com.ar',
  'com.tr',
  'co.il',
  'co.id',
  'com.my',
  'com.ph',
  'com.vn',
  'com.ua',
  'com.pl',
  'com.es',
  'github.io',
  'gitlab.io',
  'netlify.app',
  'vercel.app',
  'pages.dev',
  'workers.dev',
  'web.app',
  'firebaseapp.com',
  'herokuapp.com',
  'onrender.com',
  'fly.dev',
  'azurewebsites.net',
  'amplifyapp.com',
  'cloudfront.net',
]);

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** True for hosts a cookie cannot be scoped to with a domain attribute: loopback names, single labels, IP addresses. */
function hasNoSharedDomain(host: string): boolean {
  return (
    host === '' ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    !host.includes('.') ||
    IPV4.test(host) ||
    host.includes(':') // IPv6, with or without brackets
  );
}

/**
 * The registrable domain of a host name with a leading dot (`docs.roocode.com` → `.roocode.com`), so the choice
 * holds on every sub-domain of the site; `undefined` where no domain attribute may be set.
 */
export function registrableDomain(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (hasNoSharedDomain(host)) return undefined;
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  const take = MULTI_LABEL_SUFFIXES.has(lastTwo) ? 3 : 2;
  // The host is itself a public suffix (`github.io`): a domain attribute would make the browser drop the cookie.
  if (labels.length < take) return undefined;
  return `.${labels.slice(-take).join('.')}`;
}

/** Where the page is served from: the parts of `window.location` the cookie depends on. */
export type PageLocation = {hostname: string; protocol: string};

/** The consent cookie's attributes for a page: a year, SameSite lax, Secure only over https, the shared domain. */
export function consentCookieAttributes({hostname, protocol}: PageLocation): ConsentCookieAttributes {
  const domain = registrableDomain(hostname);
  return {
    expires: CONSENT_EXPIRES_DAYS,
    sameSite: 'lax',
    secure: protocol === 'https:',
    ...(domain ? {domain} : {}),
  };
}

/** Reads the consent out of a cookie value (`undefined` when there is no cookie). */
export function parseConsent(value: string | undefined | null): Consent {
  if (value === CONSENT_ACCEPTED) return 'accepted';
  if (value === CONSENT_DECLINED) return 'declined';
  return 'unknown';
}

/** Finds one cookie's value in a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * The `document.cookie` assignment that stores an answer: `CookieConsent=true; path=/; expires=…; SameSite=Lax`, plus
 * the domain and Secure when they apply. `now` is passed in so a test can fix the expiry date.
 */
export function consentCookieString(
  value: typeof CONSENT_ACCEPTED | typeof CONSENT_DECLINED,
  {expires, sameSite, secure, domain}: ConsentCookieAttributes,
  now: number,
): string {
  const expiry = new Date(now + expires * 24 * 60 * 60 * 1000).toUTCString();
  const parts = [`${CONSENT_COOKIE}=${value}`, 'path=/', `expires=${expiry}`];
  if (domain) parts.push(`domain=${domain}`);
  parts.push(`SameSite=${sameSite === 'lax' ? 'Lax' : sameSite}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
