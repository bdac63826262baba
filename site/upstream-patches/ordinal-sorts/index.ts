// The first String#localeCompare call in a page builds ICU's collator: 20 to 70 ms of main thread in Chromium here,
// four times that on a slow phone, all in one piece. Docusaurus makes that first call while hydrating every page,
// twice: to order the docs instances by base path (to find the one the page belongs to) and to order an object's
// keys for a memo. Neither order needs a language's rules, only a stable one in which a path comes before its
// prefixes, so those two modules compare code units instead (ordinal-compare.cjs).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamPatchPlugin} from '../module-overrides';
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {package: '@docusaurus/plugin-content-docs', version: '3.10.2', files: ['lib/client/docsClientUtils.js']},
  {package: '@docusaurus/theme-common', version: '3.10.2', files: ['lib/utils/reactUtils.js']},
];

export const ORDINAL_SORT_MODULES = [
  /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
];

export default function ordinalSortsPlugin(): Plugin {
  return upstreamPatchPlugin('ordinal-sorts', {
    loaders: ORDINAL_SORT_MODULES.map((test) => ({test, loader: path.join(__dirname, 'ordinal-compare.cjs')})),
  });
}
