// Where the site's installed packages are, for the contracts and the hash recorder (no test runner needed here).
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const siteRequire = createRequire(path.join(__dirname, '..', 'package.json'));

/** The installed folder of a package, as the site resolves it. */
export function packageDir(name: string): string {
  try {
    return path.dirname(siteRequire.resolve(`${name}/package.json`));
  } catch {
    // A package whose `exports` leaves out package.json: walk up from its entry point.
  }
  let dir = path.dirname(siteRequire.resolve(name));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: string}).name === name) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`No installed package ${name}`);
}

export function installedVersion(name: string): string {
  return (JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as {version: string})
    .version;
}
