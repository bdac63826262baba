import {isCatalogueId, modelCatalogue, type ModelInfo, type ModelTier} from '@roo-code-docs/types';

import {formatPrice, formatTokens} from './schema-format';

export type PriceCells = {input: string; output: string; cacheWrites: string; cacheReads: string};

export type TierRow = {label: string} & PriceCells;

export type ModelRow = {
  id: string;
  isDefault: boolean;
  contextWindow: string;
  maxOutput: string;
  images: boolean;
  promptCache: boolean;
  reasoning: string;
  prices: PriceCells;
  tiers: TierRow[];
};

export type ModelTableData = {label: string; defaultModelId: string; rows: ModelRow[]};

function prices(p: Pick<ModelInfo, 'inputPrice' | 'outputPrice' | 'cacheWritesPrice' | 'cacheReadsPrice'>): PriceCells {
  return {
    input: formatPrice(p.inputPrice),
    output: formatPrice(p.outputPrice),
    cacheWrites: formatPrice(p.cacheWritesPrice),
    cacheReads: formatPrice(p.cacheReadsPrice),
  };
}

/** What a model can do in the way of reasoning, in a few words. */
export function describeReasoning(info: ModelInfo): string {
  if (info.supportsReasoningEffort) {
    return info.reasoningEffort ? `Effort (default ${info.reasoningEffort})` : 'Effort';
  }
  if (info.requiredReasoningBudget) return 'Budget (always on)';
  if (info.supportsReasoningBudget) return 'Budget';
  return 'No';
}

/**
 * Names a price tier. Service tiers are named after the tier. Context tiers form brackets: each starts
 * where the previous one ended; a first tier larger than the model's base window starts at the base window.
 */
export function describeTier(tier: ModelTier, previous: ModelTier | undefined, info: ModelInfo): string {
  if (tier.name) return `${tier.name[0].toUpperCase()}${tier.name.slice(1)} service tier`;
  const from = previous?.contextWindow ?? (tier.contextWindow > info.contextWindow ? info.contextWindow : 0);
  if (from === 0) return `Prompts up to ${formatTokens(tier.contextWindow)} tokens`;
  if (tier.contextWindow === Infinity) return `Prompts over ${formatTokens(from)} tokens`;
  return `Prompts over ${formatTokens(from)} tokens, up to ${formatTokens(tier.contextWindow)}`;
}

export function buildModelRow(id: string, info: ModelInfo, defaultModelId: string): ModelRow {
  const contextTiers = (info.tiers ?? []).filter((tier) => !tier.name);
  return {
    id,
    isDefault: id === defaultModelId,
    contextWindow: formatTokens(info.contextWindow),
    maxOutput: formatTokens(info.maxTokens),
    images: info.supportsImages === true,
    promptCache: info.supportsPromptCache,
    reasoning: describeReasoning(info),
    prices: prices(info),
    tiers: (info.tiers ?? []).map((tier) => {
      const index = contextTiers.indexOf(tier);
      const previous = index > 0 ? contextTiers[index - 1] : undefined;
      return {label: describeTier(tier, previous, info), ...prices(tier)};
    }),
  };
}

/** Rows of one catalogue's model table, in catalogue order. Throws on an unknown catalogue id. */
export function buildModelTable(provider: string): ModelTableData {
  if (!isCatalogueId(provider)) {
    throw new Error(
      `ModelTable: unknown provider "${provider}". Known catalogue ids: ${Object.keys(modelCatalogue).join(', ')}`,
    );
  }
  const {label, defaultModelId, models} = modelCatalogue[provider];
  const rows = Object.entries(models as Record<string, ModelInfo>).map(([id, info]) =>
    buildModelRow(id, info, defaultModelId),
  );
  return {label, defaultModelId, rows};
}
