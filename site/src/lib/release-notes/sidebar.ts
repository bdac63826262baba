import type {SidebarItemConfig} from '@docusaurus/plugin-content-docs/src/sidebars/types';
import {groupBySeries, type VersionNote} from './versions';

/** The release-notes sidebar: the index, then one collapsed category per series, newest first. */
export function releaseNotesSidebar(notes: readonly VersionNote[]): SidebarItemConfig[] {
  return [
    {type: 'doc', id: 'index', label: 'All releases'},
    ...groupBySeries(notes).map(({series, releases}) => ({
      type: 'category' as const,
      label: series,
      collapsed: true,
      link: {type: 'doc' as const, id: `v${series}`},
      items: releases.map((note) => ({type: 'doc' as const, id: `v${note.version}`, label: note.version})),
    })),
  ];
}
