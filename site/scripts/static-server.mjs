// Serves the production build the way a real static host does: clean URLs (including dotted release-note paths,
// which `docusaurus serve` answers with 404, facebook/docusaurus#9059), a real 404 status with the site's 404 page,
// `/x.html` and `/x/index.html` sent on to `/x`, compressed responses and long-lived caching of hashed assets.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import {cleanPathFor} from './clean-path.mjs';
import {buildHeaders} from './headers-file.mjs';

const HASHED_ASSET = /^\/assets\//;
// sirv (through mrmime) names the type of .md and .txt files but adds a charset only to HTML; the Markdown twins
// and llms.txt hold non-ASCII text, so say UTF-8 explicitly.
const TEXT_TYPES = {'.md': 'text/markdown; charset=utf-8', '.txt': 'text/plain; charset=utf-8'};

// Every response carries the headers the build's `_headers` file asks for, as a static host would send them.
export function createHandler(root, {headers = buildHeaders(root)} = {}) {
  const compress = compression();
  const notFoundPage = path.join(root, '404.html');
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
      const textType = TEXT_TYPES[path.extname(pathname)];
      if (textType) res.setHeader('Content-Type', textType);
    },
  });

  return (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    compress(req, res, () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const cleanPath = cleanPathFor(url.pathname);
      if (cleanPath) {
        res.writeHead(301, {Location: cleanPath + url.search});
        res.end();
        return;
      }
      serveFile(req, res, () => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        fs.createReadStream(notFoundPage).pipe(res);
      });
    });
  };
}

/** Starts a server on 127.0.0.1; port 0 picks a free one. Resolves once it listens. */
export function startStaticServer({root, port = 0, host = '127.0.0.1', headers = buildHeaders(root)}) {
  const server = http.createServer(createHandler(root, {headers}));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
