import {z} from 'zod';

const execution = {executionId: z.string()};

/** Progress of a shell command run by the execute_command tool. */
export const commandExecutionStatusSchema = z.discriminatedUnion('status', [
  z.object({...execution, status: z.literal('started'), pid: z.number().optional(), command: z.string()}),
  z.object({...execution, status: z.literal('output'), output: z.string()}),
  z.object({...execution, status: z.literal('exited'), exitCode: z.number().optional()}),
  z.object({...execution, status: z.literal('fallback')}),
  z.object({...execution, status: z.literal('timeout')}),
]);
export type CommandExecutionStatus = z.infer<typeof commandExecutionStatusSchema>;
