import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];
import {groupBySeries, type VersionNote} from './versions';

/** The release-notes sidebar: the index, then one collapsed category per series, newest first. */
export function releaseNotesSidebar(
  notes: readonly VersionNote[],
  seriesPages: readonly string[],
): SidebarItemConfig[] {
  return [
    {type: 'doc', id: 'index', label: 'All releases'},
    ...groupBySeries(notes).map(({series, releases}) => ({
      type: 'category' as const,
      label: series,
      collapsed: true,
      ...(seriesPages.includes(series) ? {link: {type: 'doc' as const, id: `v${series}`}} : {}),
      items: releases.map((note) => ({type: 'doc' as const, id: `v${note.version}`, label: note.version})),
    })),
  ];
}
