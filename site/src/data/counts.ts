import {EXTENSION_ID, REPOSITORY} from './site';

/** The counts the build fetched and baked into the pages (plugins/counts.ts); installs is null when unknown. */
export type BakedCounts = {stars: number; installs: number | null};

// Shown until a fresher count is known (SPEC §9); the build bakes in newer ones when the APIs answer.
export const DEFAULT_STARS = 15_400;
export const DEFAULT_INSTALLS = 574_100;

export const GITHUB_REPO_API = `https://api.github.com/repos/${REPOSITORY}`;
export const MARKETPLACE_QUERY_API = 'https://marketplace.visualstudio.com/_apis/public/gallery/extensionquery';

/** The Marketplace extension-query request for our extension: filterType 7 is "extension name", flags 914 ask for statistics. */
export const marketplaceQuery = {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Accept: 'application/json;api-version=7.1-preview.1',
  },
  body: JSON.stringify({filters: [{criteria: [{filterType: 7, value: EXTENSION_ID}]}], flags: 914}),
} as const;
