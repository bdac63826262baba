import {describe, it} from 'vitest';
import {contractOf} from '../contract';

const contract = contractOf('mobile-sidebar-on-open');
const THEME = '@docusaurus/theme-classic';

describe('mobile-sidebar-on-open contract with the installed theme', () => {
  it('finds the drawer layout taking its two menus as props, which the wrapper withholds until it opens', () => {
    const layout = contract.read(THEME, 'lib/theme/Navbar/MobileSidebar/Layout/index.js');
    contract
      .expect(layout, 'the layout props header, primaryMenu and secondaryMenu')
      .toMatch(
        /export default function NavbarMobileSidebarLayout\(\{\s*header,\s*primaryMenu,\s*secondaryMenu,\s*\}\)/,
      );
    const drawer = contract.read(THEME, 'lib/theme/Navbar/MobileSidebar/index.js');
    contract
      .expect(drawer, 'the drawer passing primaryMenu')
      .toContain('primaryMenu={<NavbarMobileSidebarPrimaryMenu />}');
    contract
      .expect(drawer, 'the drawer passing secondaryMenu')
      .toContain('secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}');
  });

  it("finds useNavbarMobileSidebar() with its `shown` flag among theme-common's internals", () => {
    contract
      .expect(contract.read('@docusaurus/theme-common', 'lib/internal.js'), 'the export useNavbarMobileSidebar')
      .toContain("export { useNavbarMobileSidebar } from './contexts/navbarMobileSidebar'");
    contract
      .expect(
        contract.read('@docusaurus/theme-common', 'lib/contexts/navbarMobileSidebar.js'),
        'the context value carrying `shown`',
      )
      .toContain('({ disabled, shouldRender, toggle, shown })');
  });
});
