import {useId, type ReactNode} from 'react';
import type {StaticData} from '@site/src/lib/static-props/data';
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
  const captionId = useId();
  return (
    // A focusable, named group, so a keyboard can scroll it when a phone is too narrow (css/custom.css, "Tables").
    <div className="table-scroll" role="group" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId} className={styles.caption}>
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
              <td>
                {row.groups.length > 0 ? (
                  <span className={styles.groups}>
                    {row.groups.map((g) => (
                      <code key={g}>{g}</code>
                    ))}
                  </span>
                ) : (
                  'none'
                )}
              </td>
              <td>{row.alwaysAvailable ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
