import {describe, it} from 'vitest';
import {contractOf} from '../contract';

const contract = contractOf('navbar-content');
const THEME = '@docusaurus/theme-classic';
const COMMON = '@docusaurus/theme-common';

describe('navbar-content contract with the installed theme', () => {
  it('finds splitNavbarItems and useNavbarMobileSidebar exported by theme-common/internal, as the copy imports them', () => {
    const internal = contract.read(COMMON, 'lib/internal.js');
    contract
      .expect(internal, 'splitNavbarItems exported from theme-common/internal')
      .toMatch(/export \{[^}]*\bsplitNavbarItems\b[^}]*\} from '\.\/utils\/navbarUtils'/);
    contract
      .expect(internal, 'useNavbarMobileSidebar exported from theme-common/internal')
      .toContain('useNavbarMobileSidebar');
    contract
      .expect(contract.read(COMMON, 'lib/utils/navbarUtils.js'), 'splitNavbarItems(items) → [left, right]')
      .toMatch(/export function splitNavbarItems\(items\)/);
  });

  it("finds upstream's layout with the parts the copy mirrors: the item error boundary, the toggle and the search", () => {
    const source = contract.read(THEME, 'lib/theme/Navbar/Content/index.js');
    for (const part of [
      'ErrorCauseBoundary',
      'A theme navbar item failed to render.',
      'NavbarColorModeToggle',
      'NavbarMobileSidebarToggle',
      'splitNavbarItems(items)',
      "item.type === 'search'",
    ]) {
      contract.expect(source, `upstream Navbar/Content using ${part}`).toContain(part);
    }
  });
});
