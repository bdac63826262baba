// Writes the security headers for static hosts, with a Content-Security-Policy that lists the hashes of exactly the
// inline scripts this build emitted: build/_headers (Netlify, Cloudflare Pages; the local server reads it too),
// build/vercel.json (with the redirect table, since Vercel takes both from that one file) and
// build/nginx-headers.conf. All three come from the one headers object, so no host gets a weaker policy.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REDIRECTS} from '../src/data/redirects';
import {vercelConfig} from '../build-lib/redirect-rules';
import {redirectPage} from '../build-lib/redirect-pages';
import {headersFile, inlineScripts, nginxHeaders, securityHeaders, sha256} from '../build-lib/security-headers';
import {nginxMarkdown, vercelLinkHeaders} from '../build-lib/markdown-alternates';

type DocsContent = {loadedVersions: {docs: {permalink: string}[]}[]};

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

export default function securityHeadersPlugin(context: LoadContext): Plugin {
  // Every doc page has a Markdown twin (the llms plugin writes them), so its permalinks get Link rules (Vercel).
  let permalinks: string[] = [];
  return {
    name: 'security-headers',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent | undefined>;
      permalinks = Object.values(docs)
        .flatMap((plugin) => plugin?.loadedVersions[0]?.docs ?? [])
        .map((doc) => doc.permalink)
        .sort();
    },
    async postBuild({outDir}) {
      // The static-host-files plugin writes the pages at old paths in its own postBuild, at the same time as this one,
      // so they are rendered here from the same function rather than read from files that may not exist yet.
      const redirectPages = REDIRECTS.map(({to}) => redirectPage(to));
      const pages = [...htmlFiles(outDir).map((file) => fs.readFileSync(file, 'utf8')), ...redirectPages];
      const hashes = new Set(pages.flatMap((html) => inlineScripts(html).map(sha256)));
      const {posthogApiKey, posthogHost} = context.siteConfig.customFields as {
        posthogApiKey?: string;
        posthogHost?: string;
      };
      const headers = securityHeaders({
        inlineScriptHashes: [...hashes].sort(),
        analyticsHost: posthogApiKey ? posthogHost : undefined,
      });
      // No per-page Link rules here: Cloudflare Pages reads at most 100 rules from this file, and the policy on
      // every path must never be the one that is dropped. The <link> tag in each page's head does that job there.
      fs.writeFileSync(path.join(outDir, '_headers'), headersFile(headers));
      fs.writeFileSync(
        path.join(outDir, 'vercel.json'),
        vercelConfig(REDIRECTS, headers, vercelLinkHeaders(permalinks)),
      );
      fs.writeFileSync(path.join(outDir, 'nginx-headers.conf'), nginxHeaders(headers));
      fs.writeFileSync(path.join(outDir, 'nginx-markdown.conf'), nginxMarkdown());
    },
  };
}
