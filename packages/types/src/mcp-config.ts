// The MCP server configuration files, `.roo/mcp.json` (project) and `mcp_settings.json` (global), as Roo Code 3.28.10
// reads them: McpHub parses the file with JSON.parse (no comments), checks it against its zod schema, and checks each
// server again before connecting (src/services/mcp/McpHub.ts at v3.28.10, lines cited per rule below). Keys the
// schema does not name are accepted and dropped, as zod's default object does upstream.
import {z} from 'zod';

/** The three transports McpHub can connect with (McpHub.ts:214-217). */
export const mcpTransportTypes = ['stdio', 'sse', 'streamable-http'] as const;
export type McpTransportType = (typeof mcpTransportTypes)[number];

/** Seconds Roo waits for a tool call or request to a server (McpHub.ts:62): 1 to 3600, 60 when missing. */
export const MCP_TIMEOUT_DEFAULT_SECONDS = 60;
export const MCP_TIMEOUT_MIN_SECONDS = 1;
export const MCP_TIMEOUT_MAX_SECONDS = 3600;

// Fields every transport shares (McpHub.ts:60-66).
const commonFields = {
  disabled: z.boolean().optional().describe('true keeps the server configured but not connected'),
  timeout: z
    .number()
    .min(MCP_TIMEOUT_MIN_SECONDS)
    .max(MCP_TIMEOUT_MAX_SECONDS)
    .default(MCP_TIMEOUT_DEFAULT_SECONDS)
    .describe('Seconds to wait for a response from the server, 1 to 3600 (default 60)'),
  alwaysAllow: z
    .array(z.string())
    .default([])
    .describe('Names of this server’s tools Roo may call without asking for approval'),
  watchPaths: z
    .array(z.string())
    .optional()
    .describe('Files or folders whose changes restart the server (stdio servers)'),
  disabledTools: z
    .array(z.string())
    .default([])
    .describe('Names of this server’s tools Roo does not offer to the model'),
};

// Each transport refuses the other transports' fields (McpHub.ts:91-93, 106-108, 121-123).
const forbidden = z.undefined().optional();

/** A local server Roo starts as a child process; `type` may be left out (McpHub.ts:84-99, 205-207). */
export const mcpStdioServerSchema = z.object({
  ...commonFields,
  type: z.literal('stdio').optional().describe('Optional for stdio: a command without a type is a stdio server'),
  command: z.string().min(1, 'Command cannot be empty').describe('Program to start, e.g. npx or node'),
  args: z.array(z.string()).optional().describe('Arguments passed to the command'),
  cwd: z.string().optional().describe('Working folder of the process; the first workspace folder when missing'),
  env: z.record(z.string()).optional().describe('Environment variables for the process, string values only'),
  url: forbidden,
  headers: forbidden,
});

const remoteFields = {
  ...commonFields,
  url: z.string().url('URL must be a valid URL format').describe('Address of the server endpoint'),
  headers: z.record(z.string()).optional().describe('HTTP headers sent with every request, e.g. Authorization'),
  command: forbidden,
  args: forbidden,
  env: forbidden,
};

/** A remote server over the older HTTP+SSE transport; `type` is required with a `url` (McpHub.ts:101-114, 210-212). */
export const mcpSseServerSchema = z.object({
  ...remoteFields,
  type: z.literal('sse').describe('HTTP with Server-Sent Events, the older remote transport'),
});

/** A remote server over Streamable HTTP; `type` is required with a `url` (McpHub.ts:116-131, 210-212). */
export const mcpStreamableHttpServerSchema = z.object({
  ...remoteFields,
  type: z.literal('streamable-http').describe('Streamable HTTP, the current remote transport'),
});

/** One entry of `mcpServers`, by transport. */
export const mcpServerConfigSchema = z.union([mcpStdioServerSchema, mcpSseServerSchema, mcpStreamableHttpServerSchema]);
export type McpServerConfig = z.infer<typeof mcpServerConfigSchema>;

/** `.roo/mcp.json` or `mcp_settings.json` (McpHub.ts:139-141): server name → configuration. */
export const mcpSettingsFileSchema = z.object({
  mcpServers: z.record(z.string(), mcpServerConfigSchema).describe('Server name → configuration'),
});
export type McpSettingsFile = z.infer<typeof mcpSettingsFileSchema>;

/** The file names Roo Code reads MCP servers from: the project's and the global one. */
export const MCP_PROJECT_FILE = '.roo/mcp.json';
export const MCP_GLOBAL_FILE = 'mcp_settings.json';
