// A theme wrapper, not a registration: Docusaurus takes theme components from src/theme by path, so the file stays
// at src/theme/Navbar/MobileSidebar/Layout/index.tsx. This folder holds its record and its contract (see README.md).
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    files: ['lib/theme/Navbar/MobileSidebar/Layout/index.js', 'lib/theme/Navbar/MobileSidebar/index.js'],
  },
  {
    package: '@docusaurus/theme-common',
    version: '3.10.2',
    files: ['lib/contexts/navbarMobileSidebar.js', 'lib/internal.js'],
  },
];

export const THEME_FILES = ['src/theme/Navbar/MobileSidebar/Layout/index.tsx'];
