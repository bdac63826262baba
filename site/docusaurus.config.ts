import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import {catalogueVersion} from '@roo-code-docs/types';
import type * as Preset from '@docusaurus/preset-classic';
import {ANNOUNCEMENT} from './src/data/announcement';
import {FOOTER_COLUMNS} from './src/data/footer-links';
import {DOCS_REPOSITORY_URL, SITE_URL, TAGLINE} from './src/data/site';
import {UPDATE_NOTES_DIR} from './build-lib/release-notes/paths';
import {withReleaseTitle} from './build-lib/release-notes/front-matter';
import remarkReleaseNotes from './build-lib/release-notes/remark-release-notes';
import remarkHighlightCode from './build-lib/code-highlight/remark-highlight-code';
import remarkUiLabel from './build-lib/ui-label/remark-ui-label';
import remarkCite from './build-lib/citations/remark-cite';
import {withoutHiddenDocs} from './build-lib/sidebar-items';
import jsonSchemasPlugin from './plugins/json-schemas';
import calmHydrationPatch from './upstream-patches/calm-hydration';
import leanCssPatch from './upstream-patches/lean-css';
import leanDocsMetadataPatch, {withoutBuildOnlyFrontMatter} from './upstream-patches/lean-docs-metadata';
import leanRouteRegistryPatch from './upstream-patches/lean-route-registry';
import noClientPrismPatch from './upstream-patches/no-client-prism';
import ordinalSortsPatch from './upstream-patches/ordinal-sorts';
import stringSsrPatch from './upstream-patches/string-ssr';
import remarkStaticProps from './build-lib/static-props/remark-static-props';
import {paintFirstSsrTemplate} from './build-lib/paint-first-scripts';
import {siteCookieDomain} from './build-lib/cookie-domain';

const DOCS_DIR = path.join(__dirname, 'docs');

// "Edit this page" opens the source file on GitHub; paths are from the repository root, where site/ and packages/ sit.
const REPO_ROOT = path.join(__dirname, '..');
const editUrlFor =
  (contentDir: string) =>
  ({docPath}: {docPath: string}) =>
    `${DOCS_REPOSITORY_URL}/edit/main/${path.relative(REPO_ROOT, contentDir).split(path.sep).join('/')}/${docPath}`;

// Last-updated dates come from git; outside a worktree (an exported tarball) Docusaurus 3.10 fails the build instead.
const IN_GIT = (() => {
  try {
    execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: __dirname, stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
})();

const config: Config = {
  title: 'Roo Code Documentation',
  tagline: TAGLINE,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: undefined,
  // Faster (Rspack, SWC, Lightning CSS) needs the v4 flags in 3.10; it triples build speed here. Cascade layers
  // stay off: their polyfill gives Infima's dark palette a specificity our custom.css could not override.
  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md files are plain CommonMark, so release notes can mention `<tags>` freely; .mdx files get JSX.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw'},
    parseFrontMatter: async (params) =>
      withoutBuildOnlyFrontMatter(withReleaseTitle(params.filePath, await params.defaultParseFrontMatter(params))),
  },
  i18n: {defaultLocale: 'en', locales: ['en']},
  customFields: {
    // Analytics run only in a build made with POSTHOG_API_KEY set; without it no analytics code is even loaded.
    posthogApiKey: process.env.POSTHOG_API_KEY ?? '',
    posthogHost: process.env.POSTHOG_HOST ?? 'https://us.i.posthog.com',
    // The consent cookie is shared across the site's registrable domain, known from its URL; the browser only checks
    // that the page's host belongs to it, so the Public Suffix List stays out of the bundle.
    consentCookieDomain: siteCookieDomain(SITE_URL),
  },
  clientModules: ['./src/client-modules/analytics.ts', './src/client-modules/search-highlight.ts'],
  // The entry scripts start after the first paint (build-lib/paint-first-scripts explains why).
  ssrTemplate: paintFirstSsrTemplate(),
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator: withoutHiddenDocs,
          // Tables and lists read from the schemas are computed here, at build time, not in the browser.
          remarkPlugins: [remarkStaticProps, remarkHighlightCode, remarkUiLabel, remarkCite],
          editUrl: editUrlFor(DOCS_DIR),
          showLastUpdateTime: IN_GIT,
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**'], filename: 'sitemap.xml'},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'update-notes',
        path: UPDATE_NOTES_DIR,
        routeBasePath: 'update-notes',
        sidebarPath: './sidebars-update-notes.ts',
        editUrl: editUrlFor(UPDATE_NOTES_DIR),
        showLastUpdateTime: IN_GIT,
        beforeDefaultRemarkPlugins: [[remarkReleaseNotes, {dir: UPDATE_NOTES_DIR}]],
        remarkPlugins: [remarkHighlightCode, remarkUiLabel, remarkCite],
      },
    ],
    './plugins/counts.ts',
    './plugins/screenshot-manifest.ts',
    leanCssPatch,
    leanDocsMetadataPatch,
    leanRouteRegistryPatch,
    noClientPrismPatch,
    ordinalSortsPatch,
    calmHydrationPatch,
    './plugins/security-headers.ts',
    jsonSchemasPlugin,
    './plugins/llms.ts',
    './plugins/static-host-files.ts',
    './plugins/pagefind-search/index.ts',
    stringSsrPatch,
  ],
  themeConfig: {
    // The default social card; Docusaurus adds og:image and twitter:image (and twitter:card) to every page from it.
    image: 'img/social-card.png',
    metadata: [
      {property: 'og:site_name', content: 'Roo Code Documentation'},
      {property: 'og:type', content: 'website'},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
      {property: 'og:image:alt', content: 'Roo Code Documentation'},
      {name: 'twitter:image:alt', content: 'Roo Code Documentation'},
    ],
    announcementBar: {...ANNOUNCEMENT},
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      hideOnScroll: true,
      title: 'Roo Code',
      logo: {alt: 'Roo Code logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [{type: 'search', position: 'right'}],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Roo Code', src: 'img/roo-code-wordmark.svg', width: 120, height: 24, href: '/'},
      links: FOOTER_COLUMNS,
      // The one credit for the screenshots (components/Screenshot): the version is the one the pages document.
      copyright:
        `Copyright © ${new Date().getFullYear()} Roo Code, Inc. All rights reserved. Screenshots of the interface are ` +
        `rendered from <a href="https://github.com/RooCodeInc/Roo-Code/tree/v${catalogueVersion}">Roo Code ` +
        `${catalogueVersion}</a> (<a href="https://github.com/RooCodeInc/Roo-Code/blob/v${catalogueVersion}/LICENSE">Apache-2.0</a>).`,
    },
    // Code is highlighted at build time (build-lib/code-highlight) and coloured by src/css/custom.css. Docusaurus still
    // requires a theme; an empty one keeps Prism's colour tables out of the config that every page loads.
    prism: {
      theme: {plain: {}, styles: []},
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
