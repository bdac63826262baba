// Keeps Prism out of the browser. theme-classic registers a client module that imports prism-react-renderer (with
// Prism) and the configured languages on every page, whatever the pages contain; there is no option to drop it.
// Code blocks are highlighted at build time instead (src/lib/code-highlight), so an empty module takes its place.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamPatchPlugin} from '../module-overrides';
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {package: '@docusaurus/theme-classic', version: '3.10.2', files: ['lib/index.js', 'lib/prism-include-languages.js']},
];

export const PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function noClientPrismPlugin(): Plugin {
  // Both bundles: the server bundle renders the same client modules.
  return upstreamPatchPlugin('no-client-prism', {
    overrides: [{request: PRISM_CLIENT_MODULE, replacement: path.join(__dirname, 'empty-module.ts')}],
  });
}
