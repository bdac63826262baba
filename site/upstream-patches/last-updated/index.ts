// A swizzled (ejected) copy, not a registration: Docusaurus takes theme components from src/theme by path, so the
// file stays at src/theme/LastUpdated/index.tsx. This folder holds its record and its contract (see README.md).
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {package: '@docusaurus/theme-classic', version: '3.10.2', files: ['lib/theme/LastUpdated/index.js']},
];

export const THEME_FILES = ['src/theme/LastUpdated/index.tsx'];
