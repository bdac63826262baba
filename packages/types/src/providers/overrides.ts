// Figures of the catalogue that Roo Code 3.28.10 replaces or ignores when it talks to a provider. The catalogue
// files keep the release's figures exactly (the settings panel shows them); these rules say what a request uses.
import type {UpstreamLine} from '../effective-default';
import {modelCatalogue, type CatalogueId} from './catalogue';
import type {ModelInfo} from './model-info';

/** What a model runs with where it differs from its catalogue entry. */
export type RuntimeFigures = {
  /** `'reported'`: the window the provider reports at run time replaces the catalogue's. */
  contextWindow?: number | 'reported';
  /** `'unsent'`: Roo asks for no limit, so the provider's own applies. */
  maxTokens?: number | 'unsent';
  supportsImages?: boolean;
  /** Price tiers a request can reach; an empty list drops the catalogue's tiers. */
  tiers?: NonNullable<ModelInfo['tiers']>;
  /** The cost Roo shows does not come from the list prices. */
  pricesUnused?: true;
};

export type RuntimeOverride = {
  /** The line that replaces the figure. */
  source: UpstreamLine;
  /** What a reader needs to know, in one sentence printed under the table. */
  note: string;
  /** The figures the rule gives one model, or undefined when the rule leaves it alone. */
  apply: (id: string, info: ModelInfo) => RuntimeFigures | undefined;
};

// src/shared/api.ts, getModelMaxOutputTokens: the max tokens a request asks for, for a profile that never set the
// Max Tokens slider nor turned thinking on.
const requiredBudgetMaxTokens = 16_384;
const anthropicDefaultMaxTokens = 8192;
const shareOfContextWindow = 0.2;

type RequestFormat = 'anthropic' | 'openai' | 'gemini';

function anthropicContext(id: string, format: RequestFormat): boolean {
  return id.includes('claude') || format === 'anthropic';
}

/** Which branch of getModelMaxOutputTokens decides a model's max tokens. */
function maxTokensBranch(id: string, info: ModelInfo, format: RequestFormat) {
  if (info.requiredReasoningBudget) return 'required-budget';
  if (anthropicContext(id, format) && (info.supportsReasoningBudget || !info.maxTokens)) return 'anthropic-default';
  if (info.maxTokens && !id.toLowerCase().includes('gpt-5')) return 'share-of-window';
  return 'catalogue';
}

function replaceMaxTokens(info: ModelInfo, applies: boolean, maxTokens: number): RuntimeFigures | undefined {
  return applies && maxTokens !== info.maxTokens ? {maxTokens} : undefined;
}

/** The three rules of getModelMaxOutputTokens, for a handler that sends its result in the given format. */
function maxOutputRules(format: RequestFormat): RuntimeOverride[] {
  return [
    {
      source: 'src/shared/api.ts:100',
      note: 'Models that always think ask for the Max Tokens setting of the profile, 16,384 until you change it.',
      apply: (id, info) =>
        replaceMaxTokens(info, maxTokensBranch(id, info, format) === 'required-budget', requiredBudgetMaxTokens),
    },
    {
      source: 'src/shared/api.ts:110',
      note: 'Claude models with an optional thinking budget ask for 8,192 tokens until thinking is turned on; then the Max Tokens setting applies (16,384 by default).',
      apply: (id, info) =>
        replaceMaxTokens(info, maxTokensBranch(id, info, format) === 'anthropic-default', anthropicDefaultMaxTokens),
    },
    {
      source: 'src/shared/api.ts:130',
      note: 'Max output is capped at a fifth of the context window (GPT-5 models excepted).',
      apply: (id, info) =>
        replaceMaxTokens(
          info,
          maxTokensBranch(id, info, format) === 'share-of-window',
          Math.min(info.maxTokens!, Math.ceil(info.contextWindow * shareOfContextWindow)),
        ),
    },
  ];
}

const cerebrasLargestSentMaxTokens = 32_768;

/** The run-time rules of each catalogue; a catalogue without an entry uses its figures as listed. */
export const catalogueOverrides: Partial<Record<CatalogueId, readonly RuntimeOverride[]>> = {
  anthropic: maxOutputRules('anthropic'),
  bedrock: maxOutputRules('anthropic'),
  // Claude models on Vertex go through the Anthropic handler, the others through Gemini's; the rules tell them
  // apart by the model id, as the extension does.
  vertex: maxOutputRules('gemini'),
  gemini: maxOutputRules('gemini'),
  // The other OpenAI-format handlers (DeepSeek, Doubao, Moonshot, xAI) compute the same figure but send the
  // listed max output, so only OpenAI's own handler is listed here.
  'openai-native': maxOutputRules('openai'),
  cerebras: [
    {
      source: 'src/api/providers/cerebras.ts:139',
      note: 'A max output above 32,768 is not sent, so Cerebras applies its own limit.',
      apply: (_id, info) =>
        info.maxTokens && info.maxTokens > cerebrasLargestSentMaxTokens ? {maxTokens: 'unsent'} : undefined,
    },
  ],
  'claude-code': [
    {
      source: 'src/integrations/claude-code/run.ts:192',
      note: "Every request uses the profile's Max Output Tokens setting; until you move its slider, Roo passes your CLAUDE_CODE_MAX_OUTPUT_TOKENS environment variable if set, else 16,000.",
      apply: () => ({maxTokens: 16_000}),
    },
    {
      source: 'src/api/providers/claude-code.ts:134',
      note: 'The cost Roo shows is the one the Claude Code CLI reports ($0 on a subscription), not these prices; the 1M-context price tiers do not apply, as the window stays at 200,000.',
      apply: (_id, info) => ({pricesUnused: true, ...(info.tiers?.length ? {tiers: []} : {})}),
    },
  ],
  'vscode-lm': [
    {
      source: 'src/api/providers/vscode-lm.ts:513',
      note: 'No image is ever sent to a VS Code LM model; Roo replaces images with a text placeholder.',
      apply: (_id, info) => (info.supportsImages ? {supportsImages: false} : undefined),
    },
    {
      source: 'src/api/providers/vscode-lm.ts:510',
      note: 'A running task uses the context window VS Code reports for the chosen model, not the figure listed here.',
      apply: () => ({contextWindow: 'reported'}),
    },
  ],
};

/** A model's figures as a request uses them, with the rules that changed them. */
export function runtimeFigures(
  catalogue: CatalogueId,
  id: string,
): {figures: RuntimeFigures; rules: RuntimeOverride[]} {
  const info = (modelCatalogue[catalogue].models as Record<string, ModelInfo>)[id];
  if (!info) throw new Error(`runtimeFigures: no model "${id}" in catalogue "${catalogue}"`);
  const figures: RuntimeFigures = {};
  const rules: RuntimeOverride[] = [];
  for (const rule of catalogueOverrides[catalogue] ?? []) {
    const changed = rule.apply(id, info);
    if (changed && Object.keys(changed).length > 0) {
      Object.assign(figures, changed);
      rules.push(rule);
    }
  }
  return {figures, rules};
}
