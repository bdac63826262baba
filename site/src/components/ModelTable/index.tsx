import {useId, type ReactNode} from 'react';
import {documentedVersion} from '@roo-code-docs/types';
import type {StaticData} from '@site/src/lib/static-props/data';
import {requireStaticProps} from '@site/src/lib/static-props/require-static-props';
import styles from './styles.module.css';

type Props = {
  /** Catalogue id, e.g. "anthropic", "openai-native", "zai-china". An unknown id fails the build. */
  provider: string;
  /** Filled in at build time by remark-static-props. */
  data?: StaticData<'ModelTable'>;
};

/** A check mark or a dash to scan down the column, with the word for screen readers. */
function YesNo({value}: {value: boolean}): ReactNode {
  return (
    <>
      <span aria-hidden="true" className={value ? styles.yes : styles.no}>
        {value ? '✓' : '–'}
      </span>
      <span className="sr-only">{value ? 'Yes' : 'No'}</span>
    </>
  );
}

/** A figure Roo replaces at run time: what requests use, then the catalogue's own figure. */
function Figure({value, listed}: {value: ReactNode; listed: string | undefined}): ReactNode {
  return (
    <>
      {value}
      {listed !== undefined && <span className={styles.listed}>listed: {listed}</span>}
    </>
  );
}

/** The static model list of one provider, with limits, capabilities and prices from the types package. */
export default function ModelTable({provider, data}: Props): ReactNode {
  const {label, rows, notes} = requireStaticProps('ModelTable', data, provider);
  const captionId = useId();
  return (
    <>
      {/* The wrapper (css/custom.css, "Tables") scrolls sideways when the table is wider than the page: a focusable,
      named group lets keyboard users scroll it too (axe: scrollable-region-focusable). A group, not a region: two
      tables with one caption on a page would be two landmarks of the same name. table-wide lends it the table of
      contents' column on laptop screens. */}
      <div className="table-scroll table-wide" role="group" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {label} models in Roo Code {documentedVersion}. Context and output in tokens; prices in US dollars per
            million tokens; ✓ marks what a model supports.
          </caption>
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col" className="table-number">
                Context window
              </th>
              <th scope="col" className="table-number">
                Max output
              </th>
              <th scope="col" className={styles.flag}>
                Images
              </th>
              <th scope="col" className={styles.flag}>
                Prompt cache
              </th>
              <th scope="col">Reasoning</th>
              <th scope="col" className="table-number">
                Input
              </th>
              <th scope="col" className="table-number">
                Output
              </th>
              <th scope="col" className="table-number">
                Cache writes
              </th>
              <th scope="col" className="table-number">
                Cache reads
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => [
              <tr key={row.id}>
                <th scope="row" className={styles.model}>
                  <code>{row.id}</code>
                  {row.isDefault && <span className={`badge badge--secondary ${styles.badge}`}>default</span>}
                </th>
                <td className="table-number">
                  <Figure value={row.contextWindow} listed={row.listed.contextWindow} />
                </td>
                <td className="table-number">
                  <Figure value={row.maxOutput} listed={row.listed.maxOutput} />
                </td>
                <td className={styles.flag}>
                  <Figure
                    value={<YesNo value={row.images} />}
                    listed={row.listed.images === undefined ? undefined : row.listed.images ? 'Yes' : 'No'}
                  />
                </td>
                <td className={styles.flag}>
                  <YesNo value={row.promptCache} />
                </td>
                <td>{row.reasoning}</td>
                <td className="table-number">{row.prices.input}</td>
                <td className="table-number">{row.prices.output}</td>
                <td className="table-number">{row.prices.cacheWrites}</td>
                <td className="table-number">{row.prices.cacheReads}</td>
              </tr>,
              ...row.tiers.map((tier) => (
                <tr key={`${row.id}:${tier.label}`} className={styles.tier}>
                  <td colSpan={6}>
                    <span className={styles.tierLabel}>
                      {row.id}: {tier.label}
                    </span>
                  </td>
                  <td className="table-number">{tier.input}</td>
                  <td className="table-number">{tier.output}</td>
                  <td className="table-number">{tier.cacheWrites}</td>
                  <td className="table-number">{tier.cacheReads}</td>
                </tr>
              )),
            ])}
          </tbody>
        </table>
      </div>
      {notes.length > 0 && (
        <div className={styles.notes}>
          <p>Where Roo Code {documentedVersion} departs from the listed figures:</p>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
