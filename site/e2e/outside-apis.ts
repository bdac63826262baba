// The two outside APIs the navbar asks for its counts, answered on 127.0.0.1 over HTTPS. The browser reaches them by
// its host rules (browser.ts), so a page's requests never pass through Playwright: routing any request in a context
// makes Playwright pause every request of that context and turns off its HTTP cache, which cost the sweep about a
// third of each page load (bench/README, session 23). Tests that need other answers still route these URLs.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import {COUNT_API_ANSWERS, COUNT_API_CORS_HEADERS as CORS} from '@roo-code-docs/chromium';

const apiKey = (host: string, method: string, pathname: string) => `${method} ${host}${pathname}`;
const ANSWERS = new Map(
  COUNT_API_ANSWERS.map(({url, method, body}) => [apiKey(new URL(url).host, method, new URL(url).pathname), body]),
);
/** The hosts the browser's host rules send to the stand-in. */
export const API_HOSTS = [...new Set(COUNT_API_ANSWERS.map(({url}) => new URL(url).host))];

/** A key and certificate made for this run only: the browser is told to accept it (--ignore-certificate-errors). */
function throwawayCertificate(): {key: Buffer; cert: Buffer} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roo-docs-apis-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2'].concat([
      '-subj',
      '/CN=outside-apis',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    {stdio: 'ignore'},
  );
  const pair = {key: fs.readFileSync(key), cert: fs.readFileSync(cert)};
  fs.rmSync(dir, {recursive: true, force: true});
  return pair;
}

export async function startOutsideApis(): Promise<{port: number; close: () => Promise<void>}> {
  const server = https.createServer(throwawayCertificate(), (request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const answer = ANSWERS.get(apiKey(host, request.method ?? '', (request.url ?? '').split('?')[0]));
    request.resume();
    if (answer === undefined) response.writeHead(404, CORS).end();
    else response.writeHead(200, {...CORS, 'Content-Type': 'application/json'}).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the API stand-in has no port');
  return {
    port: address.port,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
