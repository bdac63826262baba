import {describe, expect, it} from 'vitest';
import {consentCookieAttributes, consentCookieDomain, parseConsent, siteCookieDomainFrom} from './cookie';

describe('consentCookieDomain', () => {
  it.each([
    ['docs.roocode.com', 'roocode.com', '.roocode.com'],
    ['roocode.com', 'roocode.com', '.roocode.com'],
    ['a.b.docs.roocode.com', 'roocode.com', '.roocode.com'],
    ['DOCS.RooCode.com.', 'roocode.com', '.roocode.com'],
    ['docs.roocode.com', '.RooCode.com', '.roocode.com'],
    ['docs.example.co.uk', 'example.co.uk', '.example.co.uk'],
  ])('on %s with the site on %s, shares the cookie across %s', (host, siteDomain, domain) => {
    expect(consentCookieDomain(host, siteDomain)).toBe(domain);
  });

  it.each([
    ['localhost', 'roocode.com'],
    ['127.0.0.1', 'roocode.com'],
    ['[::1]', 'roocode.com'],
    ['roo-docs.pages.dev', 'roocode.com'],
    ['notroocode.com', 'roocode.com'],
    ['roocode.com.evil.example', 'roocode.com'],
    ['com', 'roocode.com'],
    ['', 'roocode.com'],
    ['docs.roocode.com', ''],
    ['localhost', ''],
  ])('sets no domain on %j when the site domain is %j', (host, siteDomain) => {
    expect(consentCookieDomain(host, siteDomain)).toBeUndefined();
  });
});

describe('consentCookieAttributes', () => {
  it('keeps the cookie a year on every path, SameSite lax, Secure and shared on the https site', () => {
    expect(consentCookieAttributes({hostname: 'docs.roocode.com', protocol: 'https:'}, 'roocode.com')).toEqual({
      expires: 365,
      sameSite: 'lax',
      secure: true,
      path: '/',
      domain: '.roocode.com',
    });
  });

  it('sets no domain and no Secure flag on http://localhost', () => {
    const attributes = consentCookieAttributes({hostname: 'localhost', protocol: 'http:'}, 'roocode.com');
    expect(attributes).toEqual({expires: 365, sameSite: 'lax', secure: false, path: '/'});
    expect('domain' in attributes).toBe(false);
  });

  it('sets no domain on an IP address', () => {
    expect(consentCookieAttributes({hostname: '127.0.0.1', protocol: 'http:'}, 'roocode.com').domain).toBeUndefined();
  });

  it('sets no domain on a preview host outside the site domain, even over https', () => {
    expect(consentCookieAttributes({hostname: 'pr-3.roo.pages.dev', protocol: 'https:'}, 'roocode.com')).toEqual({
      expires: 365,
      sameSite: 'lax',
      secure: true,
      path: '/',
    });
  });

  it('drops Secure on a plain-http sub-domain but keeps the domain', () => {
    expect(consentCookieAttributes({hostname: 'docs.roocode.com', protocol: 'http:'}, 'roocode.com')).toMatchObject({
      secure: false,
      domain: '.roocode.com',
    });
  });
});

describe('siteCookieDomainFrom', () => {
  it('reads the domain the build put in customFields', () => {
    expect(siteCookieDomainFrom({posthogApiKey: '', consentCookieDomain: 'roocode.com'})).toBe('roocode.com');
  });

  it.each([undefined, {}, {consentCookieDomain: 42}, {consentCookieDomain: null}])(
    'gives no domain for %j',
    (customFields) => {
      expect(siteCookieDomainFrom(customFields)).toBe('');
    },
  );
});

describe('parseConsent', () => {
  it.each([
    ['true', 'accepted'],
    ['false', 'declined'],
    [undefined, 'unknown'],
    ['', 'unknown'],
    ['yes', 'unknown'],
  ] as const)('reads %j as %s', (value, consent) => {
    expect(parseConsent(value)).toBe(consent);
  });
});
