// A swizzled copy, not a registration: Docusaurus takes theme components from src/theme by path, so the file stays
// at src/theme/NavbarItem/ComponentTypes.tsx. This folder holds its record and its contract (see README.md).
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    files: ['lib/theme/NavbarItem/ComponentTypes.js', 'lib/theme/NavbarItem/index.js'],
  },
];

export const THEME_FILES = ['src/theme/NavbarItem/ComponentTypes.tsx'];
