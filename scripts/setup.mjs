#!/usr/bin/env node
// Makes a fresh machine ready, so `npm start` and `npm test` work straight after a clone:
// installs the npm packages when they are missing or older than the lockfile, and with --browser
// installs Debian's Chromium for the browser tests (the tests never download a browser of their own).
import {execSync} from 'node:child_process';
import fs from 'node:fs';

const run = (command) => execSync(command, {stdio: 'inherit'});
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

if (mtime('node_modules/.package-lock.json') < mtime('package-lock.json')) {
  console.log('Installing npm packages (npm ci)…');
  run('npm ci --no-audit --no-fund');
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.argv.includes('--browser') && !fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: install Debian's chromium package (sudo apt-get install -y chromium).`,
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages…');
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
}
