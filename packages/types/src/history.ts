import {z} from 'zod';

/** One finished or paused task as the history list keeps it. */
export const historyItemSchema = z.object({
  id: z.string(),
  rootTaskId: z.string().optional(),
  parentTaskId: z.string().optional(),
  number: z.number(),
  ts: z.number(),
  task: z.string(),
  tokensIn: z.number(),
  tokensOut: z.number(),
  cacheWrites: z.number().optional(),
  cacheReads: z.number().optional(),
  totalCost: z.number(),
  size: z.number().optional(),
  workspace: z.string().optional(),
  mode: z.string().optional(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
