import {describe, expect, it, vi} from 'vitest';
import {fasterParse} from './fast-search-scan';

const stubParse = () => vi.fn((_html: string, _type: string, _url: string, _options: object) => null);

const html = '<html><head></head><body><article><h1>Title</h1><p>Text</article></body></html>';

describe('fasterParse', () => {
  it('reads docs pages itself', () => {
    const pluginParse = stubParse();
    const parsed = fasterParse(pluginParse)(html, 'docs', '/a', {ignoreCssSelectors: [], forceIgnoreNoIndex: false});
    expect(pluginParse).not.toHaveBeenCalled();
    expect(parsed).toMatchObject({pageTitle: 'Title', sections: [{title: 'Title', hash: '', content: 'Text'}]});
  });

  it("leaves other page types and options it does not reproduce to the plugin's parser", () => {
    const pluginParse = stubParse();
    const parse = fasterParse(pluginParse);
    parse(html, 'page', '/b', {});
    parse(html, 'docs', '/c', {ignoreCssSelectors: ['.toc']});
    parse(html, 'docs', '/d', {forceIgnoreNoIndex: true});
    expect(pluginParse.mock.calls.map(([, type, url]) => [type, url])).toEqual([
      ['page', '/b'],
      ['docs', '/c'],
      ['docs', '/d'],
    ]);
  });
});
