import {describe, expect, it} from 'vitest';
import {SITE_URL} from '@site/src/data/site';
import {siteCookieDomain} from './cookie-domain';

describe('siteCookieDomain', () => {
  it.each([
    ['https://docs.roocode.com', 'roocode.com'],
    ['https://roocode.com/', 'roocode.com'],
    ['https://a.b.docs.roocode.com/features', 'roocode.com'],
    ['https://DOCS.RooCode.com', 'roocode.com'],
    ['https://docs.example.co.uk', 'example.co.uk'],
    ['https://roo-docs.github.io', 'roo-docs.github.io'],
    ['https://preview-12.roo-docs.pages.dev', 'roo-docs.pages.dev'],
  ])('shares the cookie of %s across %s', (url, domain) => {
    expect(siteCookieDomain(url)).toBe(domain);
  });

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:8080',
    'http://192.168.1.20',
    'http://[::1]:3000',
    'http://intranet',
    'https://github.io',
    'https://co.uk',
  ])('gives no domain for %s', (url) => {
    expect(siteCookieDomain(url)).toBe('');
  });

  it('gives roocode.com for the configured site URL', () => {
    expect(siteCookieDomain(SITE_URL)).toBe('roocode.com');
  });
});
