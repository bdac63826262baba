// Every page of a docs instance downloads that instance's version metadata: its sidebars and, for each doc, an id,
// title, description and sidebar name. Only the descriptions go unused on our pages (they feed the theme's
// generated-index cards, which this site does not use; DocCardGrid reads front matter at build time), yet they
// were 60 % of the compressed file. This drops them as the file is bundled.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const VERSION_METADATA = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function leanDocsMetadataPlugin(): Plugin {
  return {
    name: 'lean-docs-metadata',
    configureWebpack() {
      return {
        module: {
          rules: [{test: VERSION_METADATA, use: [path.join(__dirname, 'loaders/strip-doc-descriptions.cjs')]}],
        },
      };
    },
  };
}
