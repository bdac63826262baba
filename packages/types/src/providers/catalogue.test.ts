import {describe, expect, it} from 'vitest';

import {catalogueIds, modelCatalogue} from './catalogue';
import {modelInfoSchema, vsCodeLmModelInfoSchema, type ModelInfo} from './model-info';
import {bedrockPromptCache, cerebrasFreeTier, claudeCodeMaxOutputTokens} from './notes';

const model = (catalogue: keyof typeof modelCatalogue, id: string): ModelInfo => {
  const info = (modelCatalogue[catalogue].models as Record<string, ModelInfo>)[id];
  if (!info) throw new Error(`${catalogue} has no ${id}`);
  return info;
};

describe('modelCatalogue', () => {
  it('holds the 23 catalogues the pages use', () => {
    expect(catalogueIds).toEqual([
      'anthropic',
      'bedrock',
      'cerebras',
      'chutes',
      'claude-code',
      'deepseek',
      'doubao',
      'featherless',
      'fireworks',
      'gemini',
      'groq',
      'io-intelligence',
      'mistral',
      'moonshot',
      'openai-native',
      'qwen-code',
      'roo',
      'sambanova',
      'vertex',
      'vscode-lm',
      'xai',
      'zai',
      'zai-china',
    ]);
  });

  it('parses every entry with modelInfoSchema', () => {
    for (const id of catalogueIds) {
      for (const [modelId, info] of Object.entries(modelCatalogue[id].models)) {
        const result = modelInfoSchema.safeParse(info);
        expect(result.success, `${id}/${modelId}`).toBe(true);
      }
    }
  });

  it('parses every VS Code entry with its selector fields', () => {
    for (const info of Object.values(modelCatalogue['vscode-lm'].models)) {
      expect(vsCodeLmModelInfoSchema.safeParse(info).success).toBe(true);
    }
  });

  it("lists each catalogue's default model among its models", () => {
    for (const id of catalogueIds) {
      expect(Object.keys(modelCatalogue[id].models)).toContain(modelCatalogue[id].defaultModelId);
    }
  });

  it('keeps context windows within 4K (an old Bedrock Llama) and 2,097,152 tokens (some Gemini Pro models), and prices non-negative', () => {
    for (const id of catalogueIds) {
      for (const info of Object.values(modelCatalogue[id].models) as ModelInfo[]) {
        expect(info.contextWindow).toBeGreaterThanOrEqual(4000);
        expect(info.contextWindow).toBeLessThanOrEqual(2_097_152);
        for (const price of [info.inputPrice, info.outputPrice, info.cacheWritesPrice, info.cacheReadsPrice]) {
          if (price !== undefined) expect(price).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});

describe('the spec examples', () => {
  it('Claude Sonnet 4: 200000 context, 1M tier at a higher price, 64000 output, $3/$15', () => {
    const sonnet = model('anthropic', 'claude-sonnet-4-20250514');
    expect(sonnet).toMatchObject({contextWindow: 200_000, maxTokens: 64_000, inputPrice: 3, outputPrice: 15});
    expect(sonnet.tiers).toEqual([
      {contextWindow: 1_000_000, inputPrice: 6, outputPrice: 22.5, cacheWritesPrice: 7.5, cacheReadsPrice: 0.6},
    ]);
  });

  it('deepseek-chat: 128000 context, 8192 max output', () => {
    expect(model('deepseek', 'deepseek-chat')).toMatchObject({contextWindow: 128_000, maxTokens: 8192});
  });

  it('Gemini 2.5 Pro: prices switch at 200000 tokens', () => {
    const pro = model('gemini', 'gemini-2.5-pro');
    expect(pro.tiers!.map((tier) => tier.contextWindow)).toEqual([200_000, Infinity]);
    expect(pro.tiers![0]!.inputPrice).toBeLessThan(pro.tiers![1]!.inputPrice!);
  });

  it('gpt-5: $1.25/$10, flex and priority tiers, medium reasoning effort by default', () => {
    const gpt5 = model('openai-native', 'gpt-5-2025-08-07');
    expect(gpt5).toMatchObject({inputPrice: 1.25, outputPrice: 10, reasoningEffort: 'medium'});
    expect(gpt5.tiers!.map((tier) => tier.name)).toEqual(['flex', 'priority']);
    expect(modelCatalogue['openai-native'].defaultModelId).toBe('gpt-5-2025-08-07');
  });

  it('o3: medium reasoning effort by default', () => {
    expect(model('openai-native', 'o3').reasoningEffort).toBe('medium');
  });

  it('gpt-4.1: $2/$8', () => {
    expect(model('openai-native', 'gpt-4.1')).toMatchObject({inputPrice: 2, outputPrice: 8});
  });

  it('grok-4: $3/$15', () => {
    expect(model('xai', 'grok-4')).toMatchObject({inputPrice: 3, outputPrice: 15});
  });

  it('glm-4.5 (international): $0.6/$2.2', () => {
    expect(model('zai', 'glm-4.5')).toMatchObject({inputPrice: 0.6, outputPrice: 2.2});
  });

  it('several models are free', () => {
    expect(model('roo', 'xai/grok-code-fast-1')).toMatchObject({inputPrice: 0, outputPrice: 0});
    expect(model('cerebras', 'qwen-3-coder-480b-free')).toMatchObject({
      inputPrice: 0,
      outputPrice: 0,
      contextWindow: 64_000,
    });
  });
});

describe('provider notes', () => {
  it('Bedrock caches up to 4 points of at least 1024 tokens, 2048 for Claude 3.5 Haiku', () => {
    expect(bedrockPromptCache).toMatchObject({
      maxCachePoints: 4,
      minTokensPerCachePoint: 1024,
      haikuMinTokensPerCachePoint: 2048,
    });
    expect(model('bedrock', 'anthropic.claude-sonnet-4-20250514-v1:0')).toMatchObject({
      maxCachePoints: 4,
      minTokensPerCachePoint: 1024,
    });
    expect(model('bedrock', 'anthropic.claude-3-5-haiku-20241022-v1:0')).toMatchObject({
      maxCachePoints: 4,
      minTokensPerCachePoint: 2048,
    });
  });

  it('agrees with the Bedrock entries: no Claude entry caches with other figures', () => {
    for (const [id, info] of Object.entries(modelCatalogue.bedrock.models) as [string, ModelInfo][]) {
      if (!id.startsWith('anthropic.') || info.maxCachePoints === undefined) continue;
      expect(info.maxCachePoints).toBe(4);
      expect(info.minTokensPerCachePoint).toBe(id.includes('haiku') ? 2048 : 1024);
    }
  });

  it('Cerebras free tier: 150K tokens and 10 requests a minute', () => {
    expect(cerebrasFreeTier).toMatchObject({tokensPerMinute: 150_000, requestsPerMinute: 10});
    expect(modelCatalogue.cerebras.defaultModelId).toBe(cerebrasFreeTier.modelId);
  });

  it('Claude Code writes at most 16000 tokens unless told otherwise', () => {
    expect(claudeCodeMaxOutputTokens).toEqual({default: 16_000, min: 1, max: 200_000});
  });
});
