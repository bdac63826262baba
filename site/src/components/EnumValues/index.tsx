import type {ReactNode} from 'react';
import type {StaticData} from '@site/src/lib/static-props/data';
import {requireStaticProps} from '@site/src/lib/static-props/require-static-props';
import styles from './styles.module.css';

type Props = {
  /** Registered enumeration, e.g. "zaiApiLine" or "reasoningEffort". An unknown name fails the build. */
  name: string;
  /** Filled in at build time by remark-static-props. */
  data?: StaticData<'EnumValues'>;
};

/** The allowed values of an enumeration, inline: `low`, `medium`, `high`. */
export default function EnumValues({name, data}: Props): ReactNode {
  const values = requireStaticProps('EnumValues', data, name);
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
