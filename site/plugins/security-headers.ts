// Writes build/_headers: the security headers for static hosts, with a Content-Security-Policy that lists the
// hashes of exactly the inline scripts this build emitted. The local server reads the same file.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headersFile, inlineScripts, securityHeaders, sha256} from '../src/lib/security-headers';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for (const file of htmlFiles(outDir)) {
        for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) hashes.add(sha256(script));
      }
      const {posthogApiKey, posthogHost} = context.siteConfig.customFields as {posthogApiKey?: string; posthogHost?: string};
      const headers = securityHeaders({
        inlineScriptHashes: [...hashes].sort(),
        analyticsHost: posthogApiKey ? posthogHost : undefined,
      });
      fs.writeFileSync(path.join(outDir, '_headers'), headersFile(headers));
    },
  };
}
