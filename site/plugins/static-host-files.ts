// Writes the redirect table for static hosts: server-side 301 rules in `_redirects` (Netlify, Cloudflare Pages) and
// `nginx-redirects.conf`, so crawlers and old bookmarks get a real redirect, and a page at each old path for hosts that
// serve a file before a rule or have no rules. Vercel's rules go into `vercel.json`, which the security-headers plugin
// writes because it also holds the headers. A target that is not a page, or an old path that still is one, fails the
// build.
import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {REDIRECTS} from '../src/data/redirects';
import {netlifyRedirects, nginxRedirects} from '../build-lib/redirect-rules';
import {redirectPage, redirectPageFile, redirectProblems} from '../build-lib/redirect-pages';

type Options = {
  /** Netlify only: mark each rule `301!`, so it wins over the client-side redirect page at the same path. */
  forceRedirects?: boolean;
};

export default function staticHostFilesPlugin(_context: LoadContext, {forceRedirects = false}: Options = {}): Plugin {
  return {
    name: 'static-host-files',
    async postBuild({outDir, routesPaths}) {
      const problems = redirectProblems(REDIRECTS, routesPaths);
      if (problems.length > 0) throw new Error(`The redirect table is wrong:\n${problems.join('\n')}`);
      await Promise.all([
        ...REDIRECTS.map(async ({from, to}) => {
          const file = path.join(outDir, redirectPageFile(from));
          await fs.mkdir(path.dirname(file), {recursive: true});
          await fs.writeFile(file, redirectPage(to));
        }),
        fs.writeFile(path.join(outDir, '_redirects'), netlifyRedirects(REDIRECTS, {force: forceRedirects})),
        fs.writeFile(path.join(outDir, 'nginx-redirects.conf'), nginxRedirects(REDIRECTS)),
      ]);
    },
  };
}
