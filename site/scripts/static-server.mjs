// Serves the production build the way a real static host does: clean URLs (including dotted release-note paths,
// which `docusaurus serve` answers with 404, facebook/docusaurus#9059), a real 404 status with the site's 404 page,
// `/x.html` and `/x/index.html` sent on to `/x`, compressed responses and long-lived caching of hashed assets.
//
// Written on node:http rather than on a serving library because no single one did all of it: sirv and compression
// crashed on impossible ranges and malformed targets, and neither send nor serve-handler serves a compressed copy
// kept in memory. Files as they are on disk go through send; what it gets wrong for us stays here (bench/README.md,
// "send under the static server's tests"). Each request-reading step below is guarded, and the fuzz test
// (static-server.fuzz.test.mjs) sends thousands of generated requests at it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {pipeline} from 'node:stream';
import fresh from 'fresh';
import {lookup} from 'mrmime';
import Negotiator from 'negotiator';
import send from 'send';
import {cleanPathFor} from './clean-path.mjs';
import {CompressedCache, chooseEncoding, isCompressible} from './compressed-cache.mjs';
import {buildHeaders} from './headers-file.mjs';

const HASHED_ASSET = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// mrmime names the type of .md and .txt files without a charset; the Markdown twins and llms.txt hold non-ASCII
// text, so say UTF-8 explicitly, as for HTML.
const TEXT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const ALLOWED_METHODS = 'GET, HEAD';
/** Where the docs' MCP endpoint is mounted when the server is given one (serve.mjs passes the package's handler). */
const MCP_PATHS = new Set(['/mcp', '/mcp/']);

/** Thrown by the request-reading steps: the request cannot be answered as asked, with this status. */
class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The decoded path of a request target (undefined when its escapes do not decode), or a Refusal. Accepts origin form (`/faq?x`) and absolute form
 * (`http://host/faq`, which proxies send); refuses anything that could name another host (`//evil.com`, `/\evil.com`)
 * or that does not parse or decode.
 */
export function targetPath(target) {
  if (typeof target !== 'string' || target === '') throw new Refusal(400, 'Bad request target');
  let url;
  try {
    if (/^https?:\/\//i.test(target)) url = new URL(target);
    else if (target.startsWith('/') && !/^[/\\]{2}/.test(target)) url = new URL(target, 'http://localhost');
  } catch {
    // Invalid port, host or characters: the same answer as any other unreadable target.
  }
  if (!url) throw new Refusal(400, 'Bad request target');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    // A malformed escape names no file: the reader gets the site's 404 page, as from any static host.
    pathname = undefined;
  }
  if (pathname?.includes('\0')) throw new Refusal(400, 'Bad request target');
  return {pathname, rawPathname: url.pathname, search: url.search};
}

/** The file a clean path names inside `root` (exact file, `.html` twin, folder index), or undefined. */
function resolveFile(root, pathname) {
  const segments = pathname.split('/');
  // Dot files and parent steps never name a page; `..` can arrive decoded from `%2e%2e%2f`.
  if (segments.some((segment) => segment.startsWith('.'))) return undefined;
  const base = path.resolve(root, '.' + pathname);
  if (base !== root && !base.startsWith(root + path.sep)) return undefined;
  const candidates = pathname.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, base + '.html', path.join(base, 'index.html')];
  for (const file of candidates) {
    const stat = statFile(file);
    if (stat) return {file, stat};
  }
  return undefined;
}

function statFile(file) {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The exact-path 301 rules of the build's `_redirects` (Netlify format, `from to 301`), as a static host applies
 * them: a moved page answers with a real redirect, not the client-side redirect page at its old path.
 */
export function readRedirects(root) {
  const rules = new Map();
  let text = '';
  try {
    text = fs.readFileSync(path.join(root, '_redirects'), 'utf8');
  } catch {
    return rules;
  }
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to?.startsWith('/') || !/^301!?$/.test(status ?? '')) continue;
    rules.set(from, to);
  }
  return rules;
}

