import fs from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startStaticServer} from '../scripts/static-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    buildDir: string;
  }
}

export default async function setup(project: TestProject) {
  // E2E_BUILD_DIR points the tests at another build, such as the one made with an analytics test key.
  const buildDir = path.resolve(__dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  }
  const server = await startStaticServer({root: buildDir});
  project.provide('baseUrl', server.url);
  project.provide('buildDir', buildDir);
  return () => server.close();
}
