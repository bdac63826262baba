import {afterEach, describe, expect, it, vi} from 'vitest';
import {readStoredConsent, storeConsent} from './use-consent';

const throwing = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

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
    expect(storeConsent('accepted')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('reads back an answer it stored', () => {
    let jar = '';
    vi.stubGlobal(
      'document',
      Object.defineProperty({}, 'cookie', {get: () => jar, set: (value: string) => (jar = value.split(';')[0]!)}),
    );
    vi.stubGlobal('window', {location: {hostname: '127.0.0.1', protocol: 'http:'}});
    expect(storeConsent('declined')).toBe(true);
    expect(readStoredConsent()).toBe('declined');
  });
});
