#!/usr/bin/env node
// The Lighthouse benchmark (measure.mjs). Lighthouse and its browser drivers are this folder's own dependencies
// (package.json beside this file), installed here on first use: `npm ci` for the site and its tests then never
// fetches or unpacks them, about 150 MB and a sixth of its time.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
if (!fs.existsSync(path.join(here, 'node_modules', 'lighthouse', 'package.json'))) {
  console.log('Installing the Lighthouse benchmark dependencies into bench/lighthouse (first run only)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: here, stdio: 'inherit'});
}
await import('./measure.mjs');
