// A small build folder for the server tests, with a secret planted beside it that no answer may ever contain.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const SECRET = 'SECRET-6f1d0c-never-served';

export const HEADERS_FILE = `/*
  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  X-Frame-Options: DENY
`;

export const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

// Long enough to be compressed and to take ranges from; the digits make every byte's place checkable.
export const ASSET_TEXT = Array.from({length: 400}, (_, index) => `line ${String(index).padStart(4, '0')}\n`).join('');

/** Writes the fixture under a new temporary folder; returns the build folder and a function removing it all. */
export function makeBuildFolder() {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const root = path.join(parent, 'build');
  const write = (relative, text) => {
    const file = path.join(parent, relative);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text);
  };
  write('build/index.html', '<!doctype html><title>Home</title><p>home page</p>');
  write('build/404.html', '<!doctype html><title>Not found</title><p>no such page</p>');
  write('build/faq/index.html', '<!doctype html><title>FAQ</title>');
  write('build/faq.md', '# FAQ — questions\n');
  write('build/update-notes/v3.25.23/index.html', '<!doctype html><title>3.25.23</title>');
  write('build/assets/js/main.0123abcd.js', ASSET_TEXT);
  write('build/search-index.json', JSON.stringify({docs: ASSET_TEXT.split('\n')}));
  write('build/_headers', HEADERS_FILE);
  write('build/.hidden', SECRET);
  // Outside the build: beside it, and in a sibling whose name starts with the build folder's.
  write('secret.txt', SECRET);
  write('build-private/secret.txt', SECRET);
  write('build-private/index.html', SECRET);
  return {root, remove: () => fs.rmSync(parent, {recursive: true, force: true})};
}

/**
 * One request with the target sent exactly as given (no normalisation by a URL class). Resolves with the status,
 * headers and the decoded body, or rejects when Node refuses to send such a target or header.
 */
export function request(base, {target, method = 'GET', headers = {}, agent = undefined}) {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({hostname, port, path: target, method, headers, agent}, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        let body = raw;
        if (encoding === 'br') body = zlib.brotliDecompressSync(raw);
        else if (encoding === 'gzip') body = zlib.gunzipSync(raw);
        resolve({status: res.statusCode, headers: res.headers, body: body.toString('utf8'), raw});
      });
    });
    // A CONNECT answer arrives as 'connect' rather than 'response'.
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve({status: res.statusCode, headers: res.headers, body: '', raw: Buffer.alloc(0)});
    });
    req.setTimeout(5000, () => req.destroy(new Error(`No answer to ${method} ${target} within 5 s`)));
    req.on('error', reject);
    req.end();
  });
}
