#!/usr/bin/env node
// Makes a fresh machine ready, so `npm start` and `npm test` work straight after a clone:
// installs the npm packages when they are missing or older than the lockfile, and with --browser
// installs Debian's Chromium, OpenSSL and nginx for the browser tests (the tests never download a browser of their own).
import {execSync} from 'node:child_process';
import fs from 'node:fs';

const run = (command) => execSync(command, {stdio: 'inherit'});
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

if (mtime('node_modules/.package-lock.json') < mtime('package-lock.json')) {
  console.log('Installing npm packages (npm ci)…');
  run('npm ci --no-audit --no-fund');
}

// Debian packages the browser tests use: Chromium drives the pages; OpenSSL makes the certificate of the stand-in for
// the navbar's count APIs (site/e2e/outside-apis.ts); nginx serves the build through DEPLOYMENT.md's server block
// (site/e2e/nginx.spec.ts skips without it outside CI, so only Chromium and OpenSSL are required).
const PACKAGES = [
  {name: 'chromium', binary: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', required: true},
  {name: 'openssl', binary: '/usr/bin/openssl', required: true},
  {name: 'nginx', binary: process.env.NGINX_PATH ?? '/usr/sbin/nginx', required: false},
];
const missing = process.argv.includes('--browser') ? PACKAGES.filter(({binary}) => !fs.existsSync(binary)) : [];
if (missing.length > 0 && process.getuid?.() !== 0) {
  for (const {name, binary, required} of missing) {
    const consequence = required ? '' : '; its tests skip without it, except under CI';
    console.error(
      `${name} is missing at ${binary}: install Debian's ${name} package (sudo apt-get install -y ${name})${consequence}.`,
    );
  }
  if (missing.some(({required}) => required)) process.exit(1);
} else if (missing.length > 0) {
  const names = missing.map(({name}) => name).join(' ');
  console.log(`Installing ${names} from Debian packages…`);
  run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`);
}
