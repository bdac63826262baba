import type {ReactNode} from 'react';
import type {SchemaData} from '@site/src/lib/schema-data/builders';
import {requireSchemaData} from '@site/src/lib/schema-data/require-data';
import RowsTable from '../SettingsTable/RowsTable';
import styles from './styles.module.css';

type Props = {
  /** Provider id as in a profile's apiProvider, e.g. "bedrock", "openai" (OpenAI-compatible), "openai-native". */
  provider: string;
  /** Filled in at build time by remark-schema-data. */
  data?: SchemaData<'ProviderSettingsTable'>;
};

/** The profile fields a provider adds to the common settings, with secret keys marked. */
export default function ProviderSettingsTable({provider, data}: Props): ReactNode {
  const rows = requireSchemaData('ProviderSettingsTable', data, provider);
  if (rows.length === 0) {
    return <p className={styles.empty}>This provider has no profile settings of its own.</p>;
  }
  return <RowsTable caption={`Profile settings of the ${provider} provider`} rows={rows} />;
}
