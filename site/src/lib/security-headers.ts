// The HTTP headers a static host should send with every page, written once and used both for the build's `_headers`
// file and by the local server (which reads that file), so the browser tests run under the production policy.
import {createHash} from 'node:crypto';

export type PolicyInputs = {
  /** SHA-256 hashes (base64) of the inline scripts the build emits, so no 'unsafe-inline' is needed for scripts. */
  inlineScriptHashes: readonly string[];
  /** The analytics host, when the build has an analytics key; it loads scripts and receives events. */
  analyticsHost?: string;
};

// The only outside addresses the site talks to: the two count APIs and the video player a reader opens on click.
const COUNT_APIS = ['https://api.github.com', 'https://marketplace.visualstudio.com'];
const VIDEO_PLAYER = 'https://www.youtube-nocookie.com';

export function contentSecurityPolicy({inlineScriptHashes, analyticsHost}: PolicyInputs): string {
  // The analytics library also loads its recorder from a sibling asset host on the same domain.
  const analyticsDomain = analyticsHost ? new URL(analyticsHost).hostname.split('.').slice(-2).join('.') : undefined;
  const analytics = analyticsHost ? [analyticsHost, `https://*.${analyticsDomain}`] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The search engine (Pagefind) runs as WebAssembly, which needs 'wasm-unsafe-eval' and nothing broader.
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`),
      ...analytics,
    ],
    // React and Docusaurus set style attributes (e.g. collapsible heights), which need inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...COUNT_APIS, ...analytics],
    'frame-src': [VIDEO_PLAYER],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
  };
}

/** Executable inline scripts of an HTML page (JSON data blocks are not run, so a policy need not list them). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type=["']?application\/(ld\+)?json/.test(attributes),
    )
    .map(([, , body]) => body)
    .filter((body) => body.trim() !== '');
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The `_headers` file format of Netlify and Cloudflare Pages: a path pattern, then indented headers. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}
