/**
 * Reading one JSON-RPC message from raw text, for both transports. The SDK drops anything that is not a valid
 * message without a word, so a client that sent bad JSON, a batch or the wrong version would wait forever; here
 * each of those gets the JSON-RPC error the specification names, with the request's id when it had one.
 *
 * Every check here is paid for before the SDK sees the message, and each one is cheap: the text's shape is
 * measured in one pass before JSON.parse, so a body of 400,000 keys is refused without building it, and the
 * params of the methods this server answers are checked here, so the SDK never writes a schema error whose size
 * grows with the input (issue 43: it answered 98 KiB of bad `initialize` params with 11.6 MiB).
 */
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  JSONRPCMessageSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import {scanJson} from './json-shape';
import {clip} from './bounds';

/** Far above any real request (validate_modes takes 200,000 characters), far below what would strain memory. */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
/** Values (keys, elements) one message may hold: real requests hold a few dozen. */
export const MAX_JSON_VALUES = 10_000;
/** Nesting one message may reach: real requests stay under ten levels. */
export const MAX_JSON_DEPTH = 64;
/** A request id longer than this is refused rather than echoed back. */
export const MAX_ID_CHARS = 200;

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const INVALID_PARAMS = -32602;

export type ErrorReply = {jsonrpc: '2.0'; id: string | number | null; error: {code: number; message: string}};
export type Read = {ok: true; message: JSONRPCMessage} | {ok: false; reply: ErrorReply};
export type ReadOptions = {
  /** The server's tools: a call naming another gets -32602 before the SDK would echo the name whole. */
  tools?: readonly string[];
};

export const errorReply = (code: number, message: string, id: string | number | null = null): ErrorReply => ({
  jsonrpc: '2.0',
  id,
  error: {code, message},
});

export const tooLargeReply = (): ErrorReply =>
  errorReply(INVALID_REQUEST, `Message too large: the server reads at most ${MAX_MESSAGE_BYTES} bytes per message.`);

const usableId = (id: unknown): string | number | null =>
  (typeof id === 'string' && id.length <= MAX_ID_CHARS) || (typeof id === 'number' && Number.isFinite(id)) ? id : null;

/** The params schema of each request this server answers; the SDK would check them later, with unbounded errors. */
const REQUEST_SCHEMAS = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
  'resources/list': ListResourcesRequestSchema,
  'resources/templates/list': ListResourceTemplatesRequestSchema,
  'resources/read': ReadResourceRequestSchema,
} as const;

type Issue = {path: PropertyKey[]; message: string};

/** At most three problems, each clipped, and how many more there were. */
export function summarizeIssues(issues: readonly Issue[]): string {
  const shown = issues.slice(0, 3).map((issue) => {
    const where = issue.path.length ? issue.path.map(String).join('.') : '(params)';
    return `${clip(where, 80)}: ${clip(issue.message, 120)}`;
  });
  const more = issues.length > shown.length ? `; and ${issues.length - shown.length} more` : '';
  return `${shown.join('; ')}${more}`;
}

/** Only the members JSON-RPC defines: an extra one is ignored (JSON-RPC forbids nothing else), `__proto__` too. */
function envelopeOf(value: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of ['jsonrpc', 'id', 'method', 'params', 'result', 'error']) {
    if (Object.hasOwn(value, key)) kept[key] = value[key];
  }
  return kept;
}

/** What is wrong with a message's members, named, or undefined when they are of the right kinds. */
function envelopeProblem(message: Record<string, unknown>): string | undefined {
  if ('id' in message) {
    const {id} = message;
    if (typeof id === 'string' && id.length > MAX_ID_CHARS) return `the id is longer than ${MAX_ID_CHARS} characters`;
    if (typeof id !== 'string' && !(typeof id === 'number' && Number.isInteger(id))) {
      return 'the id must be a string or an integer';
    }
  }
  if (!('method' in message)) return 'result' in message || 'error' in message ? undefined : 'it has no method';
  if (typeof message.method !== 'string') return 'the method must be a string';
  const {params} = message;
  if ('params' in message && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    return 'params must be an object';
  }
  return undefined;
}

/** Checks the params of a request this server answers, as the SDK would, with a bounded message. */
function paramsProblem(message: Record<string, unknown>, tools: readonly string[] | undefined): string | undefined {
  const method = message.method as string;
  const schema = REQUEST_SCHEMAS[method as keyof typeof REQUEST_SCHEMAS];
  if (!schema || !('id' in message)) return undefined;
  const parsed = schema.safeParse(message);
  if (!parsed.success) return `Invalid params for ${method}: ${summarizeIssues(parsed.error.issues)}`;
  if (method === 'tools/call' && tools) {
    const {name} = (message.params ?? {}) as {name: string};
    if (!tools.includes(name)) return `Unknown tool: ${clip(name, 80)}. The tools are ${tools.join(', ')}.`;
  }
  return undefined;
}

export function readMessage(text: string, {tools}: ReadOptions = {}): Read {
  // Measured before it is parsed: JSON.parse and the SDK's schemas cost time and memory per value.
  const shape = scanJson(text);
  if (shape.values > MAX_JSON_VALUES || shape.depth > MAX_JSON_DEPTH) {
    const what =
      shape.depth > MAX_JSON_DEPTH
        ? `nests more than ${MAX_JSON_DEPTH} levels deep`
        : `holds more than ${MAX_JSON_VALUES} values`;
    const id = usableId(shape.id);
    if (shape.inParams)
      return {ok: false, reply: errorReply(INVALID_PARAMS, `Invalid params: the params ${what}.`, id)};
    return {ok: false, reply: errorReply(INVALID_REQUEST, `Invalid request: the message ${what}.`, id)};
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {ok: false, reply: errorReply(PARSE_ERROR, 'Parse error: the message is not valid JSON.')};
  }
  // MCP dropped JSON-RPC batches in its 2025-06-18 revision; a client sending one is told so, not left waiting.
  if (Array.isArray(value)) {
    return {
      ok: false,
      reply: errorReply(INVALID_REQUEST, 'Invalid request: batches are not supported; send one message at a time.'),
    };
  }
  if (typeof value !== 'object' || value === null || (value as {jsonrpc?: unknown}).jsonrpc !== '2.0') {
    const id = typeof value === 'object' && value !== null ? usableId((value as {id?: unknown}).id) : null;
    return {
      ok: false,
      reply: errorReply(INVALID_REQUEST, 'Invalid request: expected a JSON-RPC 2.0 object ("jsonrpc": "2.0").', id),
    };
  }
  const message = envelopeOf(value as Record<string, unknown>);
  const id = usableId(message.id);
  const problem = envelopeProblem(message);
  if (problem) return {ok: false, reply: errorReply(INVALID_REQUEST, `Invalid request: ${problem}.`, id)};
  const parsed = JSONRPCMessageSchema.safeParse(message);
  if (!parsed.success) {
    return {
      ok: false,
      reply: errorReply(INVALID_REQUEST, `Invalid request: ${summarizeIssues(parsed.error.issues)}`, id),
    };
  }
  const invalid = paramsProblem(message, tools);
  if (invalid) return {ok: false, reply: errorReply(INVALID_PARAMS, invalid, id)};
  return {ok: true, message: parsed.data};
}
