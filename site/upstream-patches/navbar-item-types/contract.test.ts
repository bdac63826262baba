import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'vitest';
import {contractOf, packageDir} from '../contract';

const contract = contractOf('navbar-item-types');
const THEME = '@docusaurus/theme-classic';

describe('navbar-item-types contract with the installed theme', () => {
  it('finds the theme map naming the three item types the copy keeps, and their components', () => {
    const source = contract.read(THEME, 'lib/theme/NavbarItem/ComponentTypes.js');
    for (const [type, component] of [
      ['default', 'DefaultNavbarItem'],
      ['search', 'SearchNavbarItem'],
      ['html', 'HtmlNavbarItem'],
    ]) {
      contract.expect(source, `the item type ${type}: ${component}`).toContain(`${type}: ${component},`);
      const dir = packageDir(THEME);
      const modules = [`${component}.js`, `${component}/index.js`].map((f) => `lib/theme/NavbarItem/${f}`);
      contract
        .expect(
          modules.some((file) => fs.existsSync(path.join(dir, file))),
          `the module ${component}`,
        )
        .toBe(true);
    }
    contract.expect(source, 'the map as default export').toContain('export default ComponentTypes;');
  });

  it('finds the navbar failing on a type missing from the map, so a dropped type cannot pass unnoticed', () => {
    contract
      .expect(contract.read(THEME, 'lib/theme/NavbarItem/index.js'), 'the "No NavbarItem component" error')
      .toContain('No NavbarItem component found for type');
  });
});
