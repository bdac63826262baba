// Every page of a docs instance downloads that instance's version metadata: its sidebars and, for each doc, an id,
// title, description and sidebar name. Only the descriptions go unused on our pages (they feed the theme's
// generated-index cards, which this site does not use; DocCardGrid reads front matter at build time), yet they
// were 60 % of the compressed file. This drops them as the file is bundled. The global data (in main.js, so on every
// page of the site) also lists every doc of every instance, about 420 entries that nothing on our pages reads; those
// lists are emptied the same way (strip-global-doc-lists.cjs).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamPatchPlugin} from '../module-overrides';
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    files: ['lib/server/codegen/codegen.js', 'lib/server/codegen/codegenRoutes.js'],
  },
  {
    package: '@docusaurus/plugin-content-docs',
    version: '3.10.2',
    files: ['lib/index.js', 'lib/globalData.js', 'lib/props.js', 'lib/routes.js'],
  },
];

type ParsedFrontMatter = {frontMatter: Record<string, unknown>; content: string};

/**
 * A page's `sources` block (the Roo Code tag and upstream files its facts were checked against) and its `readings`
 * (who read it claim by claim, when, at which tag) are for the tests, the citations and the drift report, which read
 * the files themselves. Docusaurus would copy front matter twice into the page's chunk (its metadata and the MDX
 * module's `frontMatter` export), so the keys go where front matter is parsed (the `markdown.parseFrontMatter`
 * option in docusaurus.config.ts), which covers both at once.
 */
const BUILD_ONLY = ['sources', 'readings'];

export function withoutBuildOnlyFrontMatter(parsed: ParsedFrontMatter): ParsedFrontMatter {
  if (!BUILD_ONLY.some((key) => Object.hasOwn(parsed.frontMatter, key))) return parsed;
  const frontMatter = Object.fromEntries(
    Object.entries(parsed.frontMatter).filter(([key]) => !BUILD_ONLY.includes(key)),
  );
  return {...parsed, frontMatter};
}

export const VERSION_METADATA = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
export const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;

export default function leanDocsMetadataPlugin(): Plugin {
  return upstreamPatchPlugin('lean-docs-metadata', {
    loaders: [
      {test: VERSION_METADATA, loader: path.join(__dirname, 'strip-doc-descriptions.cjs')},
      {test: GLOBAL_DATA, loader: path.join(__dirname, 'strip-global-doc-lists.cjs')},
    ],
  });
}
