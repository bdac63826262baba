// Checks an MCP configuration file (`.roo/mcp.json` or `mcp_settings.json`) the way Roo Code 3.28.10 would read it,
// and says in plain words how to fix each problem. Pure (no I/O), so the site's validator page, the docs MCP server's
// `validate_mcp_config` tool and the snippet test all give the same answers.
import {readJson, type JsonPathPart} from './json-text';
import {
  MCP_TIMEOUT_DEFAULT_SECONDS,
  MCP_TIMEOUT_MAX_SECONDS,
  MCP_TIMEOUT_MIN_SECONDS,
  mcpServerConfigSchema,
  mcpTransportTypes,
} from './mcp-config';
import {toolNames} from './tool';

export type McpConfigIssue = {
  /** `mcpServers.github.timeout`; `(input)` for the text as a whole, `(root)` for the top-level value. */
  path: string;
  /** What is wrong. */
  message: string;
  /** What to change, in plain words. */
  fix: string;
  /** An error stops the server (or the whole file) from loading; a warning loads but likely does not do what you meant. */
  severity: 'error' | 'warning';
  line?: number;
  column?: number;
};

export type ValidateMcpConfigOptions = {
  /** The file's name or path, e.g. `.roo/mcp.json`; only used to word messages. */
  fileName?: string;
  /** Tool names each server offers, where known (server name → tool names), to check `alwaysAllow` and `disabledTools`. */
  knownTools?: Record<string, readonly string[]>;
};

export type McpConfigResult = {ok: boolean; issues: McpConfigIssue[]; servers: string[]};

/** Longer input is refused unread: a real configuration file is a few kilobytes. */
export const MAX_MCP_CONFIG_CHARS = 200_000;
const MAX_ISSUES = 100;

const TYPE_ALIASES: Record<string, McpTransport> = {
  http: 'streamable-http',
  streamable: 'streamable-http',
  streamablehttp: 'streamable-http',
  streamable_http: 'streamable-http',
  'streamable-https': 'streamable-http',
  'http-stream': 'streamable-http',
  httpstream: 'streamable-http',
  'server-sent-events': 'sse',
  eventsource: 'sse',
  local: 'stdio',
  command: 'stdio',
};
type McpTransport = (typeof mcpTransportTypes)[number];

const BASE_KEYS = ['type', 'disabled', 'timeout', 'alwaysAllow', 'watchPaths', 'disabledTools'];
const STDIO_KEYS = ['command', 'args', 'cwd', 'env'];
const REMOTE_KEYS = ['url', 'headers'];
const KNOWN_KEYS = new Set([...BASE_KEYS, ...STDIO_KEYS, ...REMOTE_KEYS]);
const ROO_TOOLS = new Set<string>(toolNames);

