import {describe, expect, it} from 'vitest';
import {parseHeadersFile} from '../scripts/headers-file.mjs';
import {vercelConfig} from './redirect-rules';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  nginxHeaders,
  parseNginxHeaders,
  securityHeaders,
  sha256,
} from './security-headers';

describe('contentSecurityPolicy', () => {
  it('allows the inline scripts by hash and nothing inline otherwise', () => {
    const policy = contentSecurityPolicy({inlineScriptHashes: ['abc=']});
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('lets the page call the two count APIs and embed only the privacy-friendly video player', () => {
    const policy = contentSecurityPolicy({inlineScriptHashes: []});
    expect(policy).toContain("connect-src 'self' https://api.github.com https://marketplace.visualstudio.com");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('adds the analytics host only when there is one', () => {
    expect(contentSecurityPolicy({inlineScriptHashes: []})).not.toContain('posthog');
    const policy = contentSecurityPolicy({inlineScriptHashes: [], analyticsHost: 'https://eu.i.posthog.com'});
    expect(policy).toMatch(/connect-src [^;]*https:\/\/eu\.i\.posthog\.com/);
    expect(policy).toMatch(/script-src [^;]*https:\/\/\*\.posthog\.com/);
  });
});

describe('inlineScripts', () => {
  it('finds inline scripts and skips external scripts and JSON data', () => {
    const html =
      '<script src=/a.js defer></script><script>run()</script><script type="application/ld+json">{"a":1}</script><script data-rh=true>more()</script>';
    expect(inlineScripts(html)).toEqual(['run()', 'more()']);
  });
});

describe('headersFile', () => {
  it('writes one rule for every path with the headers indented', () => {
    const text = headersFile(securityHeaders({inlineScriptHashes: [sha256('run()')]}));
    expect(text.split('\n')[0]).toBe('/*');
    expect(text).toContain('  X-Content-Type-Options: nosniff');
    expect(text).toContain(`'sha256-${sha256('run()')}'`);
  });
});

describe('the headers of every host', () => {
  const headers = securityHeaders({inlineScriptHashes: ['a+b/c='], analyticsHost: 'https://eu.i.posthog.com'});
  const vercelHeaders = (text: string) =>
    Object.fromEntries(
      (JSON.parse(text) as {headers: {headers: {key: string; value: string}[]}[]}).headers[0].headers.map(
        ({key, value}) => [key, value],
      ),
    );

  it('are the same in _headers, vercel.json and the nginx snippet', () => {
    const fromHeadersFile = parseHeadersFile(headersFile(headers));
    expect(fromHeadersFile).toEqual(headers);
    expect(vercelHeaders(vercelConfig([], headers))).toEqual(fromHeadersFile);
    expect(parseNginxHeaders(nginxHeaders(headers))).toEqual(fromHeadersFile);
  });

  it('quotes the policy for nginx and sends it on error answers too', () => {
    expect(nginxHeaders({'X-Test': 'say "hi"; \\ ok'})).toContain(
      'add_header X-Test "say \\"hi\\"; \\\\ ok" always;\n',
    );
  });
});
