// The hostile cases of the 2026-11-29 probe (issue 43) that failed, at sizes that still prove each bound, and the
// ones that come next. Each is one JSON-RPC message sent as it is to both transports; `code` is the JSON-RPC error
// it must get (undefined: a result), `maxBytes` the size its answer must stay under. Shared by hostile-bounds.test.ts
// and bench/mcp/hostile.mjs.

export type HostileCase = {
  id: string;
  what: string;
  message: () => string;
  /** The JSON-RPC error code expected; undefined for a result (a tool's own isError answer included). */
  code?: number;
  maxBytes: number;
};

const KiB = 1024;
/** No error answer needs more: the messages are clipped to 2,000 characters. */
export const ERROR_BOUND = 64 * KiB;

const json = (value: unknown) => JSON.stringify(value);
const request = (id: number, method: string, params?: unknown) =>
  json({jsonrpc: '2.0', id, method, ...(params === undefined ? {} : {params})});
const initialize = (clientInfo: object, capabilities: object = {}) =>
  request(1, 'initialize', {protocolVersion: '2025-06-18', capabilities, clientInfo});
const call = (id: number, name: string, args: unknown) => request(id, 'tools/call', {name, arguments: args});

/** `{"k0":0,"k1":0,…}` with `count` keys, as raw JSON text. */
const manyKeys = (count: number) => `{${Array.from({length: count}, (_, i) => `"k${i.toString(36)}":0`).join(',')}}`;
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** A .roomodes file of `count` invalid `groups` entries: one problem each (V26, V47, D29). */
export const manyBadGroups = (count: number) =>
  `customModes:\n  - slug: x\n    name: X\n    roleDefinition: r\n    groups: [${Array(count).fill('z').join(',')}]\n`;
/** A valid four-line mode, the other client's file in F4. */
export const SMALL_MODE = 'slug: a\nname: A\nroleDefinition: r\ngroups: [read]';

