import {z} from 'zod';

/** An answer the model proposes with a follow-up question; picking it may also switch mode. */
export const suggestionItemSchema = z.object({
  answer: z.string(),
  mode: z.string().optional(),
});
export type SuggestionItem = z.infer<typeof suggestionItemSchema>;

/** A follow-up question and its suggested answers. */
export const followUpDataSchema = z.object({
  question: z.string().optional(),
  suggest: z.array(suggestionItemSchema).optional(),
});
export type FollowUpData = z.infer<typeof followUpDataSchema>;
