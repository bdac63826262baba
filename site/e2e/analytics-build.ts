// The analytics tests need a build made with a PostHog key. A key changes exactly two things in a build: the site
// config that Docusaurus bundles into main.js, and the analytics hosts in the security policy (the inline scripts,
// and so their hashes, are the same). So the browser tests derive that build from the plain one instead of running
// `docusaurus build` a second time (about a minute of the suite): a hard-linked copy with those two files rewritten.
// Anything else that mentions the config, or a config written differently, fails here rather than testing a build
// that no longer matches a real keyed one.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {headersFile, securityHeaders} from '../build-lib/security-headers';

export const ANALYTICS_KEY = 'phc_test';
export const ANALYTICS_HOST = 'https://eu.i.posthog.com';

// How the bundler writes the two customFields of docusaurus.config.ts when the build had no key.
const UNKEYED_CONFIG = /posthogApiKey:"",posthogHost:"[^"]*"/g;

function filesMentioningTheKey(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(js|html)$/.test(file))
    .filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes('posthogApiKey'));
}

/** Writes over one file of the hard-linked copy without touching the plain build's file it shares an inode with. */
function replaceFile(file: string, text: string) {
  fs.unlinkSync(file);
  fs.writeFileSync(file, text);
}

/** The plain build with a test key: returns the headers its host would send (the policy allows the key's host). */
export function deriveAnalyticsBuild(buildDir: string, outDir: string): Record<string, string> {
  fs.rmSync(outDir, {recursive: true, force: true});
  execFileSync('cp', ['-al', buildDir, outDir]);
  const mentions = filesMentioningTheKey(outDir);
  if (mentions.length !== 1) {
    throw new Error(`analytics build: expected the key in one bundle, found it in ${JSON.stringify(mentions)}`);
  }
  const bundle = path.join(outDir, mentions[0]);
  const source = fs.readFileSync(bundle, 'utf8');
  const unkeyed = source.match(UNKEYED_CONFIG) ?? [];
  if (unkeyed.length !== 1) {
    throw new Error(`analytics build: ${mentions[0]} should hold one unkeyed config, not ${unkeyed.length}`);
  }
  replaceFile(
    bundle,
    source.replace(UNKEYED_CONFIG, `posthogApiKey:${JSON.stringify(ANALYTICS_KEY)},posthogHost:"${ANALYTICS_HOST}"`),
  );
  const policy = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');
  const inlineScriptHashes = [...policy.matchAll(/'sha256-([^']+)'/g)].map(([, hash]) => hash);
  if (inlineScriptHashes.length === 0) throw new Error('analytics build: no script hashes in the plain _headers');
  const headers = securityHeaders({
    inlineScriptHashes: [...new Set(inlineScriptHashes)].sort(),
    analyticsHost: ANALYTICS_HOST,
  });
  replaceFile(path.join(outDir, '_headers'), headersFile(headers));
  return headers;
}
