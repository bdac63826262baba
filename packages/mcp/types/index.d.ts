// Types of the library entry (dist/index.js is a bundle, so its declarations are kept here by hand).
import type {IncomingMessage, ServerResponse} from 'node:http';

export type McpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export type McpHandlerOptions = {
  /** Largest request body read, in bytes (default MAX_MESSAGE_BYTES). */
  maxBodyBytes?: number;
  /** Access-Control-Allow-Origin for browser clients (default `*`). */
  allowOrigin?: string;
};

/** Largest JSON-RPC message read, in bytes, on either transport. */
export declare const MAX_MESSAGE_BYTES: number;

/** A Streamable HTTP (stateless) handler over a built docs site: by default the pages shipped in the package. */
export declare function createDocsMcpHandler(options?: McpHandlerOptions & {site?: string}): McpHandler;

/** The default handler; the site is loaded on the first request. */
export declare const handleMcpRequest: McpHandler;
