// Keeps Prism out of the browser. theme-classic registers a client module that imports prism-react-renderer (with
// Prism) and the configured languages on every page, whatever the pages contain; there is no option to drop it.
// Code blocks are highlighted at build time instead (build-lib/code-highlight), so an empty module takes its place.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamPatchPlugin, type ModuleOverride} from '../module-overrides';
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {package: '@docusaurus/theme-classic', version: '3.10.2', files: ['lib/index.js', 'lib/prism-include-languages.js']},
];

export const PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

// Both bundles: the server bundle renders the same client modules.
export const OVERRIDES: ModuleOverride[] = [
  {request: PRISM_CLIENT_MODULE, replacement: path.join(__dirname, 'client', 'empty-module.ts')},
];

export default function noClientPrismPlugin(): Plugin {
  return upstreamPatchPlugin('no-client-prism', {overrides: OVERRIDES});
}
