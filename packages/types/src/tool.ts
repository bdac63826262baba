import {z} from 'zod';

/** Groups of tools a mode can be given. */
export const toolGroups = ['read', 'edit', 'browser', 'command', 'mcp', 'modes'] as const;
export const toolGroupSchema = z.enum(toolGroups);
export type ToolGroup = z.infer<typeof toolGroupSchema>;

/** Every tool the model can call. */
export const toolNames = [
  'execute_command',
  'read_file',
  'write_to_file',
  'apply_diff',
  'insert_content',
  'search_and_replace',
  'search_files',
  'list_files',
  'list_code_definition_names',
  'browser_action',
  'use_mcp_tool',
  'access_mcp_resource',
  'ask_followup_question',
  'attempt_completion',
  'switch_mode',
  'new_task',
  'fetch_instructions',
  'codebase_search',
  'update_todo_list',
  'run_slash_command',
  'generate_image',
] as const;
export const toolNameSchema = z.enum(toolNames);
export type ToolName = z.infer<typeof toolNameSchema>;

/** Calls and failed calls per tool during a task. */
export const toolUsageSchema = z.record(toolNameSchema, z.object({attempts: z.number(), failures: z.number()}));
export type ToolUsage = z.infer<typeof toolUsageSchema>;

/** Which tools each group grants. */
export const toolGroupMembers = {
  read: [
    'read_file',
    'fetch_instructions',
    'search_files',
    'list_files',
    'list_code_definition_names',
    'codebase_search',
  ],
  edit: ['apply_diff', 'write_to_file', 'insert_content', 'search_and_replace', 'generate_image'],
  browser: ['browser_action'],
  command: ['execute_command'],
  mcp: ['use_mcp_tool', 'access_mcp_resource'],
  modes: ['switch_mode', 'new_task'],
} as const satisfies Record<ToolGroup, readonly ToolName[]>;

/** Groups every mode has whether or not it lists them. */
export const alwaysAvailableToolGroups = ['modes'] as const satisfies readonly ToolGroup[];

/** Tools every mode can use, whatever groups it lists. */
export const alwaysAvailableTools = [
  'ask_followup_question',
  'attempt_completion',
  'switch_mode',
  'new_task',
  'update_todo_list',
  'run_slash_command',
] as const satisfies readonly ToolName[];

/** The groups a tool belongs to (empty for tools that are always available and in no group). */
export function groupsOfTool(tool: ToolName): ToolGroup[] {
  return toolGroups.filter((group) => (toolGroupMembers[group] as readonly ToolName[]).includes(tool));
}
