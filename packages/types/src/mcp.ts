import {z} from 'zod';

const execution = {executionId: z.string()};

/** Progress of a call to an MCP server tool. */
export const mcpExecutionStatusSchema = z.discriminatedUnion('status', [
  z.object({...execution, status: z.literal('started'), serverName: z.string(), toolName: z.string()}),
  z.object({...execution, status: z.literal('output'), response: z.string()}),
  z.object({...execution, status: z.literal('completed'), response: z.string().optional()}),
  z.object({...execution, status: z.literal('error'), error: z.string().optional()}),
]);
export type McpExecutionStatus = z.infer<typeof mcpExecutionStatusSchema>;
