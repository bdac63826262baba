// Static generation renders every page with React's string renderer instead of its streaming one: the same HTML in
// about two thirds of the time (see ./render-to-html.ts for why that holds and what happens if it stops holding).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamPatchPlugin, type ModuleOverride} from '../module-overrides';
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {package: '@docusaurus/core', version: '3.10.2', files: ['lib/client/renderToHtml.js', 'lib/client/serverEntry.js']},
];

export const DOCUSAURUS_RENDER_TO_HTML = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml(\.js)?$/;

// Server bundle only: its file runs in Node while pages are rendered, so it stays outside a client/ folder.
export const OVERRIDES: ModuleOverride[] = [
  {request: DOCUSAURUS_RENDER_TO_HTML, replacement: path.join(__dirname, 'render-to-html.ts'), bundles: 'server'},
];

export default function stringSsrPlugin(): Plugin {
  return upstreamPatchPlugin('string-ssr', {overrides: OVERRIDES});
}