/** The Markdown twin of a page's HTML file (`faq/index.html` → `faq.md`, `index.html` → `index.md`), if built. */
function twinOf(root, found) {
  if (!found.file.endsWith('.html')) return undefined;
  const relative = path.relative(root, found.file).split(path.sep).join('/');
  const twin = relative === 'index.html' ? 'index.md' : relative.replace(/(\/index)?\.html$/, '.md');
  const stat = statFile(path.join(root, twin));
  return stat ? {file: path.join(root, twin), stat, href: `/${twin}`} : undefined;
}

/**
 * A text/markdown range's parameters that the twin satisfies, so negotiator (which matches a range's parameters
 * against the offered type's) does not pass over `text/markdown; charset=utf-8`: RFC 7763 defines charset, which
 * the twins meet as UTF-8, and variant, which names a flavour the client can read; the twins are plain CommonMark
 * with GFM tables, which every variant's reader takes. Any other parameter stays and keeps the range from matching.
 */
function isSatisfiedParameter(parameter) {
  const [name = '', value = ''] = parameter.split('=').map((part) => part.trim().toLowerCase());
  return name === 'variant' || (name === 'charset' && value.replace(/^"|"$/g, '') === 'utf-8');
}

/** The Accept header with the parameters the twin satisfies removed from its text/markdown ranges. */
export function markdownAccept(accept) {
  return accept
    .split(',')
    .map((range) => {
      const [type = '', ...parameters] = range.split(';');
      if (type.trim().toLowerCase() !== 'text/markdown') return range;
      return [type, ...parameters.filter((parameter) => !isSatisfiedParameter(parameter))].join(';');
    })
    .join(',');
}

/** True when the request ranks text/markdown above text/html (q-values, then specificity, as RFC 9110 asks). */
function prefersMarkdown(req) {
  const accept = req.headers.accept;
  if (typeof accept !== 'string' || !/markdown/i.test(accept)) return false;
  const negotiator = new Negotiator({headers: {accept: markdownAccept(accept)}});
  return negotiator.mediaType(['text/html', 'text/markdown']) === 'text/markdown';
}

const etagOf = (stat, suffix = '') => `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${suffix}"`;

