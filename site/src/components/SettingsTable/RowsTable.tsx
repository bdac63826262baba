import {useId, type ReactNode} from 'react';
import type {SettingRow} from '@site/src/lib/static-props/data';
import WrappableName from '@site/src/components/WrappableName';
import styles from './styles.module.css';

type Props = {caption: string; rows: SettingRow[]};

function Limits({row}: {row: SettingRow}): ReactNode {
  if (row.allowed.length === 0) return row.bounds || '—';
  return (
    <>
      {row.allowed.map((value, index) => (
        <span key={value}>
          {index > 0 && ', '}
          <code>{value}</code>
        </span>
      ))}
      {row.bounds && `; ${row.bounds}`}
    </>
  );
}

/** Who fills the default in, with a link to the line that does; the link's name spells the whole path out. */
function Provenance({source}: {source: NonNullable<SettingRow['defaultSource']>}): ReactNode {
  return (
    <span className={styles.note}>
      set by {source.by} (
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        title={source.label}
        aria-label={`Source: ${source.label}`}
      >
        {source.short}
      </a>
      )
    </span>
  );
}

/** The value a user gets, then the schema's own value and a note where the product's behaviour differs. */
function Default({row}: {row: SettingRow}): ReactNode {
  return (
    <>
      {row.default === '—' ? '—' : <code>{row.default}</code>}
      {row.schemaDefault && (
        <span className={styles.note}>
          schema: <code>{row.schemaDefault}</code>
        </span>
      )}
      {row.defaultNote && <span className={styles.note}>{row.defaultNote}</span>}
      {row.defaultSource && <Provenance source={row.defaultSource} />}
    </>
  );
}

/** The table both settings components render: one row per setting. */
export default function RowsTable({caption, rows}: Props): ReactNode {
  const captionId = useId();
  return (
    // The wrapper (css/custom.css, "Tables") scrolls sideways when the table is wider than the page: a focusable,
    // named group lets keyboard users scroll it too (axe: scrollable-region-focusable). A group, not a region: two
    // tables with one caption on a page would be two landmarks of the same name.
    <div className="table-scroll" role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col" className={styles.limits}>
              Allowed values or bounds
            </th>
            <th scope="col" className={styles.description}>
              Description
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.key}>
                <code>
                  <WrappableName name={row.key} />
                </code>
                {row.required && <span className={`badge badge--primary ${styles.badge}`}>required</span>}
                {row.secret && <span className={`badge badge--warning ${styles.badge}`}>secret</span>}
              </th>
              <td className={styles.type}>
                {row.type}
                {row.nullable && ' or null'}
              </td>
              <td className={styles.default}>
                <Default row={row} />
              </td>
              <td>
                <Limits row={row} />
              </td>
              <td className={styles.description}>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