/** `mcpServers.github.args[0]`, with `["odd name"]` for names that are not plain identifiers. */
export function mcpPath(parts: readonly JsonPathPart[]): string {
  if (parts.length === 0) return '(root)';
  return parts
    .map((part, i) => {
      if (typeof part === 'number') return `[${part}]`;
      if (/^[A-Za-z_$][\w$-]*$/.test(part)) return i === 0 ? part : `.${part}`;
      return `[${JSON.stringify(part)}]`;
    })
    .join('');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function closest(word: string, options: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  return options.find((option) => option.toLowerCase() === lower);
}

export function validateMcpConfig(text: string, options: ValidateMcpConfigOptions = {}): McpConfigResult {
  const fileName = options.fileName ?? 'the MCP configuration file';
  const issues: McpConfigIssue[] = [];
  const servers: string[] = [];
  const add = (parts: readonly JsonPathPart[], issue: Omit<McpConfigIssue, 'path'>) => {
    if (issues.length < MAX_ISSUES) issues.push({path: mcpPath(parts), ...issue});
  };
  const done = (): McpConfigResult => ({ok: !issues.some((i) => i.severity === 'error'), issues, servers});

  if (text.trim() === '') {
    add([], {
      message: 'The file is empty.',
      fix: 'Start from {"mcpServers": {}} and add one entry per server.',
      severity: 'error',
    });
    issues[0]!.path = '(input)';
    return done();
  }
  if (text.length > MAX_MCP_CONFIG_CHARS) {
    issues.push({
      path: '(input)',
      message: `The text is ${text.length.toLocaleString('en')} characters long; the limit is ${MAX_MCP_CONFIG_CHARS.toLocaleString('en')}.`,
      fix: 'Check only the MCP configuration file itself.',
      severity: 'error',
    });
    return done();
  }

  // Roo reads the file with JSON.parse: no comments, no trailing commas, double quotes only (McpHub.ts:303-310).
  const read = readJson(text.replace(/^\uFEFF/, ''));
  if (!read.ok) {
    issues.push({
      path: '(input)',
      message: `Not valid JSON at line ${read.line}, column ${read.column}: ${read.message}.`,
      fix: `Roo Code reads ${fileName} as strict JSON and ignores the whole file while it is invalid: fix the text at that place.`,
      severity: 'error',
      line: read.line,
      column: read.column,
    });
    return done();
  }

  for (const duplicate of read.duplicates) {
    const underServers = duplicate.path.length === 1 && duplicate.path[0] === 'mcpServers';
    add([...duplicate.path, duplicate.key], {
      message: underServers
        ? `The server name "${duplicate.key}" is used twice; only the last entry is kept.`
        : `The key "${duplicate.key}" is written twice in one object; only the last value is kept.`,
      fix: underServers ? 'Give each server its own name, or delete the entry you do not want.' : 'Keep one of them.',
      severity: underServers ? 'error' : 'warning',
      line: duplicate.line,
      column: duplicate.column,
    });
  }

  const root = read.value;
  if (!isRecord(root) || !('mcpServers' in root)) {
    const looksLikeOneServer = isRecord(root) && ('command' in root || 'url' in root);
    add([], {
      message: 'The file has no top-level "mcpServers" object.',
      fix: looksLikeOneServer
        ? 'This looks like one server entry: wrap it as {"mcpServers": {"<name>": { … }}}.'
        : 'Put the servers under {"mcpServers": {"<name>": { … }}}.',
      severity: 'error',
    });
    return done();
  }
  const entries = root.mcpServers;
  if (!isRecord(entries)) {
    add(['mcpServers'], {
      message: '"mcpServers" must be an object of server name → configuration.',
      fix: Array.isArray(entries)
        ? 'Use an object, not an array: {"mcpServers": {"<name>": { … }}}.'
        : 'Write {"mcpServers": {"<name>": { … }}}.',
      severity: 'error',
    });
    return done();
  }

  for (const [name, server] of Object.entries(entries)) {
    servers.push(name);
    checkServer(name, server, options.knownTools?.[name], add);
  }
  return done();
}

type Add = (parts: readonly JsonPathPart[], issue: Omit<McpConfigIssue, 'path'>) => void;

function checkServer(name: string, server: unknown, knownTools: readonly string[] | undefined, add: Add): void {
  const at = (...rest: JsonPathPart[]) => ['mcpServers', name, ...rest];
  if (!isRecord(server)) {
    add(at(), {
      message: `The entry for "${name}" is not an object.`,
      fix: 'Write {"command": "…"} for a local server or {"type": "streamable-http", "url": "…"} for a remote one.',
      severity: 'error',
    });
    return;
  }
  const hasCommand = server.command !== undefined;
  const hasUrl = server.url !== undefined;
  let type = server.type;

  if (type !== undefined && !(mcpTransportTypes as readonly unknown[]).includes(type)) {
    const written = typeof type === 'string' ? type : JSON.stringify(type);
    const guess =
      typeof type === 'string'
        ? (closest(written, mcpTransportTypes) ?? TYPE_ALIASES[written.toLowerCase()])
        : undefined;
    const inferred = guess ?? (hasCommand ? 'stdio' : hasUrl ? 'streamable-http' : undefined);
    // A hostile value (a 100,000-element array) is quoted by its start only.
    const quoted = JSON.stringify(type) ?? 'undefined';
    const shown = quoted.length > 80 ? `${quoted.slice(0, 80)}… (${quoted.length} characters)` : quoted;
    add(at('type'), {
      message: `Unknown transport type ${shown}: Roo Code 3.28.10 knows "stdio", "sse" and "streamable-http".`,
      fix: inferred ? `Use "type": "${inferred}".` : 'Use "stdio", "sse" or "streamable-http".',
      severity: 'error',
    });
    type = undefined;
  }

  // McpHub refuses an entry that mixes the two kinds of fields (McpHub.ts:200-202).
  if (hasCommand && hasUrl) {
    add(at(), {
      message: 'The entry has both "command" (a local stdio server) and "url" (a remote server).',
      fix: 'Keep "command", "args" and "env" for a local server, or "type", "url" and "headers" for a remote one.',
      severity: 'error',
    });
    return;
  }
  if (!hasCommand && !hasUrl) {
    const remote = type === 'sse' || type === 'streamable-http';
    add(at(), {
      message:
        type === 'stdio' || type === undefined
          ? 'The entry has no "command": Roo does not know what to start.'
          : `A "${type as string}" server needs a "url".`,
      fix: remote
        ? 'Add "url" with the server’s endpoint, e.g. "https://example.com/mcp".'
        : 'Add "command" (e.g. "npx") and, if needed, "args" (e.g. ["-y", "<package>"]).',
      severity: 'error',
    });
    return;
  }
  if (type === 'stdio' && hasUrl) {
    add(at('type'), {
      message: 'A "stdio" server runs a local command, but this entry has a "url".',
      fix: 'Use "type": "streamable-http" (or "sse" for an older server) for a URL.',
      severity: 'error',
    });
    return;
  }
  if ((type === 'sse' || type === 'streamable-http') && hasCommand) {
    add(at('type'), {
      message: `A "${type}" server is reached by URL, but this entry has a "command".`,
      fix: 'Remove "type" (a command alone is a stdio server) or write "type": "stdio".',
      severity: 'error',
    });
    return;
  }
  // A URL without a type is refused when Roo connects (McpHub.ts:210-212).
  if (hasUrl && server.type === undefined) {
    add(at(), {
      message: 'An entry with a "url" must say its "type"; Roo does not guess it.',
      fix: 'Add "type": "streamable-http" for current servers, or "type": "sse" for servers that offer an /sse endpoint.',
      severity: 'error',
    });
  }

  if (hasUrl) checkUrl(server.url, type, at, add);
  // Each transport refuses the other's fields (McpHub.ts:91-93, 106-108): the whole entry fails, not just the field.
  const foreign = hasCommand ? ['headers'] : ['args', 'env'];
  for (const key of foreign.filter((k) => server[k] !== undefined)) {
    add(at(key), {
      message: hasCommand
        ? '"headers" belongs to remote servers; a stdio server with it fails to load.'
        : `"${key}" belongs to local stdio servers; a remote server with it fails to load.`,
      fix: hasCommand
        ? 'Remove "headers"; pass secrets to a local server through "env".'
        : `Remove "${key}"; send credentials to a remote server in "headers".`,
      severity: 'error',
    });
  }

  // The schema checks the rest: field types, timeout bounds, string-only env and headers.
  const parsed = mcpServerConfigSchema.safeParse(
    hasUrl && (type === undefined || server.type !== type) ? {...server, type: type ?? 'streamable-http'} : server,
  );
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues.flatMap((i) => (i.code === 'invalid_union' ? [] : [i]))) {
      reportSchemaIssue(issue.path, issue.message, at, add, seen);
    }
    // A union reports its branches' issues only under invalid_union; take the branch of this entry's transport.
    const union = parsed.error.issues.find((i) => i.code === 'invalid_union');
    if (union && union.code === 'invalid_union') {
      const branch = hasCommand ? 0 : type === 'sse' ? 1 : 2;
      for (const issue of union.unionErrors[branch]?.issues ?? []) {
        reportSchemaIssue(issue.path, issue.message, at, add, seen);
      }
    }
  }

  for (const key of Object.keys(server)) {
    if (KNOWN_KEYS.has(key)) continue;
    const known = closest(key, [...KNOWN_KEYS]);
    add(at(key), {
      message: `Roo Code ignores the key "${key}".`,
      fix: known ? `Did you mean "${known}"? Keys are case-sensitive.` : 'Remove it, or check the key’s spelling.',
      severity: 'warning',
    });
  }

  for (const list of ['alwaysAllow', 'disabledTools'] as const) {
    const names = server[list];
    if (!Array.isArray(names)) continue;
    names.forEach((tool, index) => {
      if (typeof tool !== 'string') return;
      let message: string | undefined;
      if (tool === '*' || tool.includes('*')) {
        message = `"${tool}" is not a wildcard: Roo matches tool names exactly, so it names no tool.`;
      } else if (ROO_TOOLS.has(tool)) {
        message = `"${tool}" is one of Roo Code’s own tools, not a tool of this server.`;
      } else if (knownTools && !knownTools.includes(tool)) {
        message = `The server "${name}" has no tool named "${tool}".`;
      }
      if (message) {
        add(at(list, index), {
          message,
          fix: knownTools
            ? `List tool names exactly as the server offers them: ${knownTools.join(', ') || '(none)'}.`
            : 'List tool names exactly as the server offers them (the MCP view shows each server’s tools).',
          severity: 'warning',
        });
      }
    });
  }
}

