// Swizzled copies, not a registration: Docusaurus takes theme components from src/theme by path, so the files stay
// in src/theme/CodeBlock/. This folder holds their record and their contract (see README.md).
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    files: [
      'lib/theme/CodeBlock/index.js',
      'lib/theme/CodeBlock/Content/index.js',
      'lib/theme/CodeBlock/Content/String.js',
      'lib/theme/CodeBlock/Line/index.js',
    ],
  },
  {package: '@docusaurus/theme-common', version: '3.10.2', files: ['lib/utils/codeBlockUtils.js', 'lib/internal.js']},
];

export const THEME_FILES = [
  'src/theme/CodeBlock/index.tsx',
  'src/theme/CodeBlock/Content/index.tsx',
  'src/theme/CodeBlock/Content/String.tsx',
  'src/theme/CodeBlock/Content/Line.tsx',
];
