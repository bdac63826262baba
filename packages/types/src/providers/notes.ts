// Provider facts that sit beside the model lists rather than in a single model's entry.

/**
 * Amazon Bedrock prompt caching, as the Bedrock catalogue sets it for its Claude models: at most four
 * cache points a request, each covering at least 1,024 tokens, or 2,048 tokens on Claude 3.5 Haiku.
 * (The Amazon Nova models allow a single cache point on the system prompt.)
 */
export const bedrockPromptCache = {
  maxCachePoints: 4,
  minTokensPerCachePoint: 1024,
  haikuMinTokensPerCachePoint: 2048,
  cachableFields: ['system', 'messages', 'tools'],
} as const;

/** Bedrock regions offered in the profile's region list. */
export const bedrockRegions = [
  'ap-east-1',
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-northeast-3',
  'ap-south-1',
  'ap-south-2',
  'ap-southeast-1',
  'ap-southeast-2',
  'ca-central-1',
  'eu-central-1',
  'eu-central-2',
  'eu-north-1',
  'eu-south-1',
  'eu-south-2',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'sa-east-1',
  'us-east-1',
  'us-east-2',
  'us-gov-east-1',
  'us-gov-west-1',
  'us-west-1',
  'us-west-2',
] as const;

/** Vertex AI regions offered in the profile's region list. */
export const vertexRegions = [
  'global',
  'us-central1',
  'us-east1',
  'us-east4',
  'us-east5',
  'us-south1',
  'us-west1',
  'us-west2',
  'us-west3',
  'us-west4',
  'northamerica-northeast1',
  'northamerica-northeast2',
  'southamerica-east1',
  'europe-west1',
  'europe-west2',
  'europe-west3',
  'europe-west4',
  'europe-west6',
  'europe-central2',
  'asia-east1',
  'asia-east2',
  'asia-northeast1',
  'asia-northeast2',
  'asia-northeast3',
  'asia-south1',
  'asia-south2',
  'asia-southeast1',
  'asia-southeast2',
  'australia-southeast1',
  'australia-southeast2',
  'me-west1',
  'me-central1',
  'africa-south1',
] as const;

/**
 * The Cerebras free model (`qwen-3-coder-480b-free`) and its rate limits, for accounts without a
 * Cerebras subscription. TPM/TPH/TPD are tokens per minute, hour and day; RPM/RPH/RPD requests.
 */
export const cerebrasFreeTier = {
  modelId: 'qwen-3-coder-480b-free',
  contextWindow: 64_000,
  tokensPerMinute: 150_000,
  tokensPerHour: 1_000_000,
  tokensPerDay: 1_000_000,
  requestsPerMinute: 10,
  requestsPerHour: 100,
  requestsPerDay: 100,
} as const;

/**
 * Models of the Roo Code Cloud provider: free for a limited time, and their providers log prompts and
 * completions to improve the models.
 */
export const rooFreeModels = {
  freeForLimitedTime: true,
  promptsLoggedByModelProvider: true,
} as const;

/** Max output tokens of the Claude Code provider when the profile sets none, and the allowed range. */
export const claudeCodeMaxOutputTokens = {default: 16_000, min: 1, max: 200_000} as const;

/** Output cap used for Anthropic models that think only when reasoning is turned on. */
export const anthropicDefaultMaxTokens = 8192;