function reportSchemaIssue(
  path: readonly JsonPathPart[],
  message: string,
  at: (...rest: JsonPathPart[]) => JsonPathPart[],
  add: Add,
  seen: Set<string>,
): void {
  const key = path[0];
  // Type and URL problems are reported above with better fixes; so are fields of the other transport.
  if (key === 'type' || key === 'url') return;
  if (message.startsWith('Expected undefined')) return;
  const id = `${path.join('.')}:${message}`;
  if (seen.has(id)) return;
  seen.add(id);
  let fix = 'Correct the value.';
  if (key === 'timeout') {
    fix = `Use a number of seconds from ${MCP_TIMEOUT_MIN_SECONDS} to ${MCP_TIMEOUT_MAX_SECONDS} (without quotes), or leave "timeout" out for ${MCP_TIMEOUT_DEFAULT_SECONDS}.`;
  } else if (key === 'env' || key === 'headers') {
    fix = `Every value in "${key}" must be a string: put numbers and true/false in quotes.`;
  } else if (key === 'args' || key === 'alwaysAllow' || key === 'disabledTools' || key === 'watchPaths') {
    fix = `"${key}" is a list of strings, e.g. ["a", "b"].`;
  } else if (key === 'command') {
    fix = 'Write the program to start, e.g. "npx".';
  } else if (key === 'disabled') {
    fix = 'Use true or false, without quotes.';
  }
  add(at(...path), {message: message === 'Required' ? 'This field is required.' : message, fix, severity: 'error'});
}

