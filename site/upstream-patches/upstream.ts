// What each patch's index.ts exports as UPSTREAM: the package it reaches into, the exact version its files were
// copied from or matched against, and those files. versions.test.ts compares the version with the installed one.
export type UpstreamPin = {package: string; version: string; files: readonly string[]};