export const HOSTILE_CASES: HostileCase[] = [
  {
    id: 'H103',
    what: 'initialize with clientInfo.icons = [0 x 1,000] (2 KiB)',
    message: () => initialize({name: 'x', version: '1', icons: Array(1000).fill(0)}),
    code: -32602,
    maxBytes: 2 * KiB,
  },
  {
    id: 'H105',
    what: 'initialize with clientInfo.icons = [0 x 200,000] (391 KiB)',
    message: () => initialize({name: 'x', version: '1', icons: Array(200_000).fill(0)}),
    code: -32602,
    maxBytes: 2 * KiB,
  },
  {
    id: 'H106',
    what: 'initialize with capabilities.experimental of 60,000 non-object values',
    message: () =>
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","clientInfo":{"name":"x","version":"1"},"capabilities":{"experimental":${manyKeys(60_000)}}}}`,
    code: -32602,
    maxBytes: 2 * KiB,
  },
  {
    id: 'H107',
    what: 'notifications/initialized with 60,000 params keys',
    message: () => `{"jsonrpc":"2.0","method":"notifications/initialized","params":${manyKeys(60_000)}}`,
    code: -32602,
    maxBytes: 2 * KiB,
  },
  {
    id: 'H16',
    what: 'tools/call with 60,000 params._meta keys',
    message: () =>
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_pages","arguments":{},"_meta":${manyKeys(60_000)}}}`,
    code: -32602,
    maxBytes: 2 * KiB,
  },
  {
    id: 'H14',
    what: 'tools/call arguments with 60,000 extra keys',
    message: () =>
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_docs","arguments":${manyKeys(60_000)}}}`,
    code: -32602,
    maxBytes: 2 * KiB,
  },
  {
    id: 'H34',
    what: 'tools/call arguments: "string"',
    message: () => call(1, 'search_docs', 'x'),
    code: -32602,
    maxBytes: KiB,
  },
  {
    id: 'H35',
    what: 'tools/call arguments: null',
    message: () => call(1, 'search_docs', null),
    code: -32602,
    maxBytes: KiB,
  },
  {id: 'H36', what: 'tools/call without params', message: () => request(1, 'tools/call'), code: -32602, maxBytes: KiB},
  {
    id: 'H37',
    what: 'a tool name of 300,000 characters',
    message: () => call(1, 'x'.repeat(300_000), {}),
    code: -32602,
    maxBytes: KiB,
  },
  {
    id: 'H39',
    what: 'an id of 300,000 characters (not echoed back)',
    message: () => json({jsonrpc: '2.0', id: 'i'.repeat(300_000), method: 'ping'}),
    code: -32600,
    maxBytes: KiB,
  },
  {
    id: 'H108',
    what: 'resources/read of a route that does not exist',
    message: () => request(1, 'resources/read', {uri: 'roo-docs:///no/such/page'}),
    code: -32002,
    maxBytes: KiB,
  },
  {
    id: 'T55',
    what: 'extra top-level members ("__proto__x", "constructor")',
    message: () => json({jsonrpc: '2.0', id: 1, method: 'ping', __proto__x: 1, constructor: 2}),
    maxBytes: KiB,
  },
  {
    id: 'T56',
    what: 'a "__proto__" member',
    message: () => '{"jsonrpc":"2.0","id":1,"method":"ping","__proto__":{"polluted":true}}',
    maxBytes: KiB,
  },
  {
    id: 'H09',
    what: '100,000-deep array inside arguments',
    message: () =>
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_docs","arguments":{"query":"mcp","x":${deep(100_000)}}}}`,
    code: -32602,
    maxBytes: KiB,
  },
  {
    id: 'H12',
    what: '100,000-deep object as the id',
    message: () => `{"jsonrpc":"2.0","id":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)},"method":"ping"}`,
    code: -32600,
    maxBytes: KiB,
  },
  {
    id: 'V45',
    what: 'validate_modes: customModes [{} x 3,000] (9 KB): 12,000 problems (480 KB of answer before the cap)',
    message: () => call(1, 'validate_modes', {content: `customModes: [${Array(3000).fill('{}').join(',')}]`}),
    maxBytes: 64 * KiB,
  },
  {
    id: 'V22',
    what: 'validate_modes: 3,000 invalid groups entries (6 KB)',
    message: () => call(1, 'validate_modes', {content: manyBadGroups(3000)}),
    maxBytes: 64 * KiB,
  },
  {
    id: 'V43',
    what: 'validate_mcp_config: type as a 100,000-element array (quoted by its start only)',
    message: () =>
      call(1, 'validate_mcp_config', {
        content: `{"mcpServers":{"a":{"command":"x","type":[${Array(90_000).fill(0).join(',')}]}}}`,
      }),
    maxBytes: 2 * KiB,
  },
  // Next ones: every member a client controls, long.
  {
    id: 'N1',
    what: 'a method name of 300,000 characters',
    message: () => request(1, 'm'.repeat(300_000)),
    code: -32601,
    maxBytes: KiB,
  },
  {
    id: 'N2',
    what: 'a "jsonrpc" value of 300,000 characters',
    message: () => json({jsonrpc: 'j'.repeat(300_000), id: 1, method: 'ping'}),
    code: -32600,
    maxBytes: KiB,
  },
  {
    id: 'N3',
    what: 'resources/read of a 300,000-character roo-docs URI',
    message: () => request(1, 'resources/read', {uri: `roo-docs:///${'a'.repeat(300_000)}`}),
    code: -32002,
    maxBytes: KiB,
  },
  {
    id: 'N4',
    what: 'resources/read with a number as the URI',
    message: () => request(1, 'resources/read', {uri: 5}),
    code: -32602,
    maxBytes: KiB,
  },
  {
    id: 'N5',
    what: 'search_docs with a 300,000-character section',
    message: () => call(1, 'search_docs', {query: 'mcp', section: 's'.repeat(300_000)}),
    maxBytes: 3 * KiB,
  },
  {
    id: 'N6',
    what: 'read_page of a 300,000-character route',
    message: () => call(1, 'read_page', {page: `/${'p'.repeat(300_000)}`}),
    maxBytes: KiB,
  },
  {
    id: 'N7',
    what: 'validate_modes: 1,500 modes with a bad 30-character slug (one problem each)',
    message: () =>
      call(1, 'validate_modes', {
        content: `customModes:\n${Array.from({length: 1500}, () => `  - {slug: "${'!'.repeat(30)}", name: n, roleDefinition: r, groups: []}`).join('\n')}\n`,
      }),
    maxBytes: 64 * KiB,
  },
];
