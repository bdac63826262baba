import {documentedVersion} from '@roo-code-docs/types';

// The bar above the navbar. Changing `id` shows it again to readers who closed the previous one.
export const ANNOUNCEMENT = {
  id: `release-${documentedVersion.replaceAll('.', '-')}`,
  // The headline is this release's own news: rewrite it when the documented version changes.
  content: `Roo Code ${documentedVersion} brings Claude Sonnet 4.5. <a href="/update-notes/v${documentedVersion}">Read the release notes</a>`,
  backgroundColor: '#1e2a55',
  textColor: '#f1f4ff',
  isCloseable: true,
} as const;
