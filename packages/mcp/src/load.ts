/** Where the server finds its pages, shared by the stdio entry (cli.ts) and the HTTP entry (index.ts). */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadDocs, type Docs} from './docs';
import {bundledWorker, ModesRunner} from './modes-runner';
import {SiteError} from './site';

const HERE = path.dirname(fileURLToPath(import.meta.url));
// The bundle sits in packages/mcp/dist/, three levels below the repository root.
export const REPOSITORY_SITE = path.resolve(HERE, '../../../site/build');
/** The pages shipped inside the package (scripts/build.mjs copies the twins here), so an install needs no build. */
export const PACKAGED_SITE = path.join(HERE, 'site');
/** Pages and search index of the packaged site, written by `npm run build` (scripts/build.mjs). */
export const SAVED_INDEX = path.join(HERE, 'site-index.json');

/** The packaged pages when they are there, else the repository's build. */
export function defaultSite(): string {
  return fs.existsSync(PACKAGED_SITE) ? PACKAGED_SITE : REPOSITORY_SITE;
}

/** Loads a site for a server, or the reason it cannot be read (the docs tools then answer with it). */
export function loadSite(dir: string): Docs | SiteError {
  try {
    // The packaged copy never changes after the build, and installing it resets its files' times, which the
    // fingerprint would otherwise read as a changed site.
    return loadDocs(dir, SAVED_INDEX, {trustSaved: dir === PACKAGED_SITE});
  } catch (error) {
    if (error instanceof SiteError) return error;
    throw error;
  }
}

/** The validate_modes runner of this bundle: a worker thread next to it. */
export const modesRunner = () => new ModesRunner(bundledWorker(import.meta.url));
