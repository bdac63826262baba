import type {ReactNode} from 'react';
import {providerSettingsRows} from '@site/src/lib/schema-registry';
import RowsTable from '../SettingsTable/RowsTable';
import styles from './styles.module.css';

type Props = {
  /** Provider id as in a profile's apiProvider, e.g. "bedrock", "openai" (OpenAI-compatible), "openai-native". */
  provider: string;
};

/** The profile fields a provider adds to the common settings, with secret keys marked. */
export default function ProviderSettingsTable({provider}: Props): ReactNode {
  const rows = providerSettingsRows(provider);
  if (rows.length === 0) {
    return <p className={styles.empty}>This provider has no profile settings of its own.</p>;
  }
  return <RowsTable caption={`Profile settings of the ${provider} provider`} rows={rows} />;
}
