// Every page of a docs instance downloads that instance's version metadata: its sidebars and, for each doc, an id,
// title, description and sidebar name. Only the descriptions go unused on our pages (they feed the theme's
// generated-index cards, which this site does not use; DocCardGrid reads front matter at build time), yet they
// were 60 % of the compressed file. This drops them as the file is bundled. The global data (in main.js, so on every
// page of the site) also lists every doc of every instance, about 420 entries that nothing on our pages reads; those
// lists are emptied the same way (loaders/strip-global-doc-lists.cjs).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const VERSION_METADATA = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;

export default function leanDocsMetadataPlugin(): Plugin {
  return {
    name: 'lean-docs-metadata',
    configureWebpack() {
      return {
        module: {
          rules: [
            {test: VERSION_METADATA, use: [path.join(__dirname, 'loaders/strip-doc-descriptions.cjs')]},
            {test: GLOBAL_DATA, use: [path.join(__dirname, 'loaders/strip-global-doc-lists.cjs')]},
          ],
        },
      };
    },
  };
}
