// The caption of a settings table per schema, shown on the page and in its Markdown twin alike.
export const SETTINGS_CAPTIONS: Readonly<Record<string, string>> = {
  globalSettings: 'Extension settings',
  providerSettings: 'Provider profile settings',
  codebaseIndexConfig: 'Codebase index settings',
  organizationSettings: 'Organization settings',
  modeConfig: 'Fields of a custom mode',
  marketplaceItem: 'Fields of a marketplace item',
};
