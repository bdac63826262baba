import type {ReactNode} from 'react';
import SchemaValidator from '@site/src/components/SchemaValidator';

// Written for this page: a local process and a remote endpoint, each with the fields Roo Code reads.
const SAMPLE = `{
  "mcpServers": {
    "files": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "\${workspaceFolder}"],
      "alwaysAllow": ["list_allowed_directories"]
    },
    "roo-code-docs": {
      "type": "streamable-http",
      "url": "http://127.0.0.1:3000/mcp",
      "timeout": 60
    }
  }
}
`;

/** Checks a pasted .roo/mcp.json or mcp_settings.json against Roo Code's MCP configuration rules. */
export default function McpConfigValidator(): ReactNode {
  return (
    <SchemaValidator
      kind="mcp"
      label="Your .roo/mcp.json or mcp_settings.json"
      hint="Paste the whole file (JSON, with mcpServers) or drop it here."
      sample={SAMPLE}
      validText={(count) => (count === 1 ? 'it defines 1 server.' : `it defines ${count} servers.`)}
    />
  );
}
