import {describe, expect, it, vi} from 'vitest';
import {fetchInstalls, fetchStars, installsFrom, starsFrom} from './counts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status});
const marketplaceAnswer = (statistics: unknown) => ({results: [{extensions: [{statistics}]}]});

describe('starsFrom', () => {
  it('reads stargazers_count', () => {
    expect(starsFrom({stargazers_count: 17_250})).toBe(17_250);
  });
  it('logs the invalid-count message and gives nothing for a non-number', () => {
    const log = vi.fn();
    expect(starsFrom({stargazers_count: 'lots'}, log)).toBeUndefined();
    expect(log).toHaveBeenCalledWith('GitHub API: Invalid stargazers count');
  });
  it('rejects a negative count', () => {
    expect(starsFrom({stargazers_count: -3}, vi.fn())).toBeUndefined();
  });
});

describe('installsFrom', () => {
  it('reads the install statistic', () => {
    const body = marketplaceAnswer([
      {statisticName: 'rating', value: 4.5},
      {statisticName: 'install', value: 600_123},
    ]);
    expect(installsFrom(body)).toBe(600_123);
  });
  it('logs the missing-statistics message when the answer has none', () => {
    const log = vi.fn();
    expect(installsFrom({results: []}, log)).toBeUndefined();
    expect(log).toHaveBeenCalledWith('VSCode API: Missing statistics in response');
  });
  it('logs the install-not-found message and gives null (no count shown) when no install entry exists', () => {
    const log = vi.fn();
    expect(installsFrom(marketplaceAnswer([{statisticName: 'rating', value: 4}]), log)).toBeNull();
    expect(log).toHaveBeenCalledWith('VSCode API: Install count not found');
  });
  it.each([-5_000, Number.POSITIVE_INFINITY])('rejects the install figure %s, so the shown count stays', (value) => {
    const log = vi.fn();
    expect(installsFrom(marketplaceAnswer([{statisticName: 'install', value}]), log)).toBeUndefined();
    expect(log).toHaveBeenCalledWith('VSCode API: Install count not found');
  });
});

describe('fetchInstalls', () => {
  it('posts the extension query with filterType 7, flags 914 and the preview API version', async () => {
    const fetcher = vi.fn(async () => json(marketplaceAnswer([{statisticName: 'install', value: 1000}])));
    await expect(fetchInstalls(fetcher)).resolves.toBe(1000);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://marketplace.visualstudio.com/_apis/public/gallery/extensionquery');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json;api-version=7.1-preview.1',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      filters: [{criteria: [{filterType: 7, value: 'RooVeterinaryInc.roo-cline'}]}],
      flags: 914,
    });
  });
  it('logs the fetch error message when the network fails', async () => {
    const log = vi.fn();
    const failure = new TypeError('Failed to fetch');
    await expect(fetchInstalls(async () => Promise.reject(failure), log)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Error fetching VSCode downloads:', failure);
  });
});

describe('fetchStars', () => {
  it('asks the repository API of RooCodeInc/Roo-Code', async () => {
    const fetcher = vi.fn(async () => json({stargazers_count: 20_000}));
    await expect(fetchStars(fetcher)).resolves.toBe(20_000);
    expect((fetcher.mock.calls as unknown as [string][])[0]?.[0]).toBe(
      'https://api.github.com/repos/RooCodeInc/Roo-Code',
    );
  });
  it('gives nothing and logs when the API answers with an error status', async () => {
    const log = vi.fn();
    await expect(fetchStars(async () => json({message: 'rate limited'}, 403), log)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
  });
});
