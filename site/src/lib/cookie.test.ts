import {describe, expect, it} from 'vitest';
import {consentCookieAttributes, consentCookieString, parseConsent, readCookie, registrableDomain} from './cookie';

describe('registrableDomain', () => {
  it.each([
    ['docs.roocode.com', '.roocode.com'],
    ['roocode.com', '.roocode.com'],
    ['a.b.docs.roocode.com', '.roocode.com'],
    ['DOCS.RooCode.com.', '.roocode.com'],
    ['docs.example.co.uk', '.example.co.uk'],
    ['example.co.uk', '.example.co.uk'],
    ['roo-docs.github.io', '.roo-docs.github.io'],
    ['preview-12.roo-docs.pages.dev', '.roo-docs.pages.dev'],
  ])('scopes %s to %s', (host, domain) => {
    expect(registrableDomain(host)).toBe(domain);
  });

  it.each([
    'localhost',
    'docs.localhost',
    '127.0.0.1',
    '192.168.1.20',
    '[::1]',
    '::1',
    'intranet',
    '',
    'github.io',
    'co.uk',
  ])('leaves the domain unset on %j', (host) => {
    expect(registrableDomain(host)).toBeUndefined();
  });
});

describe('consentCookieAttributes', () => {
  it('keeps the cookie a year with SameSite lax, Secure and the shared domain on the https site', () => {
    expect(consentCookieAttributes({hostname: 'docs.roocode.com', protocol: 'https:'})).toEqual({
      expires: 365,
      sameSite: 'lax',
      secure: true,
      domain: '.roocode.com',
    });
  });

  it('sets no domain and no Secure flag on http://localhost', () => {
    const attributes = consentCookieAttributes({hostname: 'localhost', protocol: 'http:'});
    expect(attributes).toEqual({expires: 365, sameSite: 'lax', secure: false});
    expect('domain' in attributes).toBe(false);
  });

  it('sets no domain on an IP address', () => {
    expect(consentCookieAttributes({hostname: '127.0.0.1', protocol: 'http:'}).domain).toBeUndefined();
  });

  it('drops Secure on a plain-http sub-domain but keeps the domain', () => {
    expect(consentCookieAttributes({hostname: 'docs.roocode.com', protocol: 'http:'})).toMatchObject({
      secure: false,
      domain: '.roocode.com',
    });
  });
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

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('theme=dark; CookieConsent=true; other=1', 'CookieConsent')).toBe('true');
  });

  it('does not mistake a cookie whose name only ends the same', () => {
    expect(readCookie('NotCookieConsent=true', 'CookieConsent')).toBeUndefined();
  });

  it('gives undefined when the cookie is absent or the header is empty', () => {
    expect(readCookie('', 'CookieConsent')).toBeUndefined();
    expect(readCookie('a=1', 'CookieConsent')).toBeUndefined();
  });

  it('decodes an encoded value and keeps a malformed one as written', () => {
    expect(readCookie('x=a%20b', 'x')).toBe('a b');
    expect(readCookie('x=%E0%A4%A', 'x')).toBe('%E0%A4%A');
  });
});

describe('consentCookieString', () => {
  const now = Date.UTC(2025, 0, 1);

  it('writes the answer for a year on every path, with the shared domain and Secure over https', () => {
    const attributes = consentCookieAttributes({hostname: 'docs.roocode.com', protocol: 'https:'});
    expect(consentCookieString('true', attributes, now)).toBe(
      'CookieConsent=true; path=/; expires=Thu, 01 Jan 2026 00:00:00 GMT; domain=.roocode.com; SameSite=Lax; Secure',
    );
  });

  it('leaves out the domain and Secure on a local address over http', () => {
    const attributes = consentCookieAttributes({hostname: '127.0.0.1', protocol: 'http:'});
    expect(consentCookieString('false', attributes, now)).toBe(
      'CookieConsent=false; path=/; expires=Thu, 01 Jan 2026 00:00:00 GMT; SameSite=Lax',
    );
  });
});
