import type {ReactNode} from 'react';
import type {StaticData} from '@site/src/lib/static-props/data';
import {requireStaticProps} from '@site/src/lib/static-props/require-static-props';
import {SETTINGS_CAPTIONS} from '@site/src/data/settings-captions';
import RowsTable from './RowsTable';

type Props = {
  /** Registered schema: globalSettings, providerSettings, codebaseIndexConfig, organizationSettings, modeConfig, marketplaceItem. */
  schema: string;
  /** Keys to show, in this order; dotted keys reach nested fields. Every key when left out. */
  keys?: string[];
  /** Caption above the table; a generic one names the schema when left out. */
  caption?: string;
  /** Filled in at build time by remark-static-props. */
  data?: StaticData<'SettingsTable'>;
};

/** Key, type, default, bounds and description of settings, read from the types package. */
export default function SettingsTable({schema, caption, data}: Props): ReactNode {
  const rows = requireStaticProps('SettingsTable', data, schema);
  return <RowsTable caption={caption ?? SETTINGS_CAPTIONS[schema] ?? schema} rows={rows} />;
}
