import type {z} from 'zod';

/** The messages of a failed parse, as "path: message" lines; empty when the value is valid. */
export function issues(schema: z.ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
