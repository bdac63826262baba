import {z} from 'zod';

/** Kinds of message in which the assistant waits for the user. */
export const clineAsks = [
  'followup',
  'command',
  'command_output',
  'completion_result',
  'tool',
  'api_req_failed',
  'resume_task',
  'resume_completed_task',
  'mistake_limit_reached',
  'browser_action_launch',
  'use_mcp_server',
  'auto_approval_max_req_reached',
] as const;
export const clineAskSchema = z.enum(clineAsks);
export type ClineAsk = z.infer<typeof clineAskSchema>;

/** Kinds of message in which the assistant reports something. */
export const clineSays = [
  'error',
  'api_req_started',
  'api_req_finished',
  'api_req_retried',
  'api_req_retry_delayed',
  'api_req_deleted',
  'text',
  'image',
  'reasoning',
  'completion_result',
  'user_feedback',
  'user_feedback_diff',
  'command_output',
  'shell_integration_warning',
  'browser_action',
  'browser_action_result',
  'mcp_server_request_started',
  'mcp_server_response',
  'subtask_result',
  'checkpoint_saved',
  'rooignore_error',
  'diff_error',
  'condense_context',
  'condense_context_error',
  'codebase_search_result',
  'user_edit_todos',
] as const;
export const clineSaySchema = z.enum(clineSays);
export type ClineSay = z.infer<typeof clineSaySchema>;

/** Asks after which the task sits idle until the user acts. */
export const idleAsks = [
  'completion_result',
  'api_req_failed',
  'resume_completed_task',
  'mistake_limit_reached',
  'auto_approval_max_req_reached',
] as const satisfies readonly ClineAsk[];
/** Asks that leave a task resumable. */
export const resumableAsks = ['resume_task'] as const satisfies readonly ClineAsk[];
/** Asks that wait for an approval or an answer. */
export const interactiveAsks = [
  'followup',
  'command',
  'tool',
  'browser_action_launch',
  'use_mcp_server',
] as const satisfies readonly ClineAsk[];

export const toolProgressStatusSchema = z.object({
  icon: z.string().optional(),
  text: z.string().optional(),
});
export type ToolProgressStatus = z.infer<typeof toolProgressStatusSchema>;

/** What a context condensation did: its cost, the token counts before and after, and the summary. */
export const contextCondenseSchema = z.object({
  cost: z.number(),
  prevContextTokens: z.number(),
  newContextTokens: z.number(),
  summary: z.string(),
});
export type ContextCondense = z.infer<typeof contextCondenseSchema>;

export const apiProtocolSchema = z.enum(['openai', 'anthropic']);
export type ApiProtocol = z.infer<typeof apiProtocolSchema>;

/** One message of a task's chat. `ask` or `say` names its kind, depending on `type`. */
export const clineMessageSchema = z.object({
  ts: z.number(),
  type: z.enum(['ask', 'say']),
  ask: clineAskSchema.optional(),
  say: clineSaySchema.optional(),
  text: z.string().optional(),
  images: z.array(z.string()).optional(),
  partial: z.boolean().optional(),
  reasoning: z.string().optional(),
  conversationHistoryIndex: z.number().optional(),
  checkpoint: z.record(z.string(), z.unknown()).optional(),
  progressStatus: toolProgressStatusSchema.optional(),
  contextCondense: contextCondenseSchema.optional(),
  isProtected: z.boolean().optional(),
  apiProtocol: apiProtocolSchema.optional(),
  isAnswered: z.boolean().optional(),
  metadata: z
    .object({
      gpt5: z
        .object({
          previous_response_id: z.string().optional(),
          instructions: z.string().optional(),
          reasoning_summary: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
});
export type ClineMessage = z.infer<typeof clineMessageSchema>;

/** Running token and cost totals of a task. */
export const tokenUsageSchema = z.object({
  totalTokensIn: z.number(),
  totalTokensOut: z.number(),
  totalCacheWrites: z.number().optional(),
  totalCacheReads: z.number().optional(),
  totalCost: z.number(),
  contextTokens: z.number(),
});
export type TokenUsage = z.infer<typeof tokenUsageSchema>;

/** A message typed while the assistant was busy, sent when it is free. */
export const queuedMessageSchema = z.object({
  timestamp: z.number(),
  id: z.string(),
  text: z.string(),
  images: z.array(z.string()).optional(),
});
export type QueuedMessage = z.infer<typeof queuedMessageSchema>;
