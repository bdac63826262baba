// Swaps four modules of Docusaurus's client runtime for ours and carries a copy of a fifth (docusaurus-runtime.ts, in
// place of lib/client/docusaurus.js: only the client entry imported that, and ours imports the copy directly), each
// keeping the original's contract. Together they take long tasks out of a page load on a slow phone: the entry starts the app in steps of
// one task each; the route table no longer builds a loadable component per route at start-up; useIsBrowser's flip
// after hydration and a phone's switch to the mobile layout are transitions React can slice; prefetching waits for
// idle time.
// Docusaurus has no option or theme hook for any of them.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamPatchPlugin, type ModuleOverride} from '../module-overrides';
import type {UpstreamPin} from '../upstream';

export const UPSTREAM: readonly UpstreamPin[] = [
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    files: [
      'lib/client/clientEntry.js',
      'lib/client/browserContext.js',
      'lib/client/exports/ComponentCreator.js',
      'lib/client/docusaurus.js',
      'lib/client/App.js',
      'lib/client/flat.js',
      'lib/server/codegen/codegenRoutes.js',
      'lib/client/exports/useIsBrowser.js',
      'lib/client/preload.js',
      'lib/client/prefetch.js',
    ],
  },
  {
    package: '@docusaurus/theme-common',
    version: '3.10.2',
    files: ['lib/hooks/useWindowSize.js', 'lib/index.js', 'lib/contexts/navbarMobileSidebar.js'],
  },
];

const ours = (file: string) => path.join(__dirname, 'client', file);
const dirOf = (request: string) => path.dirname(require.resolve(request));

const CORE_CLIENT_DIR = dirOf('@docusaurus/core/lib/client/clientEntry.js');
const THEME_COMMON_DIR = dirOf('@docusaurus/theme-common');
const GENERATED_DIR = `${path.sep}.docusaurus`;

export const OVERRIDES: ModuleOverride[] = [
  {
    // The bundle's entry point (a path, not a package request).
    request: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    issuedFrom: () => true,
    replacement: ours('client-entry.tsx'),
    // The server bundle starts from serverEntry.js instead.
    bundles: 'client',
  },
  {
    request: /^\.\.?\/browserContext(\.js)?$/,
    issuedFrom: (context) => context === CORE_CLIENT_DIR || context === path.join(CORE_CLIENT_DIR, 'exports'),
    replacement: ours('browser-context.tsx'),
  },
  {
    request: /^@docusaurus\/ComponentCreator$/,
    issuedFrom: (context) => context.endsWith(GENERATED_DIR),
    replacement: ours('lazy-component-creator.tsx'),
  },
  {
    request: /^\.\.?\/hooks\/useWindowSize(\.js)?$/,
    issuedFrom: (context) => context.startsWith(THEME_COMMON_DIR),
    replacement: ours('use-window-size.ts'),
  },
];

export default function calmHydrationPlugin(): Plugin {
  return upstreamPatchPlugin('calm-hydration', {overrides: OVERRIDES});
}
