import {createRequire} from 'node:module';
import {describe, it} from 'vitest';
import {contractOf} from '../contract';
import {ORDINAL_SORT_MODULES} from './index';

const contract = contractOf('ordinal-sorts');
const ordinalCompare = createRequire(import.meta.url)('./ordinal-compare.cjs') as (source: string) => string;

describe('ordinal-sorts contract with the installed Docusaurus', () => {
  it.each([
    ['@docusaurus/plugin-content-docs', 'lib/client/docsClientUtils.js', 'b[1].path.localeCompare(a[1].path)'],
    ['@docusaurus/theme-common', 'lib/utils/reactUtils.js', '.localeCompare('],
  ])('finds the localeCompare sort in %s/%s and rewrites every call', (pkg, file, call) => {
    const absolute = contract.file(pkg, file);
    contract
      .expect(
        ORDINAL_SORT_MODULES.some((test) => test.test(absolute)),
        `the path of ${file}`,
      )
      .toBe(true);
    const source = contract.read(pkg, file);
    contract.expect(source, `the call \`${call}\` in ${file}`).toContain(call);
    contract
      .expect(ordinalCompare(source), `every localeCompare call in ${file} in the form a.localeCompare(b)`)
      .not.toContain('.localeCompare(');
  });
});
