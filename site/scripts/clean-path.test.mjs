import {describe, expect, it} from 'vitest';
import {cleanPathFor} from './clean-path.mjs';

describe('cleanPathFor', () => {
  it.each([
    ['/faq/index.html', '/faq'],
    ['/faq.html', '/faq'],
    ['/index.html', '/'],
    ['/update-notes/v3.25.23.html', '/update-notes/v3.25.23'],
  ])('sends %s on to %s', (from, to) => {
    expect(cleanPathFor(from)).toBe(to);
  });

  it.each(['/faq', '/', '/update-notes/v3.25.23', '/assets/js/main.js'])(
    'leaves the clean path %s alone',
    (pathname) => {
      expect(cleanPathFor(pathname)).toBeUndefined();
    },
  );
});
