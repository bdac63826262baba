// Reference tables of the Roomote Control message protocol, rendered from the zod schemas of the types package.
import {useId, type ReactNode} from 'react';
import type {StaticData} from '@site/src/lib/static-props/data';
import {requireStaticProps} from '@site/src/lib/static-props/require-static-props';
import type {ProtocolSection, ProtocolTable} from '@site/src/lib/static-props/data';
import styles from './styles.module.css';

type Props = {
  /** client, commands, server or events; every section when left out. */
  section?: ProtocolSection;
  /** Filled in at build time by remark-static-props. */
  data?: StaticData<'RemoteProtocol'>;
};

function MessageTable({table}: {table: ProtocolTable}): ReactNode {
  const captionId = useId();
  return (
    // The wrapper (css/custom.css, "Tables") scrolls sideways when the table is wider than the page: a focusable,
    // named group lets keyboard users scroll it too (axe: scrollable-region-focusable). A group, not a region: two
    // tables with one caption on a page would be two landmarks of the same name.
    <div className="table-scroll" role="group" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId} className={styles.caption}>
          {table.title} (told apart by <code>{table.discriminator}</code>)
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <code>{table.discriminator}</code>
            </th>
            <th scope="col">Fields</th>
          </tr>
        </thead>
        <tbody>
          {table.messages.map((message) => (
            <tr key={message.name}>
              <th scope="row" className={styles.name}>
                <code>{message.name}</code>
              </th>
              <td>
                {message.fields.length === 0 ? (
                  'none'
                ) : (
                  <ul className={styles.fields}>
                    {message.fields.map((field) => (
                      <li key={field.path} className={field.path.includes('.') ? styles.nested : undefined}>
                        <code>{field.path}</code> <span className={styles.type}>{field.type}</span>
                        {!field.required && <span className={styles.optional}> optional</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function RemoteProtocol({section, data}: Props): ReactNode {
  const tables = requireStaticProps('RemoteProtocol', data, section);
  return (
    <>
      {tables.map((table: ProtocolTable) => (
        <MessageTable key={table.id} table={table} />
      ))}
    </>
  );
}
