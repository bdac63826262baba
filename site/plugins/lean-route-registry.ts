// Drops the source file names from the client copy of Docusaurus's route registry (the loader explains why).
// About 420 routes each named their files there; the server bundle keeps them for pre-rendering.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

export default function leanRouteRegistryPlugin(): Plugin {
  return {
    name: 'lean-route-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: REGISTRY, use: [path.join(__dirname, 'loaders/registry-without-module-names.cjs')]}],
        },
      };
    },
  };
}
