// Where the built search index lives and how its pages are tagged, shared by the build plugin
// (plugins/pagefind-search) and the browser.

/** The search context of the release notes (SPEC §9: labelled "Release Notes"). */
export const RELEASE_NOTES_SECTION = 'update-notes';

/** The Pagefind bundle under the site root. */
export const SEARCH_BUNDLE = 'pagefind';

/** The site's vocabulary file (one word a line, most frequent first), inside the bundle. */
export const VOCABULARY_FILE = 'vocabulary.txt';

/** The list of indexed pages, `{[fragment id]: [address, title, breadcrumb]}`, inside the bundle. */
export const PAGES_FILE = 'pages.json';

/** The bounds of the word index's chunks, `[[first word, last word], …]` in Pagefind's order, inside the bundle. */
export const INDEX_CHUNKS_FILE = 'index-chunks.json';

/**
 * Every indexed page carries a `kind` filter, so guides and release notes can be searched apart: release notes are
 * listed after every guide (SPEC §9).
 */
export const PAGE_KINDS = {guide: 'guide', note: 'note'} as const;
