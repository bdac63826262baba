import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {readSeriesPages, readVersionNotes} from './build-lib/release-notes/read-notes';
import {UPDATE_NOTES_DIR} from './build-lib/release-notes/paths';
import {releaseNotesSidebar} from './build-lib/release-notes/sidebar';

const sidebars: SidebarsConfig = {
  updateNotesSidebar: releaseNotesSidebar(readVersionNotes(UPDATE_NOTES_DIR), readSeriesPages(UPDATE_NOTES_DIR)),
};

export default sidebars;
