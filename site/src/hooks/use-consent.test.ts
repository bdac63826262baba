import {afterEach, describe, expect, it, vi} from 'vitest';
import {readStoredConsent, storeConsent} from './use-consent';

const throwing = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

/** A `document` whose cookie jar keeps every assignment as written, and reads back name=value pairs like a browser. */
function fakeDocument(initial = ''): {written: string[]} {
  const written: string[] = [];
  let jar = initial;
  vi.stubGlobal(
    'document',
    Object.defineProperty({}, 'cookie', {
      get: () => jar,
      set: (value: string) => {
        written.push(value);
        jar = [jar, value.split(';')[0]].filter(Boolean).join('; ');
      },
    }),
  );
  return {written};
}

const attributesOf = (cookie: string) =>
  cookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());

afterEach(() => vi.unstubAllGlobals());

describe('the consent cookie when the browser refuses cookies', () => {
  it('reads as no answer instead of throwing', () => {
    vi.stubGlobal('document', Object.defineProperty({}, 'cookie', {get: throwing, set: throwing}));
    expect(readStoredConsent()).toBe('unknown');
  });

  it('reports a refused write and warns once, instead of throwing', () => {
    vi.stubGlobal('document', Object.defineProperty({}, 'cookie', {get: () => '', set: throwing}));
    vi.stubGlobal('window', {location: {hostname: '127.0.0.1', protocol: 'http:'}});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(storeConsent('accepted', 'roocode.com')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('readStoredConsent', () => {
  it('finds the answer among other cookies', () => {
    fakeDocument('theme=dark; CookieConsent=true; other=1');
    expect(readStoredConsent()).toBe('accepted');
  });

  it('does not mistake a cookie whose name only ends the same', () => {
    fakeDocument('NotCookieConsent=true');
    expect(readStoredConsent()).toBe('unknown');
  });
});

describe('storeConsent', () => {
  it('reads back an answer it stored', () => {
    fakeDocument();
    vi.stubGlobal('window', {location: {hostname: '127.0.0.1', protocol: 'http:'}});
    expect(storeConsent('declined', 'roocode.com')).toBe(true);
    expect(readStoredConsent()).toBe('declined');
  });

  it('writes the answer for a year on every path, shared across the site domain, Secure over https', () => {
    const {written} = fakeDocument();
    vi.stubGlobal('window', {location: {hostname: 'docs.roocode.com', protocol: 'https:'}});
    // A fixed clock: the expiry is then exactly a year later, not "a year, give or take the test's run time".
    const now = Date.UTC(2026, 0, 15, 12, 0, 0);
    vi.useFakeTimers({now, toFake: ['Date']});
    expect(storeConsent('accepted', 'roocode.com')).toBe(true);
    vi.useRealTimers();
    expect(written).toHaveLength(1);
    expect(written[0].split(';')[0]).toBe('CookieConsent=true');
    const attributes = attributesOf(written[0]);
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'domain=.roocode.com', 'samesite=lax', 'secure']));
    const expires = attributes.find((part) => part.startsWith('expires='));
    const days = (Date.parse(expires!.slice('expires='.length)) - now) / 86_400_000;
    expect(days).toBe(365);
  });

  it('leaves out the domain and Secure on a local address over http', () => {
    const {written} = fakeDocument();
    vi.stubGlobal('window', {location: {hostname: '127.0.0.1', protocol: 'http:'}});
    expect(storeConsent('declined', 'roocode.com')).toBe(true);
    expect(written[0].split(';')[0]).toBe('CookieConsent=false');
    const attributes = attributesOf(written[0]);
    expect(attributes.some((part) => part.startsWith('domain'))).toBe(false);
    expect(attributes).not.toContain('secure');
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'samesite=lax']));
  });
});
