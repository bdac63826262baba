#!/usr/bin/env node
// Times the modes validator on hostile input (see measure.ts). It runs the site's TypeScript through tsx, which the
// site workspace already depends on.
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const measure = path.join(import.meta.dirname, 'measure.ts');
const {status} = spawnSync(process.execPath, ['--import', 'tsx', measure], {stdio: 'inherit'});
process.exit(status ?? 1);
