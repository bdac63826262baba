import {describe, expect, it} from 'vitest';
import {highlightTerms, highlightedUrl, searchPageUrl} from './urls';

describe('highlightedUrl', () => {
  it('adds one _highlight parameter per distinct word, before the anchor', () => {
    expect(highlightedUrl('/features/checkpoints#restore', 'Restore  checkpoints restore')).toBe(
      '/features/checkpoints?_highlight=restore&_highlight=checkpoints#restore',
    );
  });

  it('leaves the address alone for an empty query', () => {
    expect(highlightedUrl('/faq', '  ')).toBe('/faq');
  });

  it('encodes words that are not safe in an address', () => {
    expect(highlightedUrl('/faq', 'a&b')).toBe('/faq?_highlight=a%26b');
  });
});

describe('highlightTerms', () => {
  it('lower-cases and removes repeats', () => {
    expect(highlightTerms('MCP mcp Server')).toEqual(['mcp', 'server']);
  });
});

describe('searchPageUrl', () => {
  it('carries the query and, when given, the section', () => {
    expect(searchPageUrl(' custom modes ')).toBe('/search?q=custom+modes');
    expect(searchPageUrl('mcp', 'providers')).toBe('/search?q=mcp&ctx=providers');
  });
});
