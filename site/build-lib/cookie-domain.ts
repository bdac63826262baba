import {getDomain} from 'tldts';

/**
 * The registrable domain of the site's URL (`https://docs.roocode.com` → `roocode.com`), which the consent cookie is
 * shared across; '' for a URL whose host takes no domain attribute (localhost, an IP address, a single label).
 * Computed here, at build time, so the Public Suffix List never reaches the browser bundle.
 */
export function siteCookieDomain(siteUrl: string): string {
  // Browsers refuse a cookie scoped to a private suffix (github.io, pages.dev) as they do for com or co.uk, so the
  // private section of the list counts: a site on roo-docs.github.io shares its cookie across roo-docs.github.io only.
  return getDomain(siteUrl, {allowPrivateDomains: true}) ?? '';
}
