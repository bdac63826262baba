import {describe, expect, it} from 'vitest';
import {parseHeadersFile} from './headers-file.mjs';

describe('parseHeadersFile', () => {
  it('reads the headers of the rule for every path', () => {
    const text =
      "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'; img-src data:\n/assets/*\n  Cache-Control: immutable\n";
    expect(parseHeadersFile(text)).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "default-src 'self'; img-src data:",
    });
  });
});
