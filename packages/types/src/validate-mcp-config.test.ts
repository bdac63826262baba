import {describe, expect, it} from 'vitest';
import {mcpSettingsFileSchema} from './mcp-config';
import {validateMcpConfig, type McpConfigIssue} from './validate-mcp-config';

const file = (servers: Record<string, unknown>) => JSON.stringify({mcpServers: servers}, null, 2);
const check = (text: string, options = {}) => validateMcpConfig(text, {fileName: '.roo/mcp.json', ...options});
const at = (issues: McpConfigIssue[], path: string) => issues.filter((issue) => issue.path === path);

describe('validateMcpConfig', () => {
  it('accepts a stdio server without a type and remote servers of both transports', () => {
    const result = check(
      file({
        files: {command: 'npx', args: ['-y', 'files-server'], env: {TOKEN: 'x'}, alwaysAllow: ['read'], timeout: 120},
        docs: {type: 'streamable-http', url: 'https://docs.example.com/mcp', headers: {Authorization: 'Bearer t'}},
        old: {type: 'sse', url: 'http://localhost:3001/sse', disabled: true},
      }),
    );
    expect(result).toEqual({ok: true, issues: [], servers: ['files', 'docs', 'old']});
  });

  it('names an unknown transport type and suggests the right one', () => {
    const {ok, issues} = check(file({docs: {type: 'http', url: 'https://docs.example.com/mcp'}}));
    expect(ok).toBe(false);
    expect(at(issues, 'mcpServers.docs.type')[0]).toMatchObject({
      severity: 'error',
      fix: 'Use "type": "streamable-http".',
    });
    expect(at(issues, 'mcpServers.docs.type')[0]!.message).toContain('"http"');
  });

  it('fixes the case of a known type written in other case', () => {
    const {issues} = check(file({old: {type: 'SSE', url: 'https://x.example/sse'}}));
    expect(at(issues, 'mcpServers.old.type')[0]!.fix).toBe('Use "type": "sse".');
  });

  it('warns about a trailing slash on the URL and gives the address without it', () => {
    const {ok, issues} = check(file({docs: {type: 'streamable-http', url: 'https://docs.example.com/mcp/'}}));
    expect(ok).toBe(true);
    const [issue] = at(issues, 'mcpServers.docs.url');
    expect(issue).toMatchObject({severity: 'warning'});
    expect(issue!.fix).toContain('"https://docs.example.com/mcp"');
    // The origin alone ("https://host/") is how URL writes an empty path: not a trailing slash the user typed.
    expect(check(file({a: {type: 'sse', url: 'https://x.example/'}})).issues).toEqual([]);
  });

  it('requires a command for a stdio entry, and a url for a remote one', () => {
    expect(at(check(file({a: {args: ['x']}})).issues, 'mcpServers.a')[0]).toMatchObject({
      severity: 'error',
      message: expect.stringContaining('no "command"'),
    });
    expect(at(check(file({a: {type: 'stdio'}})).issues, 'mcpServers.a')).toHaveLength(1);
    expect(at(check(file({a: {type: 'sse'}})).issues, 'mcpServers.a')[0]!.message).toContain('needs a "url"');
    expect(at(check(file({a: {command: ''}})).issues, 'mcpServers.a.command')[0]!.message).toBe(
      'Command cannot be empty',
    );
  });

  it('requires a type with a url, and catches sse and streamable-http swapped', () => {
    const missing = check(file({a: {url: 'https://x.example/mcp'}}));
    expect(missing.ok).toBe(false);
    expect(at(missing.issues, 'mcpServers.a')[0]!.fix).toContain('"type": "streamable-http"');
    const sseOnMcp = check(file({a: {type: 'sse', url: 'https://x.example/mcp'}}));
    expect(at(sseOnMcp.issues, 'mcpServers.a.url')[0]!.fix).toContain('"type": "streamable-http"');
    const httpOnSse = check(file({a: {type: 'streamable-http', url: 'https://x.example/sse'}}));
    expect(at(httpOnSse.issues, 'mcpServers.a.url')[0]!.fix).toContain('"type": "sse"');
  });

  it('refuses mixed fields: command with url, headers on stdio, env on a remote server', () => {
    expect(at(check(file({a: {command: 'x', url: 'https://x.example/mcp'}})).issues, 'mcpServers.a')).toHaveLength(1);
    expect(check(file({a: {command: 'x', headers: {A: 'b'}}})).issues.map((i) => i.path)).toEqual([
      'mcpServers.a.headers',
    ]);
    const remote = check(file({a: {type: 'sse', url: 'https://x.example/sse', env: {A: 'b'}}}));
    expect(remote.ok).toBe(false);
    expect(remote.issues.map((i) => i.path)).toEqual(['mcpServers.a.env']);
  });

  it('reports the name of a server written twice, with its line', () => {
    const text = '{\n  "mcpServers": {\n    "a": {"command": "x"},\n    "a": {"command": "y"}\n  }\n}';
    const {ok, issues} = check(text);
    expect(ok).toBe(false);
    expect(issues).toEqual([expect.objectContaining({path: 'mcpServers.a', line: 4, column: 5, severity: 'error'})]);
  });

  it.each([
    [0, 'Number must be greater than or equal to 1'],
    [3601, 'Number must be less than or equal to 3600'],
    ['60', 'Expected number, received string'],
  ])('refuses the timeout %j', (timeout, message) => {
    const {ok, issues} = check(file({a: {command: 'x', timeout}}));
    expect(ok).toBe(false);
    expect(issues).toEqual([
      expect.objectContaining({path: 'mcpServers.a.timeout', message, fix: expect.stringContaining('1 to 3600')}),
    ]);
  });

  it('flags alwaysAllow entries that name no tool: a wildcard, a Roo tool, a tool the server lacks', () => {
    const text = file({a: {command: 'x', alwaysAllow: ['*', 'read_file', 'search', 'fetch']}});
    expect(check(text).issues.map((i) => i.path)).toEqual([
      'mcpServers.a.alwaysAllow[0]',
      'mcpServers.a.alwaysAllow[1]',
    ]);
    const known = check(text, {knownTools: {a: ['search']}});
    expect(known.ok).toBe(true);
    expect(known.issues.map((i) => i.path)).toEqual([
      'mcpServers.a.alwaysAllow[0]',
      'mcpServers.a.alwaysAllow[1]',
      'mcpServers.a.alwaysAllow[3]',
    ]);
    expect(known.issues[2]!.fix).toContain('search');
  });

  it('reports invalid JSON with its line and column, including comments and trailing commas', () => {
    const trailing = check('{\n  "mcpServers": {\n    "a": {"command": "x"},\n  }\n}');
    expect(trailing.issues).toEqual([
      expect.objectContaining({path: '(input)', line: 4, column: 3, severity: 'error'}),
    ]);
    expect(trailing.issues[0]!.message).toContain('comma');
    const comment = check('{\n  // servers\n  "mcpServers": {}\n}');
    expect(comment.issues[0]).toMatchObject({line: 2, column: 3});
    expect(comment.issues[0]!.message).toContain('Comments');
  });

  it('explains a file without mcpServers, a single server entry and an array of servers', () => {
    expect(check('{"command": "npx"}').issues[0]!.fix).toContain('wrap it');
    expect(check('{"servers": {}}').issues[0]).toMatchObject({path: '(root)', severity: 'error'});
    expect(check('{"mcpServers": []}').issues[0]).toMatchObject({path: 'mcpServers', severity: 'error'});
    expect(check('   ').issues[0]).toMatchObject({path: '(input)'});
  });

  it('requires strings in env and headers, and warns about keys Roo ignores', () => {
    const {ok, issues} = check(file({a: {command: 'x', env: {PORT: 3000}, Disabled: true}}));
    expect(ok).toBe(false);
    expect(issues.map((i) => [i.path, i.severity])).toEqual([
      ['mcpServers.a.env.PORT', 'error'],
      ['mcpServers.a.Disabled', 'warning'],
    ]);
    expect(issues[1]!.fix).toContain('"disabled"');
  });

  it('agrees with the file schema on what is valid', () => {
    const good = {mcpServers: {a: {command: 'x'}, b: {type: 'sse', url: 'https://x.example/sse'}}};
    expect(mcpSettingsFileSchema.safeParse(good).success).toBe(true);
    expect(check(JSON.stringify(good)).ok).toBe(true);
    const bad = {mcpServers: {b: {url: 'https://x.example/sse'}}};
    expect(mcpSettingsFileSchema.safeParse(bad).success).toBe(false);
    expect(check(JSON.stringify(bad)).ok).toBe(false);
  });
});
