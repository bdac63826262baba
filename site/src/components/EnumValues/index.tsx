import type {ReactNode} from 'react';
import type {SchemaData} from '@site/src/lib/schema-data/builders';
import {requireSchemaData} from '@site/src/lib/schema-data/require-data';
import styles from './styles.module.css';

type Props = {
  /** Registered enumeration, e.g. "zaiApiLine" or "reasoningEffort". An unknown name fails the build. */
  name: string;
  /** Filled in at build time by remark-schema-data. */
  data?: SchemaData<'EnumValues'>;
};

/** The allowed values of an enumeration, inline: `low`, `medium`, `high`. */
export default function EnumValues({name, data}: Props): ReactNode {
  const values = requireSchemaData('EnumValues', data, name);
  return (
    <span className={styles.values}>
      {values.map((value, index) => (
        <span key={value}>
          {index > 0 && (index === values.length - 1 ? (values.length > 2 ? ', or ' : ' or ') : ', ')}
          <code>{value}</code>
        </span>
      ))}
    </span>
  );
}
