// Swaps three modules of Docusaurus's client runtime for ours (src/client-overrides), each keeping the original's
// contract. Together they take long tasks out of a page load on a slow phone: the route table no longer builds a
// loadable component per route at start-up, a phone's switch to the mobile layout after hydration is a transition
// React can slice, and prefetching waits for idle time. Docusaurus has no option or theme hook for any of them.
// Not swapped, though tried: making the useIsBrowser flip a transition. The search plugin's page reads ?q= only once
// that flip has rendered and rewrites the URL in between, so it must keep its original priority.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleOverridesPlugin, type ModuleOverride} from './module-overrides';

const ours = (file: string) => path.resolve(__dirname, '../src/client-overrides', file);
const dirOf = (request: string) => path.dirname(require.resolve(request));

const CORE_CLIENT_DIR = dirOf('@docusaurus/core/lib/client/clientEntry.js');
const THEME_COMMON_DIR = dirOf('@docusaurus/theme-common');
const GENERATED_DIR = `${path.sep}.docusaurus`;

const OVERRIDES: ModuleOverride[] = [
  {
    request: /^@docusaurus\/ComponentCreator$/,
    issuedFrom: (context) => context.endsWith(GENERATED_DIR),
    replacement: ours('lazy-component-creator.tsx'),
  },
  {
    request: /^\.\/docusaurus(\.js)?$/,
    issuedFrom: (context) => context === CORE_CLIENT_DIR,
    replacement: ours('docusaurus-runtime.ts'),
  },
  {
    request: /^\.\.?\/hooks\/useWindowSize(\.js)?$/,
    issuedFrom: (context) => context.startsWith(THEME_COMMON_DIR),
    replacement: ours('use-window-size.ts'),
  },
];

export default function calmHydrationPlugin(): Plugin {
  return moduleOverridesPlugin('calm-hydration', OVERRIDES);
}
