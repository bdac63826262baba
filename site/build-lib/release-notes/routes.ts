// Node-only: the release-note routes, derived from the files so they can never disagree with the pages.
import {readSeriesPages, readVersionNotes} from './read-notes';
import {releaseRoute} from './versions';

export function releaseNoteRoutes(dir: string): string[] {
  return [
    '/update-notes',
    ...readSeriesPages(dir).map(releaseRoute),
    ...readVersionNotes(dir).map((note) => releaseRoute(note.version)),
  ];
}
