/** A doc as the docs plugin describes it to every page of its version. */
export type DocSummary = {id: string; title: string; description?: string};

export type DocCard = {href: string; title: string; description?: string};
export type DocCardGroup = {folder: string; cards: DocCard[]};

/** Doc ids map to URLs one to one, because docs are served from the site root without slugs. */
export const docHref = (id: string) => `/${id.replace(/(^|\/)index$/, '')}`;

/**
 * The cards for every page under a folder, the folder's own pages first and then one group per sub-folder.
 * Only docs that exist are listed, so a card never leads to a missing page.
 */
export function docCardGroups(docs: Iterable<DocSummary>, folder: string): DocCardGroup[] {
  const groups = new Map<string, DocCard[]>();
  for (const doc of docs) {
    if (!doc.id.startsWith(`${folder}/`) || doc.id === `${folder}/index`) continue;
    const rest = doc.id.slice(folder.length + 1).split('/');
    const group = rest.length > 1 ? rest[0] : '';
    groups.set(group, [
      ...(groups.get(group) ?? []),
      {href: docHref(doc.id), title: doc.title, description: doc.description},
    ]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
    .map(([group, cards]) => ({folder: group, cards: cards.sort((x, y) => x.title.localeCompare(y.title))}));
}
