import fs from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startStaticServer} from '../scripts/static-server.mjs';
import {deriveAnalyticsBuild} from './analytics-build';
import {startOutsideApis} from './outside-apis';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    buildDir: string;
    /** The same build with an analytics test key (analytics-build.ts), for the consent tests that need one. */
    analyticsBaseUrl: string;
    /** The port of the stand-in for the navbar's count APIs (outside-apis.ts). */
    outsideApisPort: number;
  }
}

export default async function setup(project: TestProject) {
  // E2E_BUILD_DIR points the tests at another build.
  const buildDir = path.resolve(__dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  }
  const analyticsDir = path.join(path.dirname(buildDir), 'build-analytics');
  const analyticsHeaders = deriveAnalyticsBuild(buildDir, analyticsDir);
  const server = await startStaticServer({root: buildDir});
  const analyticsServer = await startStaticServer({root: analyticsDir, headers: analyticsHeaders});
  const outsideApis = await startOutsideApis();
  project.provide('baseUrl', server.url);
  project.provide('buildDir', buildDir);
  project.provide('analyticsBaseUrl', analyticsServer.url);
  project.provide('outsideApisPort', outsideApis.port);
  return async () => {
    await Promise.all([server.close(), analyticsServer.close(), outsideApis.close()]);
  };
}
