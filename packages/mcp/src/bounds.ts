/**
 * The last word on what leaves the server, on both transports: whatever a client sent and whatever a library
 * made of it, an error answer carries a clipped message and no answer passes MAX_ANSWER_BYTES. The checks before
 * the SDK (messages.ts) keep errors short already; this is the bound that holds if one of them misses a case.
 */
import type {JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';

/** Largest answer sent: the biggest real one, the resource list of every page, is about 115 KiB. */
export const MAX_ANSWER_BYTES = 1024 * 1024;
/** Longest error message sent; no message this server writes comes near it. */
export const MAX_ERROR_CHARS = 2000;
export const INTERNAL_ERROR = -32603;

/** The first `max` characters of `text`, and how long it was when it was longer. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${text.length.toLocaleString('en-US')} characters)`;
}

type Outgoing = JSONRPCMessage | {jsonrpc: '2.0'; id: string | number | null; error: {code: number; message: string}};

/** The message as it may be sent: an error's message clipped and its data dropped; an oversize answer replaced. */
export function boundAnswer<T extends Outgoing>(message: T): {message: T | Outgoing; text: string} {
  let bounded: T | Outgoing = message;
  if ('error' in message && message.error) {
    const {code, message: why} = message.error as {code: number; message: unknown};
    const text = typeof why === 'string' ? why : 'Error';
    bounded = {...message, error: {code, message: clip(text, MAX_ERROR_CHARS)}};
  }
  // A tool's error is an error too: the SDK's argument checks quote the value they refused (a 300,000-character
  // section name came back whole).
  const result = 'result' in message ? (message.result as {isError?: unknown; content?: unknown}) : undefined;
  if (result?.isError === true && Array.isArray(result.content)) {
    const content = result.content.map((part: {type?: unknown; text?: unknown}) =>
      part.type === 'text' && typeof part.text === 'string' ? {...part, text: clip(part.text, MAX_ERROR_CHARS)} : part,
    );
    bounded = {...message, result: {...result, content}};
  }
  const text = JSON.stringify(bounded);
  if (Buffer.byteLength(text) <= MAX_ANSWER_BYTES) return {message: bounded, text};
  const id = 'id' in message && (typeof message.id === 'string' || typeof message.id === 'number') ? message.id : null;
  const replaced: Outgoing = {
    jsonrpc: '2.0',
    id,
    error: {
      code: INTERNAL_ERROR,
      message: `The answer would be ${Buffer.byteLength(text)} bytes; this server sends at most ${MAX_ANSWER_BYTES}.`,
    },
  };
  return {message: replaced, text: JSON.stringify(replaced)};
}
