import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];

// Landing pages (the home page, the features index) are reached from cards, not listed in the sidebar.
const HIDDEN_DOC_IDS = new Set(['index', 'features/index']);

export const withoutHiddenDocs: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) => {
  const items = await defaultSidebarItemsGenerator(args);
  return items.filter((item) => !(item.type === 'doc' && HIDDEN_DOC_IDS.has(item.id)));
};
