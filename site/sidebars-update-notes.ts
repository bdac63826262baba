import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {readSeriesPages, readVersionNotes} from './src/lib/release-notes/read-notes';
import {releaseNotesSidebar} from './src/lib/release-notes/sidebar';

const NOTES_DIR = path.join(__dirname, '../packages/release-notes/docs/update-notes');

const sidebars: SidebarsConfig = {
  updateNotesSidebar: releaseNotesSidebar(readVersionNotes(NOTES_DIR), readSeriesPages(NOTES_DIR)),
};

export default sidebars;
