// Addresses and identifiers that several parts of the site need; kept in one place so they never drift.
export const SITE_URL = 'https://docs.roocode.com';
export const REPOSITORY = 'RooCodeInc/Roo-Code';
export const REPOSITORY_URL = `https://github.com/${REPOSITORY}`;
export const DOCS_REPOSITORY_URL = 'https://github.com/RooCodeInc/Roo-Code-Docs';
export const EXTENSION_ID = 'RooVeterinaryInc.roo-cline';
export const MARKETPLACE_URL = `https://marketplace.visualstudio.com/items?itemName=${EXTENSION_ID}`;
export const OPEN_VSX_URL = 'https://open-vsx.org/extension/RooVeterinaryInc/roo-cline';
export const DISCORD_URL = 'https://discord.gg/roocode';
export const REDDIT_URL = 'https://www.reddit.com/r/RooCode/';
export const TAGLINE = 'Complete documentation, guides and tutorials for Roo Code';
export const ISSUES_URL = `${REPOSITORY_URL}/issues`;
export const FEATURE_REQUESTS_URL = `${REPOSITORY_URL}/discussions/categories/feature-requests`;
export const CONTACT_EMAIL = 'mailto:support@roocode.com';
export const CAREERS_URL = 'https://careers.roocode.com';
export const WEBSITE_PRIVACY_URL = 'https://roocode.com/privacy';
export const EXTENSION_PRIVACY_URL = `${REPOSITORY_URL}/blob/main/PRIVACY.md`;
export const FOOTER_TAGLINE =
  'Empowering developers to build better software faster with AI-powered tools and insights.';
