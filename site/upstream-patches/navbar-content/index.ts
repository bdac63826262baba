// A swizzled copy, not a registration: Docusaurus takes theme components from src/theme by path, so the file stays
// at src/theme/Navbar/Content/index.tsx. This folder holds its record and its contract (see README.md).
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {package: '@docusaurus/theme-classic', version: '3.10.2', files: ['lib/theme/Navbar/Content/index.js']},
  {package: '@docusaurus/theme-common', version: '3.10.2', files: ['lib/internal.js', 'lib/utils/navbarUtils.js']},
];

export const THEME_FILES = ['src/theme/Navbar/Content/index.tsx', 'src/theme/Navbar/Content/styles.module.css'];
