import {describe, it} from 'vitest';
import {contractOf} from '../contract';

const contract = contractOf('last-updated');

describe('last-updated contract with the installed theme', () => {
  it('finds the translation ids, class name and props the copy renders', () => {
    const source = contract.read('@docusaurus/theme-classic', 'lib/theme/LastUpdated/index.js');
    for (const part of [
      'theme.lastUpdated.atDate',
      'theme.lastUpdated.byUser',
      'theme.lastUpdated.lastUpdatedAtBy',
      'ThemeClassNames.common.lastUpdated',
      'export default function LastUpdated({lastUpdatedAt, lastUpdatedBy})',
      'itemProp="dateModified"',
    ]) {
      contract.expect(source, `upstream LastUpdated with ${part}`).toContain(part);
    }
  });
});
