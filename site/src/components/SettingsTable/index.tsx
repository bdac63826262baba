import type {ReactNode} from 'react';
import type {SchemaData} from '@site/src/lib/schema-data/builders';
import {requireSchemaData} from '@site/src/lib/schema-data/require-data';
import RowsTable from './RowsTable';

type Props = {
  /** Registered schema: globalSettings, providerSettings, codebaseIndexConfig, organizationSettings, modeConfig, marketplaceItem. */
  schema: string;
  /** Keys to show, in this order; dotted keys reach nested fields. Every key when left out. */
  keys?: string[];
  /** Caption above the table; a generic one names the schema when left out. */
  caption?: string;
  /** Filled in at build time by remark-schema-data. */
  data?: SchemaData<'SettingsTable'>;
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
export default function SettingsTable({schema, caption, data}: Props): ReactNode {
  const rows = requireSchemaData('SettingsTable', data, schema);
  return <RowsTable caption={caption ?? captions[schema] ?? schema} rows={rows} />;
}
