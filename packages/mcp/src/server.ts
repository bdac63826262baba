/**
 * The MCP server: five tools and one resource per page, over a site loaded once. This is the one definition both
 * transports use (stdio in cli.ts, Streamable HTTP in http.ts). Every handler answers bad input with a tool error
 * (`isError`) whose text says what to change, never by throwing out of the process.
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import {MAX_MCP_CONFIG_CHARS, validateMcpConfig} from '@roo-code-docs/types';
import {z} from 'zod';
import packageJson from '../package.json';
import {clip} from './bounds';
import {getModel, LookupError} from './models';
import {INPUT_PATH, MAX_INPUT_CHARS} from './modes';
import {BusyError, ModesRunner, TimeoutError, VALIDATE_TIMEOUT_MS} from './modes-runner';
import {closeRoutes, MAX_ROUTE_CHARS, resolvePage, shortened} from './pages';
import {DocsSearch} from './search';
import type {Docs} from './docs';
import {makeSite, SECTIONS, SiteError} from './site';

export const SERVER_NAME = 'roo-code-docs';
/** The package's own version (one source: package.json), so the tarball and serverInfo agree. */
export const SERVER_VERSION: string = packageJson.version;
/** MCP's code for a resource that does not exist. */
export const RESOURCE_NOT_FOUND = -32002;
/** Longest problem message quoted in a validator's answer; a hostile value is shown by its start. */
const MAX_ISSUE_CHARS = 300;
/** Longer than any question; a pasted page is not a query and would only slow the index down. */
export const MAX_QUERY_CHARS = 500;
/** The tools this server offers: for an alwaysAllow list that names it, and for refusing a call to any other early. */
export const TOOL_NAMES = [
  'search_docs',
  'read_page',
  'list_pages',
  'get_model',
  'validate_modes',
  'validate_mcp_config',
] as const;

/** The SDK answers an error that has a numeric `code` with that code (and its message as it is). */
class ResourceNotFound extends Error {
  readonly code = RESOURCE_NOT_FOUND;
}

type ToolResult = {content: {type: 'text'; text: string}[]; isError?: boolean};
const text = (value: string): ToolResult => ({content: [{type: 'text', text: value}]});
const failure = (value: string): ToolResult => ({content: [{type: 'text', text: value}], isError: true});

const sectionSchema = z
  .enum(SECTIONS)
  .describe(
    'Limit to one sidebar section: getting-started, basic-usage, features, advanced-usage, providers, roo-code-cloud or update-notes (release notes).',
  );

/**
 * `loaded` is the site, or why it could not be read: then the docs tools answer with that message (the model and
 * modes tools need no site), so a client sees what to fix instead of a server that will not start.
 */
