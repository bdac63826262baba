import {z} from 'zod';

/** Where a task stands, as reported to remote viewers. */
export const taskStatuses = ['running', 'interactive', 'resumable', 'idle', 'none'] as const;
export const taskStatusSchema = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** The opening prompt of a task and its images. */
export const taskMetadataSchema = z.object({
  task: z.string().optional(),
  images: z.array(z.string()).optional(),
});
export type TaskMetadata = z.infer<typeof taskMetadataSchema>;
