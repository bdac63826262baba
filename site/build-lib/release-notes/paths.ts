import path from 'node:path';

/** Where the release-note files live: their own workspace package, so the main docs instance never sees them. */
export const UPDATE_NOTES_DIR = path.resolve(__dirname, '../../../packages/release-notes/docs/update-notes');
