import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {DEFAULT_INSTALLS, DEFAULT_STARS} from '../src/data/counts';
import countsPlugin from './counts';

const load = () => countsPlugin({} as LoadContext).loadContent!();
const answer = (body: unknown) => new Response(JSON.stringify(body), {status: 200});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('countsPlugin', () => {
  it('says in one line per count, without the word "Error", that an offline build uses the defaults', async () => {
    vi.stubEnv('OFFLINE_COUNTS', '');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(load()).resolves.toEqual({stars: DEFAULT_STARS, installs: DEFAULT_INSTALLS});
    const lines = info.mock.calls.map((args) => args.join(' '));
    expect(lines).toEqual([
      '[counts] No star count from the API (fetch failed); the build uses the default.',
      '[counts] No install count from the API (fetch failed); the build uses the default.',
    ]);
    expect(error).not.toHaveBeenCalled();
  });

  it('bakes no install count when the marketplace lists statistics without an install entry', async () => {
    vi.stubEnv('OFFLINE_COUNTS', '');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('github')
          ? answer({stargazers_count: 21_000})
          : answer({results: [{extensions: [{statistics: [{statisticName: 'rating', value: 5}]}]}]}),
      ),
    );
    await expect(load()).resolves.toEqual({stars: 21_000, installs: null});
  });
});
