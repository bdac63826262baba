import fs from 'node:fs';
import path from 'node:path';

/** The headers of the `/*` rule of a `_headers` file (Netlify/Cloudflare format), as a plain object. */
export function parseHeadersFile(text) {
  const headers = {};
  let inAllPaths = false;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const separator = line.indexOf(':');
    if (inAllPaths && separator > 0) headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return headers;
}

/** The headers a build asks its host to send, or none when the build has no `_headers` file. */
export function buildHeaders(root) {
  const file = path.join(root, '_headers');
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : {};
}
