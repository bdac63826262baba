import type {ReactNode} from 'react';
import type {StaticData} from '@site/src/lib/static-props/builders';
import {requireStaticProps} from '@site/src/lib/static-props/require-static-props';
import styles from './styles.module.css';

type Props = {
  /** One tool group (read, edit, browser, command, mcp, modes); every tool when left out. */
  group?: string;
  /** Filled in at build time by remark-static-props. */
  data?: StaticData<'ToolGroupTable'>;
};

/** Tools and the groups that grant them, read from the types package. */
export default function ToolGroupTable({group, data}: Props): ReactNode {
  const rows = requireStaticProps('ToolGroupTable', data, group);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {group ? `Tools of the ${group} group` : 'Every tool and the group that grants it'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Tool</th>
            <th scope="col">Group</th>
            <th scope="col">Available in every mode</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tool}>
              <th scope="row" className={styles.tool}>
                <code>{row.tool}</code>
              </th>
              <td>{row.groups.length > 0 ? row.groups.map((g) => <code key={g}>{g}</code>) : 'none'}</td>
              <td>{row.alwaysAvailable ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
