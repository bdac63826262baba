import {z} from 'zod';

export const todoStatuses = ['pending', 'in_progress', 'completed'] as const;
export const todoStatusSchema = z.enum(todoStatuses);
export type TodoStatus = z.infer<typeof todoStatusSchema>;

/** One line of a task's todo list. */
export const todoItemSchema = z.object({
  id: z.string(),
  content: z.string(),
  status: todoStatusSchema,
});
export type TodoItem = z.infer<typeof todoItemSchema>;
