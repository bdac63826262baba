import {z} from 'zod';

import {effectiveValues, type EffectiveDefaults, type UpstreamLine} from './effective-default';

/** Services that can turn code into vectors for codebase indexing. */
export const embedderProviders = [
  'openai',
  'ollama',
  'openai-compatible',
  'gemini',
  'mistral',
  'vercel-ai-gateway',
] as const;
export const embedderProviderSchema = z.enum(embedderProviders);
export type EmbedderProvider = z.infer<typeof embedderProviderSchema>;

/** Bounds and defaults of the two search sliders in the codebase index settings. */
export const codebaseSearchLimits = {
  minResults: 10,
  maxResults: 200,
  defaultResults: 50,
  resultsStep: 10,
  minScore: 0,
  maxScore: 1,
  defaultMinScore: 0.4,
  scoreStep: 0.05,
} as const;

export const codebaseIndexConfigSchema = z.object({
  codebaseIndexEnabled: z.boolean().optional().describe('Turns codebase indexing and the codebase_search tool on'),
  codebaseIndexQdrantUrl: z.string().optional().describe('Address of the Qdrant vector database that stores the index'),
  codebaseIndexEmbedderProvider: embedderProviderSchema.optional().describe('Service that computes the embeddings'),
  codebaseIndexEmbedderBaseUrl: z.string().optional().describe('Base URL of the embedder, for Ollama'),
  codebaseIndexEmbedderModelId: z.string().optional().describe('Embedding model to use'),
  codebaseIndexEmbedderModelDimension: z
    .number()
    .optional()
    .describe('Vector size of the embedding model, when Roo Code does not know it'),
  codebaseIndexSearchMinScore: z
    .number()
    .min(codebaseSearchLimits.minScore)
    .max(codebaseSearchLimits.maxScore)
    .optional()
    .describe('Similarity a result needs to be returned; higher means fewer, closer matches'),
  codebaseIndexSearchMaxResults: z
    .number()
    .min(codebaseSearchLimits.minResults)
    .max(codebaseSearchLimits.maxResults)
    .optional()
    .describe('Most results one search returns'),
  codebaseIndexOpenAiCompatibleBaseUrl: z
    .string()
    .optional()
    .describe('Base URL of an OpenAI-compatible embedding endpoint'),
  codebaseIndexOpenAiCompatibleModelDimension: z
    .number()
    .optional()
    .describe('Not read by Roo Code 3.28.10; the OpenAI Compatible dimension is codebaseIndexEmbedderModelDimension'),
});
export type CodebaseIndexConfig = z.infer<typeof codebaseIndexConfigSchema>;

const posted = (line: number): UpstreamLine => `src/core/webview/ClineProvider.ts:${line}`;
const popover = (line: number): UpstreamLine => `webview-ui/src/components/chat/CodeIndexPopover.tsx:${line}`;

/**
 * What a user who never changed an indexing setting gets. The indexing panel fills every field from the state the
 * extension sends it and saves them all together, so its initial values become the stored ones on the first Save.
 */
export const codebaseIndexConfigEffectiveDefaults = {
  codebaseIndexEnabled: {value: true, source: posted(1940)},
  codebaseIndexQdrantUrl: {value: 'http://localhost:6333', source: posted(1941)},
  codebaseIndexEmbedderProvider: {value: 'openai', source: posted(1942)},
  codebaseIndexEmbedderModelDimension: {
    value: 1536,
    source: posted(1945),
    note: 'the Model Dimension field arrives filled with 1536 and is saved as shown',
  },
  codebaseIndexSearchMinScore: {
    value: codebaseSearchLimits.defaultMinScore,
    source: popover(224),
    note: 'saved on the first Save; the per-model thresholds apply only while it was never saved',
  },
  codebaseIndexSearchMaxResults: {value: codebaseSearchLimits.defaultResults, source: popover(222)},
} satisfies EffectiveDefaults<CodebaseIndexConfig>;

/** Defaults the extension fills in when a setting has never been saved: the values of the record above. */
export const codebaseIndexConfigDefaults = effectiveValues(codebaseIndexConfigEffectiveDefaults);

const dimensions = z.record(z.string(), z.object({dimension: z.number()})).optional();

/** Known embedding models per embedder, with their vector sizes. */
export const codebaseIndexModelsSchema = z.object({
  openai: dimensions,
  ollama: dimensions,
  'openai-compatible': dimensions,
  gemini: dimensions,
  mistral: dimensions,
  'vercel-ai-gateway': dimensions,
});
export type CodebaseIndexModels = z.infer<typeof codebaseIndexModelsSchema>;

/** The embedder keys and endpoints kept with the provider settings (the keys are stored as secrets). */
export const codebaseIndexProviderSchema = z.object({
  codeIndexOpenAiKey: z.string().optional().describe('OpenAI API key used for embeddings'),
  codeIndexQdrantApiKey: z.string().optional().describe('API key of the Qdrant server, if it needs one'),
  codebaseIndexOpenAiCompatibleBaseUrl: z
    .string()
    .optional()
    .describe('Base URL of an OpenAI-compatible embedding endpoint'),
  codebaseIndexOpenAiCompatibleApiKey: z
    .string()
    .optional()
    .describe('API key of the OpenAI-compatible embedding endpoint'),
  codebaseIndexOpenAiCompatibleModelDimension: z
    .number()
    .optional()
    .describe('Not read by Roo Code 3.28.10; the OpenAI Compatible dimension is codebaseIndexEmbedderModelDimension'),
  codebaseIndexGeminiApiKey: z.string().optional().describe('Gemini API key used for embeddings'),
  codebaseIndexMistralApiKey: z.string().optional().describe('Mistral API key used for embeddings'),
  codebaseIndexVercelAiGatewayApiKey: z.string().optional().describe('Vercel AI Gateway API key used for embeddings'),
});
export type CodebaseIndexProvider = z.infer<typeof codebaseIndexProviderSchema>;
