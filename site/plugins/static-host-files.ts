// Writes the redirect table as server-side 301 rules for static hosts: `_redirects` (Netlify, Cloudflare Pages) and
// `nginx-redirects.conf`, so crawlers and old bookmarks get a real redirect, not only the client-side redirect page.
// Vercel's rules go into `vercel.json`, which the security-headers plugin writes because it also holds the headers.
import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {REDIRECTS} from '../src/data/redirects';
import {netlifyRedirects, nginxRedirects} from '../build-lib/redirect-rules';

type Options = {
  /** Netlify only: mark each rule `301!`, so it wins over the client-side redirect page at the same path. */
  forceRedirects?: boolean;
};

export default function staticHostFilesPlugin(_context: LoadContext, {forceRedirects = false}: Options = {}): Plugin {
  return {
    name: 'static-host-files',
    async postBuild({outDir}) {
      await Promise.all([
        fs.writeFile(path.join(outDir, '_redirects'), netlifyRedirects(REDIRECTS, {force: forceRedirects})),
        fs.writeFile(path.join(outDir, 'nginx-redirects.conf'), nginxRedirects(REDIRECTS)),
      ]);
    },
  };
}
