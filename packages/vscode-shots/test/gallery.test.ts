import {afterEach, describe, expect, it} from 'vitest';

import {
  extensionKey,
  galleryExtension,
  queryMatches,
  queryResult,
  SIGNATURE_ASSET,
  startGallery,
  type LocalGallery,
} from '../src/gallery.js';
import type {VsixListing} from '../src/vsix.js';

const listing: VsixListing = {
  publisher: 'SamplePub',
  name: 'sample-ext',
  version: '1.2.3',
  displayName: 'Sample Helper',
  description: 'Tidies imports.',
  tags: ['imports', 'formatter'],
  categories: ['Formatters'],
  properties: [{key: 'Microsoft.VisualStudio.Code.Engine', value: '^1.90.0'}],
  assets: new Map([
    ['Microsoft.VisualStudio.Services.Icons.Default', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['Microsoft.VisualStudio.Services.Content.Details', Buffer.from('# Sample Helper\n')],
  ]),
};
const search = (value: string) => ({
  filters: [
    {
      criteria: [
        {filterType: 8, value: 'x'},
        {filterType: 10, value},
      ],
    },
  ],
});

describe('queryMatches', () => {
  it('answers a search whose every word is in the listing, whatever the case', () => {
    expect(queryMatches(listing, search('sample helper'))).toBe(true);
    expect(queryMatches(listing, search('FORMATTER'))).toBe(true);
    expect(queryMatches(listing, search('sample linter'))).toBe(false);
    expect(queryMatches(listing, search('   '))).toBe(false);
  });

  it('answers a lookup by id or name, and nothing else', () => {
    const by = (filterType: number, value: string) => ({filters: [{criteria: [{filterType, value}]}]});
    expect(queryMatches(listing, by(7, 'samplepub.sample-ext'))).toBe(true);
    expect(queryMatches(listing, by(4, 'SamplePub.sample-ext'))).toBe(true);
    expect(queryMatches(listing, by(7, 'samplepub.other'))).toBe(false);
    // A category or the view's popular list (no search text) gets no result.
    expect(queryMatches(listing, by(5, 'Formatters'))).toBe(false);
    expect(
      queryMatches(listing, {filters: [{criteria: [{filterType: 8, value: 'Microsoft.VisualStudio.Code'}]}]}),
    ).toBe(false);
    expect(queryMatches(listing, {})).toBe(false);
  });
});

describe('galleryExtension', () => {
  const ext = galleryExtension(listing, 'http://127.0.0.1:9/proxy/4000');

  it('says what the VSIX says, and no statistics', () => {
    expect(ext).toMatchObject({
      extensionId: 'SamplePub.sample-ext',
      extensionName: 'sample-ext',
      displayName: 'Sample Helper',
      shortDescription: 'Tidies imports.',
      publisher: {publisherName: 'SamplePub', displayName: 'SamplePub'},
      tags: ['imports', 'formatter'],
      categories: ['Formatters'],
      statistics: [],
    });
    expect(ext).not.toHaveProperty('releaseDate');
    expect(ext).not.toHaveProperty('lastUpdated');
    expect(ext.versions).toHaveLength(1);
    expect(ext.versions[0]?.properties).toEqual(listing.properties);
  });

  it('lists each asset where the gallery serves it, plus the signature VS Code requires', () => {
    const base = 'http://127.0.0.1:9/proxy/4000/assets/SamplePub/sample-ext/1.2.3';
    expect(ext.versions[0]?.assetUri).toBe(base);
    expect(ext.versions[0]?.files.map((f) => f.assetType)).toEqual([...listing.assets.keys(), SIGNATURE_ASSET]);
    expect(ext.versions[0]?.files[0]?.source).toBe(`${base}/Microsoft.VisualStudio.Services.Icons.Default`);
  });
});

describe('queryResult', () => {
  it('gives the extension and a total of 1, or an empty page and a total of 0', () => {
    const hit = queryResult(listing, 'http://h', search('sample'));
    expect(hit.results[0]?.extensions.map((e) => e.extensionId)).toEqual([extensionKey(listing)]);
    expect(hit.results[0]?.resultMetadata[0]?.metadataItems[0]).toEqual({name: 'TotalCount', count: 1});
    const miss = queryResult(listing, 'http://h', search('nothing'));
    expect(miss.results[0]?.extensions).toEqual([]);
    expect(miss.results[0]?.resultMetadata[0]?.metadataItems[0]).toEqual({name: 'TotalCount', count: 0});
  });
});

describe('startGallery', () => {
  let gallery: LocalGallery | undefined;
  afterEach(async () => {
    await gallery?.close();
    gallery = undefined;
  });

  it('answers the query and the assets over HTTP, and records what it could not answer', async () => {
    gallery = await startGallery(listing);
    const service = gallery.config.serviceUrl;
    expect(service).toBe(`http://127.0.0.1:${gallery.port}/gallery`);
    const answer = await fetch(`${service}/extensionquery`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(search('sample')),
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await answer.json()) as ReturnType<typeof queryResult>;
    const assetUri = body.results[0]?.extensions[0]?.versions[0]?.assetUri ?? '';
    // Before code-server's address is known, the assets are given at the gallery's own address.
    expect(assetUri).toBe(`http://127.0.0.1:${gallery.port}/assets/SamplePub/sample-ext/1.2.3`);
    const readme = await fetch(`${assetUri}/Microsoft.VisualStudio.Services.Content.Details`);
    expect(await readme.text()).toBe('# Sample Helper\n');
    const icon = await fetch(`${assetUri}/Microsoft.VisualStudio.Services.Icons.Default`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${assetUri}/${SIGNATURE_ASSET}`)).status).toBe(404);

    gallery.setAssetBase('http://127.0.0.1:8417/proxy/1234');
    const again = (await (
      await fetch(`${service}/extensionquery`, {method: 'POST', body: JSON.stringify(search('sample'))})
    ).json()) as ReturnType<typeof queryResult>;
    expect(again.results[0]?.extensions[0]?.versions[0]?.assetUri).toBe(
      'http://127.0.0.1:8417/proxy/1234/assets/SamplePub/sample-ext/1.2.3',
    );
    expect(gallery.requests).toHaveLength(5);
    expect(gallery.unanswered).toEqual([`GET /assets/SamplePub/sample-ext/1.2.3/${SIGNATURE_ASSET}`]);
  });
});
