import {describe, it} from 'vitest';
import {contractOf} from '../contract';
import {PRISM_CLIENT_MODULE} from './index';

const contract = contractOf('no-client-prism');
const THEME = '@docusaurus/theme-classic';

describe('no-client-prism contract with the installed theme', () => {
  it('finds the theme registering prism-include-languages as a client module of every page', () => {
    contract
      .expect(contract.read(THEME, 'lib/index.js'), "getClientModules listing './prism-include-languages'")
      .toMatch(/getClientModules\(\) \{[\s\S]*'\.\/prism-include-languages'/);
    const file = contract.file(THEME, 'lib/prism-include-languages.js');
    contract.expect(PRISM_CLIENT_MODULE.test(file), 'the path of prism-include-languages.js').toBe(true);
    contract
      .expect(contract.read(THEME, 'lib/prism-include-languages.js'), 'the module loading Prism')
      .toContain('prism-react-renderer');
  });
});
