// Publishes the JSON Schemas of the types package at /schemas/*.json, so editors can validate .roomodes
// files and marketplace items against the same rules the extension applies.
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeJsonSchemas} from '@roo-code-docs/types/json-schemas';

const FOLDER = 'schemas';

export default function jsonSchemasPlugin(context: LoadContext): Plugin {
  // Written when the content loads, so the dev server can serve them; the build writes them again into its output.
  const generatedDir = join(context.generatedFilesDir, 'json-schemas', FOLDER);
  return {
    name: 'json-schemas',

    async loadContent() {
      await writeJsonSchemas(generatedDir);
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // In `docusaurus start`, serve the generated folder as static files; builds ignore devServer.
      return {
        devServer: {
          static: [{directory: generatedDir, publicPath: `${context.baseUrl}${FOLDER}`, watch: false}],
        },
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },

    async postBuild({outDir}) {
      await writeJsonSchemas(join(outDir, FOLDER));
    },
  };
}
