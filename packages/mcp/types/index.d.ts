// Types of the library entry (dist/index.js is a bundle, so its declarations are kept here by hand).
import type {IncomingMessage, ServerResponse} from 'node:http';

export type McpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export type McpHandlerOptions = {
  /** Largest request body read, in bytes (default MAX_MESSAGE_BYTES). */
  maxBodyBytes?: number;
  /** Time a request body has to arrive whole, in ms (default 10,000); then 408 and the connection closes. */
  bodyTimeoutMs?: number;
  /** Origins (`https://app.example`) whose pages may call the endpoint, or `'*'` for every page (default: none). */
  allowOrigin?: string | readonly string[];
  /** Host names served (`docs.example.com`, or with a port), or `'*'` (default: localhost, 127.0.0.1, [::1]). */
  allowedHosts?: string | readonly string[];
  /** Whether a page of the endpoint's own origin may call it (default true). */
  sameOrigin?: boolean;
};

/** Largest JSON-RPC message read, in bytes, on either transport. */
export declare const MAX_MESSAGE_BYTES: number;

/** A Streamable HTTP (stateless) handler over a built docs site: by default the pages shipped in the package. */
export declare function createDocsMcpHandler(options?: McpHandlerOptions & {site?: string}): McpHandler;

/** The default handler; the site is loaded on the first request. */
export declare const handleMcpRequest: McpHandler;
