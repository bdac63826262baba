/**
 * Model figures straight from the catalogue of the types package, with the run-time rules the site's model tables
 * apply, so an agent quotes exactly what the docs show: the release's figures and what a request really uses.
 */
import {
  catalogueIds,
  catalogueVersion,
  modelCatalogue,
  providerModelDefaults,
  runtimeFigures,
  type CatalogueId,
  type ModelInfo,
  type RuntimeFigures,
} from '@roo-code-docs/types';

export class LookupError extends Error {}

const UPSTREAM_LINE = /^(.+):(\d+)(?:-(\d+))?$/;

/**
 * The model a profile of this provider runs with when it names none, as the docs' tables show it: not always the
 * catalogue's default (VS Code LM's profile cannot be saved without a model, for one), with the line that decides.
 */
function effectiveDefault(id: CatalogueId) {
  const entry = Object.hasOwn(providerModelDefaults, id)
    ? providerModelDefaults[id as keyof typeof providerModelDefaults]
    : null;
  if (!entry) return {defaultModel: modelCatalogue[id].defaultModelId};
  const where = UPSTREAM_LINE.exec(entry.source);
  const source = where
    ? `${where[1]} line ${where[2]}${where[3] ? `-${where[3]}` : ''} at v${catalogueVersion}`
    : entry.source;
  return entry.value === undefined
    ? {defaultModel: null, defaultModelNote: entry.note, defaultModelSource: source}
    : {defaultModel: entry.value, defaultModelSource: source};
}

const normalise = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Catalogue id for an id or a provider name as readers write it ("Anthropic", "openai-native", "Z.ai"). */
export function findProvider(provider: string): keyof typeof modelCatalogue {
  const wanted = normalise(provider);
  const found = catalogueIds.find((id) => normalise(id) === wanted || normalise(modelCatalogue[id].label) === wanted);
  if (found) return found;
  const list = catalogueIds.map((id) => `${id} (${modelCatalogue[id].label})`).join(', ');
  throw new LookupError(
    `Unknown provider "${provider}". The catalogue of Roo Code ${catalogueVersion} has: ${list}. ` +
      'Providers that list their models at run time (OpenRouter, Ollama, LM Studio, LiteLLM and others) have no fixed figures.',
  );
}

const describeTiers = (tiers: ModelInfo['tiers']) =>
  tiers?.map((tier) => ({
    name: tier.name,
    // JSON has no Infinity; a tier without an upper limit says so in words.
    contextWindow: Number.isFinite(tier.contextWindow) ? tier.contextWindow : 'unlimited',
    inputPricePerMillion: tier.inputPrice,
    outputPricePerMillion: tier.outputPrice,
    cacheWritesPricePerMillion: tier.cacheWritesPrice,
    cacheReadsPricePerMillion: tier.cacheReadsPrice,
  }));

/**
 * Where Roo Code's requests differ from the catalogue (the figures the site's tables show in their place), with
 * the reasons; undefined when a request uses the catalogue's figures as they are.
 */
function inRequests(provider: CatalogueId, model: string) {
  const {figures: used, rules} = runtimeFigures(provider, model);
  if (rules.length === 0) return undefined;
  const words: Record<string, string> = {
    reported: 'the window the provider reports at run time',
    unsent: 'none sent: the provider applies its own limit',
  };
  const shown = (value: RuntimeFigures['contextWindow'] | RuntimeFigures['maxTokens']) =>
    typeof value === 'string' ? words[value] : value;
  return {
    inRequests: {
      contextWindow: shown(used.contextWindow),
      maxOutputTokens: shown(used.maxTokens),
      supportsImages: used.supportsImages,
      tiers: describeTiers(used.tiers),
      pricesUsedForCost: used.pricesUnused ? false : undefined,
    },
    notes: rules.map((rule) => rule.note),
  };
}

/** The figures an agent asks about, without the schema's internal fields; absent figures stay absent. */
function figures(info: ModelInfo) {
  return {
    contextWindow: info.contextWindow,
    maxOutputTokens: info.maxTokens ?? null,
    maxThinkingTokens: info.maxThinkingTokens ?? undefined,
    inputPricePerMillion: info.inputPrice,
    outputPricePerMillion: info.outputPrice,
    cacheWritesPricePerMillion: info.cacheWritesPrice,
    cacheReadsPricePerMillion: info.cacheReadsPrice,
    supportsImages: info.supportsImages ?? false,
    supportsPromptCache: info.supportsPromptCache,
    supportsComputerUse: info.supportsComputerUse ?? false,
    reasoning: {
      budget: info.supportsReasoningBudget ?? false,
      budgetRequired: info.requiredReasoningBudget ?? false,
      effort: info.supportsReasoningEffort ?? false,
      defaultEffort: info.reasoningEffort,
    },
    tiers: describeTiers(info.tiers),
    description: info.description,
  };
}

// Ids in the catalogue are under 80 characters; anything far longer is not an id, and echoing it back would flood
// the agent's context.
const MAX_ID_CHARS = 200;

export function getModel(provider: string, model?: string) {
  for (const [what, value] of [
    ['provider', provider],
    ['model', model ?? ''],
  ] as const) {
    if (value.length > MAX_ID_CHARS) {
      throw new LookupError(
        `The ${what} is ${value.length} characters long; pass an id such as "${what === 'provider' ? 'anthropic' : 'claude-sonnet-4-20250514'}".`,
      );
    }
  }
  if (provider.trim() === '') throw new LookupError('No provider given: pass an id such as "anthropic".');
  const id = findProvider(provider);
  const entry = modelCatalogue[id];
  const models = entry.models as Record<string, ModelInfo>;
  const base = {rooCodeVersion: catalogueVersion, provider: id, providerLabel: entry.label, currency: 'USD'};
  if (model === undefined || model.trim() === '') {
    return {
      ...base,
      ...effectiveDefault(id),
      models: Object.entries(models).map(([modelId, info]) => ({
        model: modelId,
        contextWindow: info.contextWindow,
        maxOutputTokens: info.maxTokens ?? null,
        inputPricePerMillion: info.inputPrice,
        outputPricePerMillion: info.outputPrice,
        ...inRequests(id, modelId),
      })),
    };
  }
  const info = Object.hasOwn(models, model) ? models[model] : undefined;
  if (!info) {
    const wanted = normalise(model);
    const close = Object.keys(models).filter(
      (modelId) => normalise(modelId).includes(wanted) || wanted.includes(normalise(modelId)),
    );
    const shown = (close.length > 0 ? close : Object.keys(models)).slice(0, 25);
    throw new LookupError(
      `Unknown model "${model}" for ${entry.label} (${id}). ${close.length > 0 ? 'Close matches' : 'Its models'}: ${shown.join(', ')}${Object.keys(models).length > shown.length && close.length === 0 ? ', …' : ''}.`,
    );
  }
  const isDefault = model === effectiveDefault(id).defaultModel;
  return {...base, model, isDefault, ...figures(info), ...inRequests(id, model)};
}
