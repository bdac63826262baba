import {z} from 'zod';

import {modelParameterSchema, reasoningEffortSchema, serviceTierSchema} from '../model';
import {vsCodeLmEntrySchema} from '../vscode';

const price = (what: string) => z.number().optional().describe(`${what}, in US dollars per million tokens`);

/**
 * A price tier of a model. Without a name it is a long-context tier: its prices apply once the prompt
 * grows past the model's base context window, up to the tier's `contextWindow`. With a name (`flex`,
 * `priority`) it is an OpenAI service tier, chosen per request.
 */
export const modelTierSchema = z.object({
  name: serviceTierSchema.optional().describe('Service tier the prices belong to; absent for a context-length tier'),
  contextWindow: z.number().describe('Largest prompt, in tokens, that the tier covers (Infinity for no upper limit)'),
  inputPrice: price('Input price in this tier'),
  outputPrice: price('Output price in this tier'),
  cacheWritesPrice: price('Cache-write price in this tier'),
  cacheReadsPrice: price('Cache-read price in this tier'),
});
export type ModelTier = z.infer<typeof modelTierSchema>;

/** What Roo Code knows about one model: limits, capabilities and list prices. */
export const modelInfoSchema = z.object({
  maxTokens: z.number().nullish().describe('Most tokens the model may write in one response'),
  maxThinkingTokens: z.number().nullish().describe('Largest reasoning budget, in tokens'),
  contextWindow: z.number().describe('Most tokens of prompt plus response the model can hold'),
  supportsImages: z.boolean().optional().describe('Accepts images in the prompt'),
  supportsComputerUse: z.boolean().optional().describe('Can drive the browser tool'),
  supportsPromptCache: z.boolean().describe('Can reuse cached prompt prefixes at a lower price'),
  supportsVerbosity: z.boolean().optional().describe('Takes an output verbosity setting'),
  supportsReasoningBudget: z.boolean().optional().describe('Takes a thinking-token budget'),
  supportsTemperature: z.boolean().optional().describe('Takes a temperature setting'),
  requiredReasoningBudget: z.boolean().optional().describe('Always thinks; the budget cannot be turned off'),
  supportsReasoningEffort: z.boolean().optional().describe('Takes a reasoning effort level'),
  supportedParameters: z.array(modelParameterSchema).optional().describe('Request parameters the model accepts'),
  inputPrice: price('Price of prompt tokens'),
  outputPrice: price('Price of response tokens'),
  cacheWritesPrice: price('Price of writing prompt tokens to the cache'),
  cacheReadsPrice: price('Price of reading prompt tokens from the cache'),
  description: z
    .string()
    .optional()
    .describe('What the model is for, in a sentence or two; figures live in the other fields'),
  reasoningEffort: reasoningEffortSchema.optional().describe('Reasoning effort used when none is chosen'),
  minTokensPerCachePoint: z.number().optional().describe('Smallest prompt section, in tokens, worth a cache point'),
  maxCachePoints: z.number().optional().describe('Most cache points one request may set'),
  cachableFields: z.array(z.string()).optional().describe('Parts of the request that can carry cache points'),
  tiers: z.array(modelTierSchema).optional().describe('Other prices: long-context tiers or service tiers'),
});
export type ModelInfo = z.infer<typeof modelInfoSchema>;

/** A model of the VS Code Language Model API: model info plus the selector VS Code reports. */
export const vsCodeLmModelInfoSchema = modelInfoSchema.merge(vsCodeLmEntrySchema);
export type VsCodeLmModelInfo = z.infer<typeof vsCodeLmModelInfoSchema>;
