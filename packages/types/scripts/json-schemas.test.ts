import Ajv from 'ajv';
import {describe, expect, it} from 'vitest';

import {buildJsonSchemas} from './json-schemas';

// strict: false because zod-to-json-schema writes tuples without additionalItems, which strict mode flags.
const ajv = new Ajv({allErrors: true, strict: false});
const schemas = buildJsonSchemas();
const validateRoomodes = ajv.compile(schemas['roomodes.json']);
const validateItem = ajv.compile(schemas['marketplace-item.json']);
const validateMcp = ajv.compile(schemas['mcp-settings.json']);

const docsMode = {
  slug: 'docs-writer',
  name: 'Docs Writer',
  roleDefinition: 'You write clear documentation.',
  groups: ['read', ['edit', {fileRegex: '\\.mdx?$', description: 'Markdown only'}]],
};

describe('roomodes.json', () => {
  it('is a draft-07 schema with a title', () => {
    expect(schemas['roomodes.json']).toMatchObject({
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: expect.any(String),
    });
  });

  it('accepts a valid .roomodes document', () => {
    expect(validateRoomodes({customModes: [docsMode]})).toBe(true);
  });

  it('rejects a slug with spaces, a missing role definition and an unknown group', () => {
    expect(validateRoomodes({customModes: [{...docsMode, slug: 'docs writer'}]})).toBe(false);
    const {roleDefinition: _r, ...noRole} = docsMode;
    expect(validateRoomodes({customModes: [noRole]})).toBe(false);
    expect(validateRoomodes({customModes: [{...docsMode, groups: ['write']}]})).toBe(false);
    expect(validateRoomodes({modes: []})).toBe(false);
  });

  it('carries the field descriptions for editor hovers', () => {
    const json = JSON.stringify(schemas['roomodes.json']);
    expect(json).toContain('Name shown in the mode picker');
  });
});

describe('marketplace-item.json', () => {
  it('accepts a mode item and an mcp item', () => {
    expect(validateItem({type: 'mode', id: 'm', name: 'M', description: 'd', content: 'customModes: []'})).toBe(true);
    expect(
      validateItem({
        type: 'mcp',
        id: 'x',
        name: 'X',
        description: 'd',
        url: 'https://example.com',
        content: '{"command":"x"}',
      }),
    ).toBe(true);
  });

  it('rejects an mcp item without url and an item of unknown type', () => {
    expect(validateItem({type: 'mcp', id: 'x', name: 'X', description: 'd', content: '{}'})).toBe(false);
    expect(validateItem({type: 'theme', id: 'x', name: 'X', description: 'd', content: 'x'})).toBe(false);
  });
});

describe('mcp-settings.json', () => {
  it('accepts each transport, with defaults left out', () => {
    const servers = {
      files: {command: 'npx', args: ['-y', 'files-server'], env: {TOKEN: 't'}},
      docs: {type: 'streamable-http', url: 'https://docs.example.com/mcp', headers: {Authorization: 'Bearer t'}},
      old: {type: 'sse', url: 'https://old.example.com/sse', timeout: 300, alwaysAllow: ['search'], disabled: true},
    };
    expect(validateMcp({mcpServers: servers})).toBe(true);
  });

  it('rejects an unknown type, a url without type, a mixed entry, a bad timeout and a number in env', () => {
    const bad = [
      {type: 'http', url: 'https://x.example/mcp'},
      {url: 'https://x.example/mcp'},
      {command: 'npx', url: 'https://x.example/mcp'},
      {command: 'npx', timeout: 0},
      {command: 'npx', timeout: 3601},
      {command: 'npx', env: {PORT: 1}},
      {type: 'stdio'},
    ];
    for (const server of bad) expect(validateMcp({mcpServers: {a: server}}), JSON.stringify(server)).toBe(false);
    expect(validateMcp({servers: {}})).toBe(false);
  });

  it('describes the timeout bounds for editor hovers', () => {
    expect(JSON.stringify(schemas['mcp-settings.json'])).toContain('1 to 3600 (default 60)');
  });
});
