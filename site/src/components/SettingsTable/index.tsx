import type {ReactNode} from 'react';
import {settingsRows} from '@site/src/lib/schema-registry';
import RowsTable from './RowsTable';

type Props = {
  /** Registered schema: globalSettings, providerSettings, codebaseIndexConfig, organizationSettings, modeConfig, marketplaceItem. */
  schema: string;
  /** Keys to show, in this order; dotted keys reach nested fields. Every key when left out. */
  keys?: string[];
  /** Caption above the table; a generic one names the schema when left out. */
  caption?: string;
};

const captions: Record<string, string> = {
  globalSettings: 'Extension settings',
  providerSettings: 'Provider profile settings',
  codebaseIndexConfig: 'Codebase index settings',
  organizationSettings: 'Organization settings',
  modeConfig: 'Fields of a custom mode',
  marketplaceItem: 'Fields of a marketplace item',
};

/** Key, type, default, bounds and description of settings, read from the types package. */
export default function SettingsTable({schema, keys, caption}: Props): ReactNode {
  const rows = settingsRows(schema, keys);
  return <RowsTable caption={caption ?? captions[schema] ?? schema} rows={rows} />;
}
