import path from 'node:path';

import {afterEach, describe, expect, it, vi} from 'vitest';

import {cacheRoot} from '../src/prepare.js';

describe('the cache folder', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('takes --cache over XDG_CACHE_HOME, resolved against the working folder', () => {
    vi.stubEnv('XDG_CACHE_HOME', '/var/cache/somebody');
    expect(cacheRoot('scratch/ui')).toBe(path.resolve('scratch/ui'));
    expect(cacheRoot()).toBe('/var/cache/somebody/roo-ui-shots');
  });

  it('falls back to ~/.cache without XDG_CACHE_HOME', () => {
    vi.stubEnv('XDG_CACHE_HOME', '');
    vi.stubEnv('HOME', '/home/dev');
    expect(cacheRoot()).toBe('/home/dev/.cache/roo-ui-shots');
  });
});
