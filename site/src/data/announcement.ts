// The bar above the navbar. Changing `id` shows it again to readers who closed the previous one.
export const ANNOUNCEMENT = {
  id: 'release-3-28-10',
  content: 'Roo Code 3.28.10 brings Claude Sonnet 4.5. <a href="/update-notes/v3.28.10">Read the release notes</a>',
  backgroundColor: '#1e2a55',
  textColor: '#f1f4ff',
  isCloseable: true,
} as const;
