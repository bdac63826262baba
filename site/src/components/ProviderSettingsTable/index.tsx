import type {ReactNode} from 'react';
import type {StaticData} from '@site/src/lib/static-props/data';
import {requireStaticProps} from '@site/src/lib/static-props/require-static-props';
import RowsTable from '../SettingsTable/RowsTable';
import styles from './styles.module.css';

type Props = {
  /** Provider id as in a profile's apiProvider, e.g. "bedrock", "openai" (OpenAI-compatible), "openai-native". */
  provider: string;
  /** Filled in at build time by remark-static-props. */
  data?: StaticData<'ProviderSettingsTable'>;
};

/** The profile fields a provider adds to the common settings, with secret keys marked. */
export default function ProviderSettingsTable({provider, data}: Props): ReactNode {
  const rows = requireStaticProps('ProviderSettingsTable', data, provider);
  if (rows.length === 0) {
    return <p className={styles.empty}>This provider has no profile settings of its own.</p>;
  }
  return <RowsTable caption={`Profile settings of the ${provider} provider`} rows={rows} />;
}
