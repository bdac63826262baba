import {describe, expect, it} from 'vitest';
import {readSearchPageParams, searchPagePath} from './search-page-params';

const SECTIONS = ['features', 'providers', 'update-notes'];

describe('readSearchPageParams', () => {
  it('reads q, ctx and version', () => {
    expect(readSearchPageParams('?q=mcp&ctx=providers&version=', SECTIONS)).toEqual({
      query: 'mcp',
      section: 'providers',
      version: '',
    });
  });

  it('reads an unknown or malformed section as the whole site', () => {
    expect(readSearchPageParams('?q=mcp&ctx=%ZZ', SECTIONS).section).toBe('');
    expect(readSearchPageParams('?ctx=nope', SECTIONS).section).toBe('');
  });

  it('reads a broken escape in the query as a replacement character instead of failing', () => {
    expect(readSearchPageParams('?q=%E0%A4%A', SECTIONS).query).toBe('\ufffd%A');
  });
});

describe('searchPagePath', () => {
  it('leaves out empty parameters', () => {
    expect(searchPagePath({query: '', section: ''})).toBe('/search');
    expect(searchPagePath({query: 'custom modes', section: 'features'})).toBe('/search?q=custom+modes&ctx=features');
  });
});
