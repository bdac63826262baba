/**
 * MCP over Streamable HTTP, stateless: every POST gets a fresh server from the same createServer as stdio, and no
 * session is kept, so any number of instances (or a serverless function) can answer. Mount the handler on any
 * Node host at the path of your choice; see the package README for a recipe.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type {Docs} from './docs';
import {errorReply, INVALID_REQUEST, MAX_MESSAGE_BYTES, readMessage, tooLargeReply, type ErrorReply} from './messages';
import {ModesRunner} from './modes-runner';
import {createServer} from './server';
import {SiteError} from './site';

export type McpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
export type McpHandlerOptions = {
  /** Largest request body read, in bytes (default MAX_MESSAGE_BYTES). */
  maxBodyBytes?: number;
  /** Access-Control-Allow-Origin for browser clients (default `*`: the docs are public and no cookie is read). */
  allowOrigin?: string;
  modes?: ModesRunner;
};

const ALLOW = 'POST, OPTIONS';
const CORS_REQUEST_HEADERS = 'Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID';
const CORS_EXPOSED_HEADERS = 'Mcp-Session-Id, Mcp-Protocol-Version';

class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly reply: ErrorReply,
  ) {
    super(reply.error.message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.statusCode = status;
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** The body as text, refusing (413) as soon as it passes the limit, before reading the rest. */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyError(413, tooLargeReply()));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyError(413, tooLargeReply()));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const acceptsEventStream = (accept: string | undefined) => /(^|,)\s*text\/event-stream\b/i.test(accept ?? '');

export function createMcpHandler(loaded: Docs | SiteError, options: McpHandlerOptions = {}): McpHandler {
  const {maxBodyBytes = MAX_MESSAGE_BYTES, allowOrigin = '*', modes = new ModesRunner(undefined)} = options;

  return async function handleMcpRequest(req, res) {
    res.setHeader('Access-Control-Allow-Origin', allowOrigin);
    res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
    if (allowOrigin !== '*') res.setHeader('Vary', 'Origin');

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

    let body: string;
    try {
      body = await readBody(req, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyError) sendJson(res, error.status, error.reply, {Connection: 'close'});
      else res.destroy();
      return;
    }
    const read = readMessage(body);
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
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, read.message);
  };
}
