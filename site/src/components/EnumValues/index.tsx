import type {ReactNode} from 'react';
import {getEnumValues} from '@site/src/lib/schema-enums';
import styles from './styles.module.css';

type Props = {
  /** Registered enumeration, e.g. "zaiApiLine" or "reasoningEffort". An unknown name fails the build. */
  name: string;
};

/** The allowed values of an enumeration, inline: `low`, `medium`, `high`. */
export default function EnumValues({name}: Props): ReactNode {
  const values = getEnumValues(name);
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
