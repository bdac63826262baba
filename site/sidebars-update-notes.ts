import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {releaseNotesSidebar} from './src/lib/release-notes/sidebar';
import {readVersionNotes} from './src/lib/release-notes/read-notes';
import path from 'node:path';

const sidebars: SidebarsConfig = {
  updateNotesSidebar: releaseNotesSidebar(readVersionNotes(path.join(__dirname, '../packages/release-notes/docs/update-notes'))),
};

export default sidebars;
