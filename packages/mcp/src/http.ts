/**
 * MCP over Streamable HTTP, stateless: every POST gets a fresh server from the same createServer as stdio, and no
 * session is kept, so any number of instances (or a serverless function) can answer. Mount the handler on any
 * Node host at the path of your choice; see the package README for a recipe.
 *
 * Everything a request can cost is bounded before the SDK sees it (issue 43): Host and Origin are checked before
 * the body is read, a body must arrive whole within bodyTimeoutMs and under maxBodyBytes, codings the handler
 * cannot read are refused, the message's shape and params are checked cheaply (messages.ts), and every answer
 * goes out through boundAnswer.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {boundAnswer} from './bounds';
import type {Docs} from './docs';
import {errorReply, INVALID_REQUEST, MAX_MESSAGE_BYTES, readMessage, tooLargeReply, type ErrorReply} from './messages';
import {ModesRunner} from './modes-runner';
import {originPolicy, type OriginOptions} from './origin';
import {createServer, TOOL_NAMES} from './server';
import {SiteError} from './site';

export type McpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
export type McpHandlerOptions = OriginOptions & {
  /** Largest request body read, in bytes (default MAX_MESSAGE_BYTES). */
  maxBodyBytes?: number;
  /** Time a request body has to arrive whole, in ms (default BODY_TIMEOUT_MS); then 408 and the connection closes. */
  bodyTimeoutMs?: number;
  modes?: ModesRunner;
};

/** Ample for 4 MiB on any link a person would use; a client that stops sending is dropped after it. */
export const BODY_TIMEOUT_MS = 10_000;

const ALLOW = 'POST, OPTIONS';
const CORS_REQUEST_HEADERS = 'Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID';
const CORS_EXPOSED_HEADERS = 'Mcp-Session-Id, Mcp-Protocol-Version';
/** The SDK's code for a refusal that is no JSON-RPC error of its own (its Origin and Host refusals use it too). */
const SERVER_ERROR = -32000;

class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly reply: ErrorReply,
  ) {
    super(reply.error.message);
  }
}

function sendJson(res: ServerResponse, status: number, body: ErrorReply, extra: Record<string, string> = {}) {
  const {text} = boundAnswer(body);
  res.statusCode = status;
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** The body as text, refusing (413) as soon as it passes the limit and (408) when it stops arriving. */
function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyError(413, tooLargeReply()));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: Error) => {
      clearTimeout(timer);
      req.removeAllListeners('data');
      req.resume();
      reject(error);
    };
    const timer = setTimeout(
      () =>
        stop(new BodyError(408, errorReply(INVALID_REQUEST, `Request timeout: send the body within ${timeoutMs} ms.`))),
      timeoutMs,
    );
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) stop(new BodyError(413, tooLargeReply()));
      else chunks.push(chunk);
    });
    req.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * A coding the handler cannot undo, or undefined. Node's parser removes `chunked` and nothing else, so a body
 * sent with another transfer coding (RFC 9112, 6.1: 501) or content coding (RFC 9110, 15.5.16: 415) would be read
 * as if it were plain.
 */
function unreadableCoding(req: IncomingMessage): {status: number; message: string} | undefined {
  const transfer = req.headers['transfer-encoding'];
  const transferCodings = (transfer ?? '').split(',').map((coding) => coding.trim().toLowerCase());
  if (transfer !== undefined && transferCodings.some((coding) => coding !== 'chunked')) {
    return {status: 501, message: 'Not Implemented: the only transfer coding read is chunked.'};
  }
  const content = req.headers['content-encoding'];
  const contentCodings = (content ?? '').split(',').map((coding) => coding.trim().toLowerCase());
  if (content !== undefined && contentCodings.some((coding) => coding !== 'identity' && coding !== '')) {
    return {status: 415, message: 'Unsupported Media Type: send the message without a content coding.'};
  }
  return undefined;
}

const acceptsEventStream = (accept: string | undefined) => /(^|,)\s*text\/event-stream\b/i.test(accept ?? '');

export function createMcpHandler(loaded: Docs | SiteError, options: McpHandlerOptions = {}): McpHandler {
  const {
    maxBodyBytes = MAX_MESSAGE_BYTES,
    bodyTimeoutMs = BODY_TIMEOUT_MS,
    modes = new ModesRunner(undefined),
    ...origins
  } = options;
  const checkOrigin = originPolicy(origins);

  return async function handleMcpRequest(req, res) {
    // The answer depends on Origin whenever the policy is not "every page".
    res.setHeader('Vary', 'Origin');
    const allowed = checkOrigin(req);
    if (!allowed.ok) {
      // No CORS header: a foreign page learns nothing, and a preflight fails.
      sendJson(res, 403, errorReply(SERVER_ERROR, allowed.message));
      return;
    }
    if (allowed.allowOrigin !== undefined) {
      res.setHeader('Access-Control-Allow-Origin', allowed.allowOrigin);
      res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
    }

    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.setHeader('Access-Control-Allow-Methods', ALLOW);
      res.setHeader('Access-Control-Allow-Headers', CORS_REQUEST_HEADERS);
      res.setHeader('Access-Control-Max-Age', '86400');
      res.setHeader('Content-Length', '0');
      res.end();
      return;
    }
    // Without sessions there is no stream to open with GET and nothing to end with DELETE: the specification's
    // answer for a server that offers neither is 405.
    if (req.method !== 'POST') {
      sendJson(
        res,
        405,
        errorReply(INVALID_REQUEST, 'Method not allowed: this server is stateless; POST each message.'),
        {
          Allow: ALLOW,
        },
      );
      return;
    }
    const type = req.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(type)) {
      sendJson(res, 415, errorReply(INVALID_REQUEST, 'Unsupported Media Type: send the message as application/json.'));
      return;
    }
    const coding = unreadableCoding(req);
    if (coding) {
      const extra: Record<string, string> = {Connection: 'close'};
      if (coding.status === 415) extra['Accept-Encoding'] = 'identity';
      sendJson(res, coding.status, errorReply(INVALID_REQUEST, coding.message), extra);
      return;
    }

    let body: string;
    try {
      body = await readBody(req, maxBodyBytes, bodyTimeoutMs);
    } catch (error) {
      if (error instanceof BodyError) sendJson(res, error.status, error.reply, {Connection: 'close'});
      else res.destroy();
      return;
    }
    const read = readMessage(body, {tools: TOOL_NAMES});
    if (!read.ok) {
      sendJson(res, 400, read.reply);
      return;
    }

    // A client that takes only JSON gets JSON; one that also takes an event stream gets the SDK's default (SSE).
    // The SDK refuses a request whose Accept lacks either type, so a JSON-only client's header is completed.
    const sse = acceptsEventStream(req.headers.accept);
    if (!sse) req.headers.accept = 'application/json, text/event-stream';
    const server = createServer(loaded, {modes});
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: !sse});
    // Every answer the SDK sends passes the same bound as the stdio transport's.
    const send = transport.send.bind(transport);
    transport.send = (message, sendOptions) => send(boundAnswer(message).message as typeof message, sendOptions);
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, read.message);
  };
}