export function createServer(loaded: Docs | SiteError, {modes = new ModesRunner(undefined)} = {}): McpServer {
  const missing = loaded instanceof SiteError ? failure(loaded.message) : null;
  const empty = makeSite('', [], 'https://docs.roocode.com');
  const {site, search} = loaded instanceof SiteError ? {site: empty, search: DocsSearch.build(empty, [])} : loaded;
  const server = new McpServer(
    {name: SERVER_NAME, version: SERVER_VERSION},
    {
      instructions:
        'Documentation of Roo Code, the AI coding assistant for VS Code. Search with search_docs, then read a page or one ' +
        'of its sections with read_page. get_model gives model limits and prices, validate_modes checks a .roomodes file, ' +
        'validate_mcp_config checks a .roo/mcp.json or mcp_settings.json file.',
    },
  );
  const url = (route: string, anchor?: string | null) => `${site.origin}${route}${anchor ? `#${anchor}` : ''}`;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Roo Code docs',
      description:
        'Full-text search of the Roo Code documentation. Returns the best pages first, each with its title, route, the ' +
        'anchor of the best-matching section and a short snippet. Release notes come after guide pages unless the ' +
        'query names a version (e.g. "3.28.10"). Pass a route (with its #anchor) to read_page for the full text.',
      inputSchema: {
        query: z.string().describe('Words to look for, e.g. "codebase indexing ollama" or "checkpoints restore".'),
        section: sectionSchema.optional(),
        limit: z.number().int().min(1).max(20).optional().describe('How many results, 1 to 20 (default 5).'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, section, limit}) => {
      if (missing) return missing;
      if (query.trim() === '') return failure('The query is empty: give a few words to search for.');
      if (query.length > MAX_QUERY_CHARS) {
        return failure(`The query is ${query.length} characters long; use at most ${MAX_QUERY_CHARS}, a few keywords.`);
      }
      const results = search.search(query, {section, limit: limit ?? 5});
      if (results.length === 0) {
        return text(`No page matches "${query}"${section ? ` in ${section}` : ''}. Try other words or no section.`);
      }
      const lines = results.map((result, index) => {
        const where = result.anchor ? `${result.route}#${result.anchor}` : result.route;
        const heading = result.heading ? ` › ${result.heading}` : '';
        return `${index + 1}. ${result.title}${heading}\n   route: ${where}\n   ${result.snippet}`;
      });
      return text(lines.join('\n\n'));
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page',
      description:
        'The Markdown of one documentation page. Accepts a route ("/features/checkpoints"), a full URL of the docs ' +
        'site, or either with a #anchor to get only that section (e.g. "/features/checkpoints#restore-checkpoint").',
      inputSchema: {
        page: z.string().describe('Route, URL or route#anchor of the page, as search_docs and list_pages return it.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({page}) => {
      if (missing) return missing;
      const found = resolvePage(site, page);
      if (!found.ok) return failure(found.message);
      const {page: target, heading} = found;
      const markdown = site.markdownOf(target);
      if (!heading) return text(markdown);
      const sectionMarkdown = markdown.slice(heading.start, heading.end).trimEnd();
      return text(`# ${target.title}\n\nSource: ${url(target.route, heading.anchor)}\n\n${sectionMarkdown}\n`);
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List docs pages',
      description:
        'Titles, routes and one-line descriptions of the documentation pages, optionally of one section only. ' +
        'Without a section the release notes are summarised, since there are some 300 of them.',
      inputSchema: {section: sectionSchema.optional()},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({section}) => {
      if (missing) return missing;
      const pages = site.pages.filter((page) => (section ? page.section === section : page.section !== 'update-notes'));
      const lines = pages.map((page) => `- ${page.title} (${page.route}): ${page.description}`);
      if (!section) {
        const notes = site.pages.filter((page) => page.section === 'update-notes').length;
        lines.push(`- Release notes: ${notes} pages under /update-notes; list them with section "update-notes".`);
      }
      return text(lines.join('\n'));
    },
  );

  server.registerTool(
    'get_model',
    {
      title: 'Look up a model',
      description:
        "Figures Roo Code holds for a provider's models: context window, max output tokens, prices in US dollars per " +
        'million tokens (input, output, cache writes, cache reads), price tiers, image and reasoning support; where ' +
        "Roo Code's requests use other figures than the catalogue, `inRequests` has them and `notes` says why. " +
        "Without a model, lists the provider's models. Only providers with a fixed model list are covered.",
      inputSchema: {
        provider: z.string().describe('Provider id or name, e.g. "anthropic", "openai-native", "gemini", "bedrock".'),
        model: z
          .string()
          .optional()
          .describe('Model id exactly as Roo Code lists it, e.g. "claude-sonnet-4-20250514".'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({provider, model}) => {
      try {
        return text(JSON.stringify(getModel(provider, model), null, 2));
      } catch (error) {
        if (error instanceof LookupError) return failure(error.message);
        throw error;
      }
    },
  );

  server.registerTool(
    'validate_modes',
    {
      title: 'Validate a .roomodes file',
      description:
        'Checks the text of a .roomodes file (or of one mode), in YAML or JSON, as Roo Code reads it. Returns the ' +
        'modes it defines, or each problem as "path: message" (e.g. "customModes[0].slug: Slug must contain only ' +
        'letters numbers and dashes").',
      inputSchema: {
        content: z.string().describe(`The file's text, at most ${MAX_INPUT_CHARS.toLocaleString('en-US')} characters.`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({content}) => {
      let result;
      try {
        result = await modes.validate(content);
      } catch (error) {
        if (error instanceof BusyError) return failure('The validator is busy with other files; try again shortly.');
        if (!(error instanceof TimeoutError)) throw error;
        return failure(
          `The file took longer than ${VALIDATE_TIMEOUT_MS / 1000} s to check and was given up; send a smaller file.`,
        );
      }
      if (result.ok) {
        const modes = result.modes.map((mode) => `- ${clip(mode.slug, 100)} (${clip(mode.name, 100)})`).join('\n');
        return text(`Valid: ${result.modes.length} mode(s).\n${modes}`);
      }
      const total = result.issueCount ?? result.issues.length;
      const lines = result.issues.map((issue) => `- ${clip(`${issue.path}: ${issue.message}`, MAX_ISSUE_CHARS)}`);
      if (total > lines.length) lines.push(`- …and ${total - lines.length} more; fix these first.`);
      const report = `Invalid: ${total} problem(s).\n${lines.join('\n')}`;
      // A file with mistakes is an answer; text that cannot be checked at all (empty, too long, too deep) is bad input.
      return result.issues.every((issue) => issue.path === INPUT_PATH) ? failure(report) : text(report);
    },
  );

  server.registerTool(
    'validate_mcp_config',
    {
      title: 'Validate an MCP configuration file',
      description:
        'Checks the text of a .roo/mcp.json or mcp_settings.json file as Roo Code 3.28.10 reads it. Returns the ' +
        'servers it defines, or each problem as "path: message. Fix: …" (unknown transport type, a url with a ' +
        'trailing slash, a stdio server without command, sse and streamable-http mixed up, duplicate names, a bad ' +
        'timeout, alwaysAllow naming no tool).',
      inputSchema: {
        content: z
          .string()
          .describe(`The file's JSON text, at most ${MAX_MCP_CONFIG_CHARS.toLocaleString('en-US')} characters.`),
        fileName: z
          .string()
          .max(200)
          .optional()
          .describe('The file it comes from, ".roo/mcp.json" or "mcp_settings.json"; only used in the wording.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({content, fileName}) => {
      // This server's own tool names are known, so an alwaysAllow list for it is checked too.
      const result = validateMcpConfig(content, {fileName, knownTools: {[SERVER_NAME]: [...TOOL_NAMES]}});
      const issues = result.issues.map(
        (issue) =>
          `- ${issue.severity === 'warning' ? '(warning) ' : ''}${clip(`${issue.path}: ${issue.message}`, MAX_ISSUE_CHARS)} Fix: ${clip(issue.fix, MAX_ISSUE_CHARS)}`,
      );
      if (result.ok && issues.length === 0) {
        return text(
          `Valid: ${result.servers.length} server(s).\n${result.servers.map((name) => `- ${name}`).join('\n')}`,
        );
      }
      const head = result.ok ? `Valid, with ${issues.length} warning(s).` : `Invalid: ${issues.length} problem(s).`;
      return text(`${head}\n${issues.join('\n')}`);
    },
  );

  server.registerResource(
    'page',
    new ResourceTemplate('roo-docs://{+route}', {
      list: () => ({
        resources: site.pages.map((page) => ({
          uri: `roo-docs://${page.route}`,
          name: page.route,
          title: page.title,
          description: page.description,
          mimeType: 'text/markdown',
        })),
      }),
    }),
    {
      title: 'Roo Code docs page',
      description: 'The Markdown of a page, by route: roo-docs:///features/checkpoints',
      mimeType: 'text/markdown',
    },
    (uri, variables) => {
      if (loaded instanceof SiteError) throw loaded;
      const route = String(variables.route ?? '');
      // No route is this long; the close-match search and the message would only grow with it.
      if (route.length > MAX_ROUTE_CHARS) {
        throw new ResourceNotFound(`No page at ${shortened(uri.href)}: that is not a route.`);
      }
      const page = site.byRoute.get(route.startsWith('/') ? route : `/${route}`);
      if (!page) {
        const close = closeRoutes(site, route);
        throw new ResourceNotFound(
          `No page at ${shortened(uri.href)}.${close.length ? ` Close matches: ${close.join(', ')}.` : ''}`,
        );
      }
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: site.markdownOf(page)}]};
    },
  );

  // McpServer announces listChanged for tools and resources, but a stateless server has no stream to send
  // notifications/*/list_changed on, and its lists never change while it runs.
  server.server.registerCapabilities({tools: {listChanged: false}, resources: {listChanged: false}});
  return server;
}
