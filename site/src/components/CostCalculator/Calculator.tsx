import {useId, useState, type ReactNode} from 'react';
import {catalogueIds, modelCatalogue, type CatalogueId, type ModelInfo, type ServiceTier} from '@roo-code-docs/types';
import {
  costOf,
  formatDollars,
  MAX_TOKENS,
  readTokenField,
  serviceTiersOf,
  type TokenField,
  type Usage,
} from '@site/src/lib/cost';
import {formatPrice, formatTokens} from '@site/src/lib/schema-format';
import ComparisonTable from './ComparisonTable';
import styles from './styles.module.css';

const FIELDS: {key: keyof Usage; label: string}[] = [
  {key: 'inputTokens', label: 'Input tokens'},
  {key: 'outputTokens', label: 'Output tokens'},
  {key: 'cacheWriteTokens', label: 'Cache-write tokens'},
  {key: 'cacheReadTokens', label: 'Cache-read tokens'},
];

const UNPRICED: Record<string, string> = {
  input: 'input',
  output: 'output',
  cacheWrites: 'cache writes',
  cacheReads: 'cache reads',
};

const modelsOf = (provider: CatalogueId) => modelCatalogue[provider].models as Record<string, ModelInfo>;

export default function Calculator(): ReactNode {
  const id = useId();
  const [provider, setProvider] = useState<CatalogueId>('anthropic');
  const [modelId, setModelId] = useState<string>(modelCatalogue.anthropic.defaultModelId);
  const [tier, setTier] = useState<ServiceTier>('default');
  const [fields, setFields] = useState<Record<keyof Usage, string>>({
    inputTokens: '100000',
    outputTokens: '10000',
    cacheWriteTokens: '0',
    cacheReadTokens: '0',
  });

  const model = modelsOf(provider)[modelId] ?? modelsOf(provider)[modelCatalogue[provider].defaultModelId];
  const tiers = serviceTiersOf(model);
  const serviceTier = tiers.includes(tier) ? tier : 'default';
  const read = Object.fromEntries(FIELDS.map(({key}) => [key, readTokenField(fields[key])])) as Record<
    keyof Usage,
    TokenField
  >;
  const usage = Object.fromEntries(FIELDS.map(({key}) => [key, read[key].tokens])) as Usage;
  const cost = costOf(model, usage, {serviceTier});

  const chooseProvider = (next: CatalogueId) => {
    setProvider(next);
    setModelId(modelCatalogue[next].defaultModelId);
    setTier('default');
  };

  return (
    <div className={styles.calculator}>
      <div className={styles.grid}>
        <label htmlFor={`${id}-provider`}>Provider</label>
        <select id={`${id}-provider`} value={provider} onChange={(e) => chooseProvider(e.target.value as CatalogueId)}>
          {catalogueIds.map((catalogueId) => (
            <option key={catalogueId} value={catalogueId}>
              {modelCatalogue[catalogueId].label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-model`}>Model</label>
        <select id={`${id}-model`} value={modelId} onChange={(e) => setModelId(e.target.value)}>
          {Object.keys(modelsOf(provider)).map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
        {tiers.length > 1 && (
          <>
            <label htmlFor={`${id}-tier`}>Service tier</label>
            <select id={`${id}-tier`} value={serviceTier} onChange={(e) => setTier(e.target.value as ServiceTier)}>
              {tiers.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </>
        )}
        {FIELDS.map(({key, label}) => (
          <FieldRow
            key={key}
            id={`${id}-${key}`}
            label={label}
            value={fields[key]}
            problem={read[key].problem}
            onChange={(value) => setFields((old) => ({...old, [key]: value}))}
          />
        ))}
      </div>
      <div className={styles.result} aria-live="polite">
        <p className={styles.total}>
          Estimated cost: <strong data-testid="cost-total">{formatDollars(cost.total)}</strong>
        </p>
        <p className={styles.detail}>
          Input {formatDollars(cost.input)} · output {formatDollars(cost.output)} · cache writes{' '}
          {formatDollars(cost.cacheWrites)} · cache reads {formatDollars(cost.cacheReads)}.{' '}
          <span data-testid="cost-pricing">Prices used: {cost.pricing}</span>. Context window{' '}
          {formatTokens(model.contextWindow)} tokens; input {formatPrice(model.inputPrice)} and output{' '}
          {formatPrice(model.outputPrice)} per million at standard prices.
        </p>
        {cost.exceedsContext && (
          <p className={styles.warning}>This prompt is larger than any context window this model offers.</p>
        )}
        {cost.unpriced.length > 0 && (
          <p className={styles.warning}>
            The catalogue lists no price for {cost.unpriced.map((kind) => UNPRICED[kind]).join(' or ')} on this model,
            so those tokens count as free here.
          </p>
        )}
      </div>
      <ComparisonTable provider={provider} />
    </div>
  );
}

type FieldProps = {
  id: string;
  label: string;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
};

// The problem sits under its field and is tied to it, so a refused value is never silently taken as 0.
function FieldRow({id, label, value, problem, onChange}: FieldProps): ReactNode {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div className={styles.field}>
        <input
          id={id}
          type="number"
          min={0}
          max={MAX_TOKENS}
          step={1000}
          inputMode="numeric"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {problem && (
          <p id={`${id}-problem`} className={styles.fieldProblem} data-testid="token-problem">
            {problem} Counted as 0.
          </p>
        )}
      </div>
    </>
  );
}
