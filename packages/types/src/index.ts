// validate-modes-file is a subpath export (`@roo-code-docs/types/validate-modes-file`), not re-exported here: it
// brings the YAML parser, which the site loads only where a validator runs.
// The zod instance the schemas are built with, for code that inspects them (the site's tables).
export {z} from 'zod';
export * from './cloud';
export * from './codebase-index';
export * from './effective-default';
export * from './effective-defaults';
export * from './events';
export * from './experiment';
export * from './followup';
export * from './global-settings';
export * from './history';
export * from './input-limit';
export * from './json-text';
export * from './marketplace';
export * from './mcp';
export * from './mcp-config';
export * from './message';
export * from './mode';
export * from './model';
export * from './provider-settings';
export * from './providers';
export * from './remote-control';
export * from './settings-files';
export * from './task';
export * from './telemetry';
export * from './terminal';
export * from './todo';
export * from './tool';
export * from './validate-mcp-config';
export * from './version';
export * from './vscode';
