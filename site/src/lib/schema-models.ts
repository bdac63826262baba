import {
  isCatalogueId,
  modelCatalogue,
  providerModelDefaults,
  providerNames,
  runtimeFigures,
  type CatalogueId,
  type ModelInfo,
  type ModelTier,
  type RuntimeFigures,
} from '@roo-code-docs/types';

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
  /** The catalogue's own figures for the cells Roo replaces at run time, formatted like the cells. */
  listed: {contextWindow?: string; maxOutput?: string; images?: boolean};
  /** Roo's cost display does not use these prices. */
  pricesUnused: boolean;
};

export type ModelTableData = {
  label: string;
  /** The model a profile runs with until you choose one; undefined when the panel makes you choose. */
  defaultModelId: string | undefined;
  rows: ModelRow[];
  /** One sentence per run-time rule that changed a figure of this table, in the order they first apply. */
  notes: string[];
};

/** Cell text for a figure the provider, not the catalogue, decides. */
export const REPORTED_CONTEXT = 'Reported at run time';
export const UNSENT_MAX_OUTPUT = "Provider's limit";

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
  // A variant such as o3-high has no effort control, but its listed effort is sent with every request.
  if (info.reasoningEffort) return `Fixed (${info.reasoningEffort})`;
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

export function buildModelRow(
  id: string,
  info: ModelInfo,
  defaultModelId: string | undefined,
  runtime: RuntimeFigures = {},
): ModelRow {
  const contextTiers = (info.tiers ?? []).filter((tier) => !tier.name);
  const listed: ModelRow['listed'] = {};
  const contextWindow = formatTokens(info.contextWindow);
  const maxOutput = formatTokens(info.maxTokens);
  const images = info.supportsImages === true;
  const shownContext = runtime.contextWindow === 'reported' ? REPORTED_CONTEXT : formatTokens(runtime.contextWindow);
  const shownMaxOutput = runtime.maxTokens === 'unsent' ? UNSENT_MAX_OUTPUT : formatTokens(runtime.maxTokens);
  if (runtime.contextWindow !== undefined) listed.contextWindow = contextWindow;
  if (runtime.maxTokens !== undefined) listed.maxOutput = maxOutput;
  if (runtime.supportsImages !== undefined && runtime.supportsImages !== images) listed.images = images;
  return {
    id,
    isDefault: id === defaultModelId,
    contextWindow: runtime.contextWindow === undefined ? contextWindow : shownContext,
    maxOutput: runtime.maxTokens === undefined ? maxOutput : shownMaxOutput,
    images: runtime.supportsImages ?? images,
    promptCache: info.supportsPromptCache,
    reasoning: describeReasoning(info),
    prices: prices(info),
    tiers: (runtime.tiers ?? info.tiers ?? []).map((tier) => {
      const index = contextTiers.indexOf(tier);
      const previous = index > 0 ? contextTiers[index - 1] : undefined;
      return {label: describeTier(tier, previous, info), ...prices(tier)};
    }),
    listed,
    pricesUnused: runtime.pricesUnused === true,
  };
}

/**
 * The model marked as the default: the provider's own fallback (the same record as its profile table), so a
 * provider whose panel makes you choose marks none. A catalogue that is one line of a provider (zai-china) keeps
 * its listed default, which the panel picks for that line.
 */
function fallbackModel(catalogue: CatalogueId): string | undefined {
  if (!(providerNames as readonly string[]).includes(catalogue)) return modelCatalogue[catalogue].defaultModelId;
  return providerModelDefaults[catalogue as keyof typeof providerModelDefaults]?.value;
}

/**
 * Rows of one catalogue's model table, in catalogue order, with the figures a request really uses and the notes
 * that explain where they differ from the catalogue. Throws on an unknown catalogue id.
 */
export function buildModelTable(provider: string): ModelTableData {
  if (!isCatalogueId(provider)) {
    throw new Error(
      `ModelTable: unknown provider "${provider}". Known catalogue ids: ${Object.keys(modelCatalogue).join(', ')}`,
    );
  }
  const {label, models} = modelCatalogue[provider];
  const defaultModelId = fallbackModel(provider);
  const notes = new Set<string>();
  const rows = Object.entries(models as Record<string, ModelInfo>).map(([id, info]) => {
    const {figures, rules} = runtimeFigures(provider, id);
    for (const rule of rules) notes.add(rule.note);
    return buildModelRow(id, info, defaultModelId, figures);
  });
  return {label, defaultModelId, rows, notes: [...notes]};
}
