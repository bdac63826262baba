/**
 * Reading one JSON-RPC message from raw text, for both transports. The SDK drops anything that is not a valid
 * message without a word, so a client that sent bad JSON, a batch or the wrong version would wait forever; here
 * each of those gets the JSON-RPC error the specification names, with the request's id when it had one.
 */
import {JSONRPCMessageSchema, type JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';

/** Far above any real request (validate_modes takes 200,000 characters), far below what would strain memory. */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

export type ErrorReply = {jsonrpc: '2.0'; id: string | number | null; error: {code: number; message: string}};
export type Read = {ok: true; message: JSONRPCMessage} | {ok: false; reply: ErrorReply};

export const errorReply = (code: number, message: string, id: string | number | null = null): ErrorReply => ({
  jsonrpc: '2.0',
  id,
  error: {code, message},
});

export const tooLargeReply = (): ErrorReply =>
  errorReply(INVALID_REQUEST, `Message too large: the server reads at most ${MAX_MESSAGE_BYTES} bytes per message.`);

const idOf = (value: unknown): string | number | null => {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const {id} = value;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
};

export function readMessage(text: string): Read {
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
  const id = idOf(value);
  if (typeof value !== 'object' || value === null || (value as {jsonrpc?: unknown}).jsonrpc !== '2.0') {
    return {
      ok: false,
      reply: errorReply(INVALID_REQUEST, 'Invalid request: expected a JSON-RPC 2.0 object ("jsonrpc": "2.0").', id),
    };
  }
  // A present id must be a string or a number; the SDK's schema would read `"id": null` as a notification.
  const badId = 'id' in value && id === null;
  const parsed = badId ? undefined : JSONRPCMessageSchema.safeParse(value);
  if (!parsed?.success) {
    const why = 'method' in value ? 'an id that is a string or number, and params that are an object' : 'a method';
    return {ok: false, reply: errorReply(INVALID_REQUEST, `Invalid request: a JSON-RPC message needs ${why}.`, id)};
  }
  return {ok: true, message: parsed.data};
}