/** RFC 9110, 13.2.2 steps 1 and 2: If-Match compared strongly, or else If-Unmodified-Since (to the second). */
function preconditionFails(headers, etag, modified) {
  const ifMatch = headers['if-match'];
  if (typeof ifMatch === 'string') {
    return ifMatch.trim() !== '*' && !ifMatch.split(',').some((tag) => tag.trim() === etag);
  }
  const since = Date.parse(headers['if-unmodified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 > since;
}

function contentTypeOf(file) {
  const extension = path.extname(file).toLowerCase();
  return TEXT_TYPES[extension] ?? lookup(extension) ?? 'application/octet-stream';
}

/**
 * Everything a request can ask of one file: a compressed copy from the cache, a byte range of the plain file, a 304
 * when the browser's copy is current. Ranges are only served from the plain file, so their bytes are the file's.
 */
async function sendFile(req, res, {file, stat, status, cache, vary}) {
  const type = contentTypeOf(file);
  const lastModified = stat.mtime.toUTCString();
  const wantsRange = status === 200 && req.method === 'GET' && typeof req.headers.range === 'string';
  const compressible = isCompressible(type, stat.size);
  const encoding = compressible && !wantsRange ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  // A negotiated answer's ETag names its type too, so a cached HTML copy never validates a Markdown request.
  const negotiated = vary ? `-${path.extname(file).slice(1)}` : '';
  const etag = etagOf(stat, `${negotiated}${encoding ? `-${encoding}` : ''}`);

  res.setHeader('Content-Type', type);
  res.setHeader('Last-Modified', lastModified);
  res.setHeader('ETag', etag);
  const varies = [vary, compressible ? 'Accept-Encoding' : undefined].filter(Boolean);
  if (varies.length > 0) res.setHeader('Vary', varies.join(', '));
  res.statusCode = status;
  if (status === 200 && !encoding) {
    await sendPlain(req, res, file, stat);
    return;
  }
  // send checks these for the plain file; a compressed copy is answered here, so it checks them itself.
  if (status === 200 && preconditionFails(req.headers, etag, stat.mtime)) {
    res.removeHeader('ETag');
    res.removeHeader('Last-Modified');
    res.statusCode = 412;
    sendText(res, 'Precondition failed', req.method);
    return;
  }
  if (status === 200 && fresh(req.headers, {etag, 'last-modified': lastModified})) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.end();
    return;
  }
  if (encoding) {
    const body = await cache.get(file, stat, encoding);
    if (res.destroyed) return;
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  // The 404 page: HTTP has a client ignore preconditions and ranges on an error, so it is sent whole.
  res.setHeader('Content-Length', stat.size);
  if (req.method === 'HEAD' || stat.size === 0) {
    res.end();
    return;
  }
  pipeline(fs.createReadStream(file), res, () => {
    // A reader that hangs up mid-file is not an error worth more than closing the stream, which pipeline did.
  });
}

/**
 * A page or asset as it is on disk, through `send`: conditional requests (304, 412), ranges and If-Range, with the
 * type and validators already set (send keeps headers it finds). Resolves once the answer is out.
 */
function sendPlain(req, res, file, stat) {
  res.setHeader('Accept-Ranges', 'bytes');
  return new Promise((resolve, reject) => {
    const stream = send(req, encodeURIComponent(path.basename(file)), {
      root: path.dirname(file),
      // send would answer a HEAD request's range with 206; HTTP defines ranges for GET only.
      acceptRanges: req.method === 'GET',
      cacheControl: false,
      etag: false,
      lastModified: false,
      index: false,
    });
    stream.on('error', (error) => {
      if (error.status !== 412 && error.status !== 416) {
        reject(error);
        return;
      }
      // send's own error page would first clear every header, the security policy included.
      res.removeHeader('ETag');
      res.removeHeader('Last-Modified');
      res.removeHeader('Accept-Ranges');
      res.statusCode = error.status;
      if (error.status === 416) res.setHeader('Content-Range', `bytes */${stat.size}`);
      sendText(res, error.status === 416 ? 'Range not satisfiable' : 'Precondition failed', req.method);
      resolve();
    });
    res.once('close', resolve);
    stream.pipe(res);
  });
}

function sendText(res, text, method) {
  const body = Buffer.from(`${text}\n`);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', 'no-store');
  res.end(method === 'HEAD' ? undefined : body);
}

// Every response carries the headers the build's `_headers` file asks for, as a static host would send them.
// `mcp`: an MCP request handler (the docs package's handleMcpRequest) answered at /mcp and /mcp/, all methods.
export function createHandler(root, {headers = buildHeaders(root), mcp = undefined} = {}) {
  const base = path.resolve(root);
  const cache = new CompressedCache();
  const notFoundPage = path.join(base, '404.html');
  const securityHeaderNames = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  const redirects = readRedirects(base);

  async function handle(req, res) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // HTTP/1.1 requires Host; Node's own refusal would go out without the policy, so the check is made here.
    if (req.httpVersion === '1.1' && req.headers.host === undefined) throw new Refusal(400, 'Missing Host header');
    if (mcp && MCP_PATHS.has(req.url.split('?')[0])) {
      await mcp(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', ALLOWED_METHODS);
      sendText(res, 'Method not allowed', req.method);
      return;
    }
    const {pathname, rawPathname, search} = targetPath(req.url);
    const cleanPath = cleanPathFor(rawPathname);
    if (cleanPath !== undefined) {
      // Collapsing leading slashes keeps the Location a path on this host: `//evil.com` would be another site.
      res.statusCode = 301;
      res.setHeader('Location', '/' + cleanPath.replace(/^[/\\]+/, '') + search);
      res.setHeader('Cache-Control', 'no-cache');
      res.end();
      return;
    }
    const moved = pathname === undefined ? undefined : redirects.get(pathname.replace(/(.)\/+$/, '$1'));
    if (moved !== undefined) {
      res.statusCode = 301;
      res.setHeader('Location', moved + search);
      res.setHeader('Cache-Control', 'no-cache');
      res.end();
      return;
    }
    const found = pathname === undefined ? undefined : resolveFile(base, pathname);
    if (found) {
      res.setHeader('Cache-Control', HASHED_ASSET.test(pathname) ? IMMUTABLE : 'no-cache');
      const twin = twinOf(base, found);
      if (twin) {
        // Agents that ask for Markdown get the page's twin at the page's own address; caches keep both apart.
        res.setHeader('Link', `<${twin.href}>; rel="alternate"; type="text/markdown"`);
        await sendFile(req, res, {...(prefersMarkdown(req) ? twin : found), status: 200, cache, vary: 'Accept'});
        return;
      }
      await sendFile(req, res, {...found, status: 200, cache});
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const stat = statFile(notFoundPage);
    if (stat) await sendFile(req, res, {file: notFoundPage, stat, status: 404, cache});
    else {
      res.statusCode = 404;
      sendText(res, 'Not found', req.method);
    }
  }

  return (req, res) => {
    handle(req, res).catch((error) => {
      const status = error instanceof Refusal ? error.status : 500;
      if (status === 500) console.error('static server:', error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // Whatever the failed step had set (type, length, ETag) belongs to another answer; the policy stays.
      for (const name of res.getHeaderNames()) if (!securityHeaderNames.has(name)) res.removeHeader(name);
      res.statusCode = status;
      sendText(res, error instanceof Refusal ? error.message : 'Internal server error', req.method);
    });
  };
}

const rawHeaderLines = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/** The raw answer to a request Node cannot even parse (unknown method, broken header), still with the policy. */
function clientErrorAnswer(code, headers) {
  const status = CLIENT_ERRORS[code] ?? '400 Bad Request';
  // No body: the method may be HEAD, and a parser that failed cannot tell.
  return `HTTP/1.1 ${status}\r\n${rawHeaderLines(headers)}Content-Length: 0\r\nConnection: close\r\n\r\n`;
}

/**
 * How long a client may take and how many may be connected. Node's defaults hold a request whose body stops
 * arriving for about 5 minutes (requestTimeout 300 s, checked every 30 s) and admit any number of connections.
 */
export const LIMITS = {
  /** Headers must be complete within this, in ms. */
  headersTimeout: 10_000,
  /** The whole request, body included, within this (the MCP handler gives a body 10 s of its own). */
  requestTimeout: 15_000,
  /** How often those two are checked, in ms: the real limit is the timeout plus up to this. */
  connectionsCheckingInterval: 1_000,
  /** Open connections; a new one past this is closed at once. */
  maxConnections: 1_000,
};

/** Starts a server on 127.0.0.1; port 0 picks a free one. Resolves once it listens. */
export function startStaticServer({
  root,
  port = 0,
  host = '127.0.0.1',
  headers = buildHeaders(root),
  mcp = undefined,
  limits = {},
}) {
  const {headersTimeout, requestTimeout, connectionsCheckingInterval, maxConnections} = {...LIMITS, ...limits};
  // requireHostHeader off: Node's own 400 for a missing Host carries no policy headers; the handler answers it.
  const server = http.createServer(
    {requireHostHeader: false, headersTimeout, requestTimeout, connectionsCheckingInterval},
    createHandler(root, {headers, mcp}),
  );
  server.maxConnections = maxConnections;
  // An Expect other than 100-continue: Node's default 417 would also go out without the policy.
  server.on('checkExpectation', (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = 417;
    sendText(res, 'Expectation failed', req.method);
  });
  // Parse errors arrive between requests (a kept-alive socket has finished its last answer), so an answer can go out.
  server.on('clientError', (error, socket) => {
    if (socket.writable && error.code !== 'ECONNRESET') socket.end(clientErrorAnswer(error.code, headers));
    else socket.destroy();
  });
  // CONNECT is a proxy's business; without this listener Node would drop the connection without an answer.
  server.on('connect', (req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\n${rawHeaderLines(headers)}Allow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeIdleConnections?.();
          }),
      });
    });
  });
}
