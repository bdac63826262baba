// AI-ready docs: writes /llms.txt (an index of every doc page), /llms-full.txt (every doc page as Markdown, release
// notes left out) and a Markdown twin of every page at its path plus `.md`, all from the same sources as the HTML.
import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';

import {documentedVersion} from '@roo-code-docs/types';
import {SITE_URL} from '../src/data/site';
import {createComponentRenderer, type ComponentRenderer} from '../build-lib/llms/components';
import {PROTOCOL_SECTIONS} from '../build-lib/static-props/protocol-rows';
import {
  buildLlmsFull,
  buildLlmsTxtFiles,
  groupBySidebar,
  type LlmsPage,
  type SidebarItem,
} from '../build-lib/llms/index-file';
import {bodyToMarkdown, markdownTwin, stripFrontMatter} from '../build-lib/llms/markdown';
import {readFrontMatter} from '../build-lib/front-matter';
import {markdownPathFor} from '../src/lib/llms/markdown-path';
import {releaseListMarkdown} from '../build-lib/llms/release-notes';
import {readVersionNotes} from '../build-lib/release-notes/read-notes';
import {seriesOfFile} from '../build-lib/release-notes/versions';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const RELEASE_NOTES_ID = 'update-notes';

type Doc = {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
  unlisted?: boolean;
};
type DocsContent = {loadedVersions: {docs: Doc[]; sidebars: Record<string, SidebarItem[]>}[]};

const SUMMARY =
  `Documentation for Roo Code ${documentedVersion}, the open-source AI coding assistant extension for VS Code: installing it, ` +
  'connecting a model provider, modes, tools, features, providers and Roo Code Cloud.';
const NOTES_SUMMARY = 'What changed in every Roo Code release, newest first.';
// The MCP server (packages/mcp) is named here because agents read this file first; it is not a page of its own.
const DETAILS =
  'Every link below is the Markdown version of a page; drop the `.md` for the web page. Page addresses also ' +
  'answer with that Markdown when a request prefers `text/markdown` (on hosts that negotiate). ' +
  `All doc pages in one file: ${SITE_URL}/llms-full.txt\n\n` +
  'Agents that speak MCP can also query these docs through ' +
  '`roo-code-docs-mcp` (tools: search_docs, read_page, list_pages, get_model, validate_modes, validate_mcp_config), a ' +
  'server from the ' +
  'docs repository that runs locally over STDIO or Streamable HTTP; setup: ' +
  `${SITE_URL}/features/mcp/recommended-mcp-servers.md#these-docs-as-an-mcp-server`;

const citeTagOf = (frontMatter: Record<string, unknown>) => {
  const tag = (frontMatter.sources as {tag?: unknown} | undefined)?.tag;
  return typeof tag === 'string' ? tag : undefined;
};

export default function llmsPlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir} = context;
  const devDir = path.join(generatedFilesDir, 'llms');
  /** Output path (from the site root) to file text. */
  let files = new Map<string, string>();

  const sourceFile = (doc: Doc) => path.resolve(siteDir, aliasedSitePathToRelativePath(doc.source));

  async function twinsOf(docs: readonly Doc[], render: ComponentRenderer, extraBody?: (doc: Doc) => string) {
    return Promise.all(
      docs.map(async (doc) => {
        const file = sourceFile(doc);
        // A folder's index page has a trailing slash in its permalink (/features/); the route itself has none.
        const url = `${SITE_URL}${doc.permalink.replace(/(.)\/$/, '$1')}`;
        const text = await fs.readFile(file, 'utf8');
        const body = bodyToMarkdown(stripFrontMatter(text), {
          mdx: file.endsWith('.mdx'),
          siteUrl: SITE_URL,
          pageUrl: url,
          render,
          citeTag: citeTagOf(readFrontMatter(text)),
        });
        const extra = extraBody?.(doc);
        const fullBody = [body, extra].filter(Boolean).join('\n\n');
        return {doc, twin: markdownTwin({title: doc.title, description: doc.description, url, body: fullBody})};
      }),
    );
  }

  async function write(dir: string) {
    await Promise.all(
      [...files].map(async ([route, text]) => {
        const target = path.join(dir, route);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, text);
      }),
    );
  }

  return {
    name: 'llms',

    async allContentLoaded({allContent}) {
      const docsPlugins = allContent[DOCS_PLUGIN] as Record<string, DocsContent | undefined>;
      const main = docsPlugins.default?.loadedVersions[0];
      const notes = docsPlugins[RELEASE_NOTES_ID]?.loadedVersions[0];
      if (!main) throw new Error('llms: the default docs plugin has no content');

      const render = createComponentRenderer({
        siteUrl: SITE_URL,
        docs: main.docs,
        protocolSections: PROTOCOL_SECTIONS,
      });
      const mainTwins = await twinsOf(main.docs, render);

      const noteFiles = notes ? readVersionNotes(path.dirname(sourceFile(notes.docs[0]))) : [];
      const noteTwins = notes
        ? await twinsOf(notes.docs, render, (doc) => {
            const name = path.basename(sourceFile(doc));
            const series = seriesOfFile(name);
            if (series) return releaseListMarkdown(noteFiles, SITE_URL, series);
            return /^index\.mdx?$/.test(name) ? releaseListMarkdown(noteFiles, SITE_URL) : '';
          })
        : [];

      files = new Map([...mainTwins, ...noteTwins].map(({doc, twin}) => [markdownPathFor(doc.permalink), twin]));

      const page = (doc: Doc): LlmsPage => ({
        id: doc.id,
        route: doc.permalink,
        title: doc.title,
        description: doc.description,
      });
      const listed = main.docs.filter((doc) => !doc.unlisted);
      const sidebar = Object.values(main.sidebars)[0] ?? [];
      const sections = groupBySidebar(sidebar, listed.map(page), 'More pages');
      const notesIndex = notes?.docs.find((doc) => doc.permalink.replace(/\/$/, '') === `/${RELEASE_NOTES_ID}`);
      const header = {title: context.siteConfig.title, summary: SUMMARY};
      const indexFiles = buildLlmsTxtFiles({
        ...header,
        details: DETAILS,
        siteUrl: SITE_URL,
        sections,
        optional: notesIndex ? [{...page(notesIndex), title: 'Release notes', description: NOTES_SUMMARY}] : [],
      });
      for (const [file, text] of indexFiles) files.set(file, text);
      const twinById = new Map(mainTwins.map(({doc, twin}) => [doc.id, twin]));
      const ordered = sections.flatMap((section) => section.pages.map((p) => twinById.get(p.id)!));
      files.set('/llms-full.txt', buildLlmsFull(header, ordered));

      // `docusaurus start` serves the files from here; a build writes them into its output instead.
      if (process.env.NODE_ENV === 'development') await write(devDir);
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        devServer: {static: [{directory: devDir, publicPath: context.baseUrl, watch: false}]},
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },

    async postBuild({outDir}) {
      await write(outDir);
    },
  };
}
