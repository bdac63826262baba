// The local-search plugin reads every built page back after the build to make its index, with cheerio on parse5
// and a CSS selector query for each thing it reads: 5 to 7 s of a cold build here, on one thread, the largest
// stage after bundling. src/lib/search-scan reads docs pages the same way, to the same result, in about a fifth
// of the time. The plugin's page scan calls its parser through the parser module's exports on every page, so
// replacing that export is enough; anything but a plain docs page still goes to the plugin's own parser.
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {scanDocsPage, type ScannedPage} from '../src/lib/search-scan/scan-page';

type ParseOptions = {ignoreCssSelectors?: string[]; forceIgnoreNoIndex?: boolean};
type Parse = (html: string, type: string, url: string, options: ParseOptions) => ScannedPage | null;

export const SEARCH_PARSE_MODULE = '@easyops-cn/docusaurus-search-local/dist/server/server/utils/parse.js';

export function fasterParse(pluginParse: Parse): Parse {
  return (html, type, url, options) =>
    type === 'docs' && !options.ignoreCssSelectors?.length && !options.forceIgnoreNoIndex
      ? scanDocsPage(html)
      : pluginParse(html, type, url, options);
}

export default function fastSearchScanPlugin(context: LoadContext): Plugin {
  const parseModule = createRequire(path.join(context.siteDir, 'package.json'))(SEARCH_PARSE_MODULE) as {parse?: Parse};
  if (typeof parseModule.parse !== 'function') {
    throw new Error(`fast-search-scan: ${SEARCH_PARSE_MODULE} no longer exports parse; the search plugin changed`);
  }
  parseModule.parse = fasterParse(parseModule.parse);
  return {name: 'fast-search-scan'};
}