function checkUrl(url: unknown, type: unknown, at: (...rest: JsonPathPart[]) => JsonPathPart[], add: Add): void {
  const fail = (message: string, fix: string, severity: McpConfigIssue['severity'] = 'error') =>
    add(at('url'), {message, fix, severity});
  if (typeof url !== 'string') return fail('"url" must be a string.', 'Write the address in quotes.');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail(
      `"${url}" is not a valid URL (McpHub requires one).`,
      'Write the full address with its scheme, e.g. "https://example.com/mcp".',
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return fail(
      `The URL uses "${parsed.protocol}"; Roo connects to remote servers over HTTP only.`,
      'Use the server’s http:// or https:// endpoint.',
    );
  }
  const pathname = parsed.pathname;
  // Neither Roo nor the MCP SDK adjusts the address: requests go to it exactly as written, so a slash the server does
  // not route (an /mcp endpoint asked for /mcp/) is answered with 404 or a redirect, and the server shows as failed.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    fail(
      `The URL's path ends with a slash ("${pathname}"); requests go to exactly this address, and most servers refuse it.`,
      `Use the endpoint exactly as the server documents it, usually without the slash: "${parsed.origin}${pathname.replace(/\/+$/, '')}${parsed.search}".`,
      'warning',
    );
  }
  const last = pathname.replace(/\/+$/, '').split('/').at(-1)?.toLowerCase();
  if (type === 'sse' && last === 'mcp') {
    fail(
      'This looks like a Streamable HTTP endpoint (…/mcp), but the type is "sse".',
      'Use "type": "streamable-http" unless the server’s documentation says SSE.',
      'warning',
    );
  } else if (type === 'streamable-http' && last === 'sse') {
    fail(
      'This looks like an SSE endpoint (…/sse), but the type is "streamable-http".',
      'Use "type": "sse" for an …/sse endpoint, or the server’s Streamable HTTP endpoint (often …/mcp).',
      'warning',
    );
  }
  return undefined;
}
