// Static generation renders every page with React's string renderer instead of its streaming one: the same HTML in
// about two thirds of the time (see src/ssr/render-to-html.ts for why that holds and what happens if it stops holding).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const DOCUSAURUS_RENDER_TO_HTML = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml(\.js)?$/;
const STRING_RENDER_TO_HTML = path.resolve(__dirname, '../src/ssr/render-to-html.ts');

export default function stringSsrPlugin(): Plugin {
  return {
    name: 'string-ssr',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(DOCUSAURUS_RENDER_TO_HTML, STRING_RENDER_TO_HTML),
        ],
      };
    },
  };
}
