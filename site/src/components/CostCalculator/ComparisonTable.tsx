import {useMemo, useState, type ReactNode} from 'react';
import {modelCatalogue, type CatalogueId} from '@roo-code-docs/types';
import {comparisonRows, sortRows, type SortDirection, type SortKey} from '@site/src/lib/cost';
import {formatPrice, formatTokens} from '@site/src/lib/schema-format';
import styles from './styles.module.css';

const COLUMNS: {key: SortKey; label: string; numeric: boolean}[] = [
  {key: 'model', label: 'Model', numeric: false},
  {key: 'inputPrice', label: 'Input price', numeric: true},
  {key: 'outputPrice', label: 'Output price', numeric: true},
  {key: 'contextWindow', label: 'Context window', numeric: true},
];

const arrow = (direction: SortDirection | undefined) =>
  direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ' ↕';

/** Models side by side at their standard prices, sortable by any column. */
export default function ComparisonTable({provider}: {provider: CatalogueId}): ReactNode {
  const [scope, setScope] = useState<'provider' | 'all'>('provider');
  const [sort, setSort] = useState<{key: SortKey; direction: SortDirection}>({
    key: 'inputPrice',
    direction: 'ascending',
  });
  const rows = useMemo(
    () => sortRows(comparisonRows(scope === 'all' ? 'all' : provider), sort.key, sort.direction),
    [scope, provider, sort],
  );

  const toggle = (key: SortKey) =>
    setSort((old) =>
      old.key === key
        ? {key, direction: old.direction === 'ascending' ? 'descending' : 'ascending'}
        : {key, direction: 'ascending'},
    );

  return (
    <section className={styles.compare} aria-label="Compare models">
      <fieldset className={styles.scope}>
        <legend>Compare</legend>
        <label>
          <input type="radio" name="cost-scope" checked={scope === 'provider'} onChange={() => setScope('provider')} />{' '}
          {modelCatalogue[provider].label} models
        </label>
        <label>
          <input type="radio" name="cost-scope" checked={scope === 'all'} onChange={() => setScope('all')} /> All
          providers
        </label>
      </fieldset>
      <div className={styles.tableWrapper}>
        <table className={styles.table} data-testid="cost-comparison">
          <caption className={styles.caption}>
            Standard prices in US dollars per million tokens; context window in tokens. Select a heading to sort.
          </caption>
          <thead>
            <tr>
              {COLUMNS.map(({key, label, numeric}) => (
                <th
                  key={key}
                  scope="col"
                  aria-sort={sort.key === key ? sort.direction : 'none'}
                  className={numeric ? styles.number : undefined}
                >
                  <button type="button" className={styles.sortButton} onClick={() => toggle(key)}>
                    {label}
                    <span aria-hidden="true">{arrow(sort.key === key ? sort.direction : undefined)}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.catalogueId}:${row.modelId}`}>
                <th scope="row" className={styles.model}>
                  {scope === 'all' && <span className={styles.provider}>{row.provider} </span>}
                  <code>{row.modelId}</code>
                </th>
                <td className={styles.number}>{formatPrice(row.inputPrice)}</td>
                <td className={styles.number}>{formatPrice(row.outputPrice)}</td>
                <td className={styles.number}>{formatTokens(row.contextWindow)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
