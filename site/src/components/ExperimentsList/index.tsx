import {useId, type ReactNode} from 'react';
import type {StaticData} from '@site/src/lib/static-props/data';
import {requireStaticProps} from '@site/src/lib/static-props/require-static-props';
import WrappableName from '@site/src/components/WrappableName';
import styles from './styles.module.css';

/** Every experiment flag: its key, its label in Settings → Experimental, what it does, and its default. */
type Props = {
  /** Filled in at build time by remark-static-props. */
  data?: StaticData<'ExperimentsList'>;
};

export default function ExperimentsList({data}: Props): ReactNode {
  const rows = requireStaticProps('ExperimentsList', data);
  const captionId = useId();
  return (
    // A focusable, named group, so a keyboard can scroll it when a phone is too narrow (css/custom.css, "Tables").
    <div className="table-scroll" role="group" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId} className={styles.caption}>
          Experimental features
        </caption>
        <thead>
          <tr>
            <th scope="col">Setting key</th>
            <th scope="col">Label in Settings</th>
            <th scope="col" className={styles.description}>
              What it does
            </th>
            <th scope="col">Default</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.key}>
                <code>
                  <WrappableName name={row.id} />
                </code>
              </th>
              <td>{row.label}</td>
              <td className={styles.description}>{row.description}</td>
              <td>{row.enabledByDefault ? 'On' : 'Off'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
