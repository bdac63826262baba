import {z} from 'zod';

/** How hard a reasoning model thinks before it answers. */
export const reasoningEfforts = ['low', 'medium', 'high'] as const;
export const reasoningEffortSchema = z.enum(reasoningEfforts);
export type ReasoningEffort = z.infer<typeof reasoningEffortSchema>;

// Some OpenAI models (the GPT-5 family) also take `minimal`, so profiles accept it on top of the three levels.
export const reasoningEffortWithMinimalSchema = z.union([reasoningEffortSchema, z.literal('minimal')]);
export type ReasoningEffortWithMinimal = z.infer<typeof reasoningEffortWithMinimalSchema>;

/** Output length hint for models that support it. */
export const verbosityLevels = ['low', 'medium', 'high'] as const;
export const verbosityLevelSchema = z.enum(verbosityLevels);
export type VerbosityLevel = z.infer<typeof verbosityLevelSchema>;

/** OpenAI service tiers: the same model at a different price and latency. */
export const serviceTiers = ['default', 'flex', 'priority'] as const;
export const serviceTierSchema = z.enum(serviceTiers);
export type ServiceTier = z.infer<typeof serviceTierSchema>;

/** Request parameters a model is known to accept. */
export const modelParameters = ['max_tokens', 'temperature', 'reasoning', 'include_reasoning'] as const;
export const modelParameterSchema = z.enum(modelParameters);
export type ModelParameter = z.infer<typeof modelParameterSchema>;
