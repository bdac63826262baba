// Drops the source file names from the client copy of Docusaurus's route registry (the loader explains why).
// About 420 routes each named their files there; the server bundle keeps them for pre-rendering.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamPatchPlugin} from '../module-overrides';
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    files: ['lib/server/codegen/codegenRoutes.js', 'lib/client/exports/ComponentCreator.js'],
  },
];

export const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

export default function leanRouteRegistryPlugin(): Plugin {
  return upstreamPatchPlugin('lean-route-registry', {
    loaders: [{test: REGISTRY, loader: path.join(__dirname, 'registry-without-module-names.cjs'), bundles: 'client'}],
  });
}
