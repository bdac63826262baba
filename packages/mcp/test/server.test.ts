// Drives the built server as an MCP client would: the SDK's Client over stdio, started with plain node on the built
// site (the root `npm test` builds both before the unit tests). A second, independent client, the MCP Inspector's
// CLI mode, checks the same server from outside our code.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {promisify} from 'node:util';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {validateModesFile} from '@roo-code-docs/types/validate-modes-file';

const PACKAGE = path.resolve(import.meta.dirname, '..');
const BIN = path.join(PACKAGE, 'bin/roo-code-docs-mcp.js');
const SITE = path.resolve(PACKAGE, '../../site/build');

type Answer = {text: string; isError: boolean};

async function connect(args: string[] = []): Promise<Client> {
  const client = new Client({name: 'mcp-test', version: '0'});
  await client.connect(new StdioClientTransport({command: process.execPath, args: [BIN, ...args], stderr: 'ignore'}));
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<Answer> {
  const result = await client.callTool({name, arguments: args});
  const content = result.content as {type: string; text: string}[];
  return {text: content.map((part) => part.text).join('\n'), isError: result.isError === true};
}

/** Routes of a search_docs answer, in rank order, without anchors. */
const routesOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('   route: '))
    .map((line) => line.slice('   route: '.length).split('#')[0]);

let client: Client;

beforeAll(async () => {
  for (const [file, what] of [
    [path.join(PACKAGE, 'dist/roo-code-docs-mcp.js'), 'the server bundle'],
    [path.join(SITE, 'llms.txt'), 'the built site'],
  ]) {
    if (!fs.existsSync(file!)) throw new Error(`${what} is missing (${file}): run \`npm run build\` first.`);
  }
  client = await connect();
}, 30_000);

afterAll(async () => {
  await client?.close();
});

describe('roo-code-docs-mcp over stdio', () => {
  it('lists the six tools, each described, and search_docs with its three inputs', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_model',
      'list_pages',
      'read_page',
      'search_docs',
      'validate_mcp_config',
      'validate_modes',
    ]);
    for (const tool of tools) expect(tool.description!.length).toBeGreaterThan(60);
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(Object.keys(search.inputSchema.properties ?? {}).sort()).toEqual(['limit', 'query', 'section']);
    expect(search.inputSchema.required).toEqual(['query']);
  });

  describe('search_docs', () => {
    it('ranks /features/checkpoints first for "checkpoints"', async () => {
      const answer = await call(client, 'search_docs', {query: 'checkpoints'});
      expect(answer.isError).toBe(false);
      expect(routesOf(answer.text)[0]).toBe('/features/checkpoints');
      expect(routesOf(answer.text)).toHaveLength(5);
    });

    it('gives each result a title, a route with the anchor of a real heading, and a snippet', async () => {
      const answer = await call(client, 'search_docs', {query: 'restore checkpoint files and task', limit: 1});
      const [title, route, snippet] = answer.text.split('\n');
      expect(title).toMatch(/^1\. Checkpoints › /);
      expect(route).toMatch(/^ {3}route: \/features\/checkpoints#[a-z0-9-]+$/);
      const anchor = route!.split('#')[1];
      const html = fs.readFileSync(path.join(SITE, 'features/checkpoints/index.html'), 'utf8');
      expect(html).toContain(`id="${anchor}"`);
      expect(snippet!.trim().length).toBeGreaterThan(40);
    });

    it('lists release notes after every other page unless the query names a version', async () => {
      const routes = routesOf((await call(client, 'search_docs', {query: 'telemetry', limit: 20})).text);
      const firstNote = routes.findIndex((route) => route!.startsWith('/update-notes'));
      expect(firstNote).toBeGreaterThan(0);
      expect(routes.slice(firstNote).every((route) => route!.startsWith('/update-notes'))).toBe(true);

      const versioned = routesOf((await call(client, 'search_docs', {query: 'what changed in 3.28.10'})).text);
      expect(versioned[0]).toBe('/update-notes/v3.28.10');
      // A model's version is not a release: no release note jumps ahead for it.
      const model = routesOf((await call(client, 'search_docs', {query: 'claude sonnet 4.5'})).text);
      expect(model[0]).toMatch(/^\/providers\//);
    });

    it('keeps to one section and to the limit', async () => {
      const routes = routesOf(
        (await call(client, 'search_docs', {query: 'ollama', section: 'providers', limit: 3})).text,
      );
      expect(routes).toHaveLength(3);
      expect(routes[0]).toBe('/providers/ollama');
      expect(routes.every((route) => route!.startsWith('/providers/'))).toBe(true);
    });

    it('answers an empty or huge query and an unknown section with a tool error', async () => {
      expect(await call(client, 'search_docs', {query: '   '})).toEqual({
        isError: true,
        text: 'The query is empty: give a few words to search for.',
      });
      expect(await call(client, 'search_docs', {query: 'a'.repeat(501)})).toEqual({
        isError: true,
        text: 'The query is 501 characters long; use at most 500, a few keywords.',
      });
      const section = await call(client, 'search_docs', {query: 'modes', section: 'plugins'});
      expect(section.isError).toBe(true);
      expect(section.text).toContain("Expected 'getting-started' | 'basic-usage' | 'features'");
      const limit = await call(client, 'search_docs', {query: 'modes', limit: 21});
      expect(limit.isError).toBe(true);
      expect(limit.text).toContain('limit');
    });
  });

  describe('read_page', () => {
    const twin = () => fs.readFileSync(path.join(SITE, 'features/checkpoints.md'), 'utf8');

    it('returns the Markdown twin for a route and for a full URL of the site', async () => {
      expect(await call(client, 'read_page', {page: '/features/checkpoints'})).toEqual({isError: false, text: twin()});
      const url = await call(client, 'read_page', {page: 'https://docs.roocode.com/features/checkpoints/'});
      expect(url.text).toBe(twin());
    });

    it('returns only the section of an anchor, up to the next heading of its level', async () => {
      const answer = await call(client, 'read_page', {page: '/features/checkpoints#restore-checkpoint'});
      expect(answer.isError).toBe(false);
      expect(answer.text).toMatch(
        /^# Checkpoints\n\nSource: https:\/\/docs\.roocode\.com\/features\/checkpoints#restore-checkpoint\n\n### Restore Checkpoint\n/,
      );
      expect(answer.text).not.toContain('## Limits');
      expect(twin()).toContain(answer.text.split('\n\n').slice(2).join('\n\n').trimEnd());
    });

    it('finds the docs section on this server, whose snippet starts the bin this test starts', async () => {
      const answer = await call(client, 'read_page', {
        page: '/features/mcp/recommended-mcp-servers#these-docs-as-an-mcp-server',
      });
      expect(answer.isError).toBe(false);
      expect(answer.text).toContain('"args": ["/path/to/roo-code-docs/packages/mcp/bin/roo-code-docs-mcp.js"]');
      expect(answer.text).toContain('"${workspaceFolder}/packages/mcp/bin/roo-code-docs-mcp.js"');
      expect(fs.existsSync(BIN)).toBe(true);
    });

    it('takes the anchors the site gives its headings, underscores in words included', async () => {
      const answer = await call(client, 'read_page', {page: '/providers/ollama#context-window-num_ctx'});
      expect(answer.isError).toBe(false);
      expect(answer.text).toMatch(/^## Context window \(num_ctx\)$/m);
      const html = fs.readFileSync(path.join(SITE, 'providers/ollama/index.html'), 'utf8');
      expect(html).toContain('id="context-window-num_ctx"');
    });

    it('names close matches for an unknown route, and the sections for an unknown anchor', async () => {
      const route = await call(client, 'read_page', {page: '/features/checkpoint'});
      expect(route.isError).toBe(true);
      expect(route.text).toMatch(/^No page at \/features\/checkpoint\. Close matches: \/features\/checkpoints, /);
      const anchor = await call(client, 'read_page', {page: '/features/checkpoints#nowhere'});
      expect(anchor.isError).toBe(true);
      expect(anchor.text).toMatch(/^\/features\/checkpoints has no section #nowhere\. Its sections: #what-you-need, /);
    });
  });

  describe('list_pages', () => {
    it('lists the titles, routes and descriptions of one section', async () => {
      const answer = await call(client, 'list_pages', {section: 'getting-started'});
      const lines = answer.text.split('\n');
      expect(lines.map((line) => /\((\/[^)]+)\)/.exec(line)?.[1])).toEqual([
        '/getting-started/connecting-api-provider',
        '/getting-started/installing',
        '/getting-started/your-first-task',
      ]);
      expect(lines[1]).toMatch(
        /^- Installing Roo Code \(\/getting-started\/installing\): Install the Roo Code extension/,
      );
    });

    it('rejects an unknown section with a tool error', async () => {
      expect((await call(client, 'list_pages', {section: 'blog'})).isError).toBe(true);
    });
  });

  describe('get_model', () => {
    it("returns the catalogue's exact figures for claude-sonnet-4-20250514 with the release they are for", async () => {
      const answer = await call(client, 'get_model', {provider: 'anthropic', model: 'claude-sonnet-4-20250514'});
      expect(answer.isError).toBe(false);
      expect(JSON.parse(answer.text)).toMatchObject({
        rooCodeVersion: '3.28.10',
        provider: 'anthropic',
        model: 'claude-sonnet-4-20250514',
        contextWindow: 200_000,
        maxOutputTokens: 64_000,
        inputPricePerMillion: 3,
        outputPricePerMillion: 15,
        cacheWritesPricePerMillion: 3.75,
        cacheReadsPricePerMillion: 0.3,
        supportsImages: true,
        reasoning: {budget: true},
        tiers: [
          {
            contextWindow: 1_000_000,
            inputPricePerMillion: 6,
            outputPricePerMillion: 22.5,
            cacheWritesPricePerMillion: 7.5,
            cacheReadsPricePerMillion: 0.6,
          },
        ],
      });
    });

    it('adds what a request really uses where Roo Code overrides the catalogue, with the reason', async () => {
      const sonnet = JSON.parse(
        (await call(client, 'get_model', {provider: 'anthropic', model: 'claude-sonnet-4-20250514'})).text,
      );
      expect(sonnet.maxOutputTokens).toBe(64_000);
      expect(sonnet.inRequests).toEqual({maxOutputTokens: 8192});
      expect(sonnet.notes).toEqual([expect.stringMatching(/8,192 tokens until thinking is turned on/)]);
      const haiku = JSON.parse(
        (await call(client, 'get_model', {provider: 'anthropic', model: 'claude-3-haiku-20240307'})).text,
      );
      expect(haiku).not.toHaveProperty('inRequests');
      const listed = JSON.parse((await call(client, 'get_model', {provider: 'anthropic'})).text).models;
      const listedSonnet = listed.find((row: {model: string}) => row.model === 'claude-sonnet-4-20250514');
      expect(listedSonnet.inRequests).toEqual({maxOutputTokens: 8192});
    });

    it("lists a provider's models, found by its name as readers write it", async () => {
      const answer = JSON.parse((await call(client, 'get_model', {provider: 'Anthropic'})).text);
      expect(answer.defaultModel).toBe('claude-sonnet-4-20250514');
      expect(answer.defaultModelSource).toMatch(
        /^webview-ui\/src\/components\/ui\/hooks\/useSelectedModel\.ts line \d+ at v3\.28\.10$/,
      );
      expect(answer.models.map((model: {model: string}) => model.model)).toContain('claude-opus-4-1-20250805');
    });

    it('names the model a profile really falls back to, not only the catalogue default', async () => {
      // VS Code LM's catalogue has a default model, but the panel will not save such a profile without a model.
      const answer = JSON.parse((await call(client, 'get_model', {provider: 'vscode-lm'})).text);
      expect(answer.defaultModel).toBeNull();
      expect(answer.defaultModelNote).toMatch(/will not save the profile until you choose one/);
      expect(answer.defaultModelSource).toMatch(/^webview-ui\/src\/utils\/validate\.ts line \d+/);
      const first = JSON.parse(
        (await call(client, 'get_model', {provider: 'vscode-lm', model: answer.models[0].model})).text,
      );
      expect(first.isDefault).toBe(false);
    });

    it('answers an unknown provider or model with a tool error that lists the choices', async () => {
      const provider = await call(client, 'get_model', {provider: 'openrouterx'});
      expect(provider.isError).toBe(true);
      expect(provider.text).toMatch(
        /^Unknown provider "openrouterx"\. The catalogue of Roo Code 3\.28\.10 has: anthropic \(Anthropic\), /,
      );
      const model = await call(client, 'get_model', {provider: 'anthropic', model: 'claude-opus'});
      expect(model.isError).toBe(true);
      expect(model.text).toContain('Close matches: claude-opus-4-1-20250805, claude-opus-4-20250514');
      expect(await call(client, 'get_model', {provider: 'anthropic', model: 'x'.repeat(5000)})).toEqual({
        isError: true,
        text: 'The model is 5000 characters long; pass an id such as "claude-sonnet-4-20250514".',
      });
      expect((await call(client, 'get_model', {provider: ' '})).text).toBe(
        'No provider given: pass an id such as "anthropic".',
      );
    });
  });

  describe('validate_modes', () => {
    const invalid =
      'customModes:\n  - slug: my mode\n    name: My mode\n    roleDefinition: Helps.\n    groups: [read]\n';

    it('returns the exact slug message with its path for an invalid slug', async () => {
      expect(await call(client, 'validate_modes', {content: invalid})).toEqual({
        isError: false,
        text: 'Invalid: 1 problem(s).\n- customModes[0].slug: Slug must contain only letters numbers and dashes',
      });
    });

    it("reports the same issues as the site's validator for a file with several mistakes", async () => {
      const text = JSON.stringify({
        customModes: [
          {slug: 'a', name: '', roleDefinition: 'x', groups: ['read', 'read']},
          {slug: 'a', name: 'B', roleDefinition: '', groups: [['edit', {fileRegex: '('}]]},
        ],
      });
      const site = validateModesFile(text);
      expect(site.ok).toBe(false);
      const expected = site.ok ? [] : site.issues.map((issue) => `- ${issue.path}: ${issue.message}`);
      expect(expected.length).toBeGreaterThan(3);
      const answer = await call(client, 'validate_modes', {content: text});
      expect(answer.text.split('\n').slice(1)).toEqual(expected);
    });

    it('accepts a valid file and lists its modes', async () => {
      const valid = invalid.replace('my mode', 'my-mode');
      expect(await call(client, 'validate_modes', {content: valid})).toEqual({
        isError: false,
        text: 'Valid: 1 mode(s).\n- my-mode (My mode)',
      });
    });

    it('answers empty and oversized text with the validator’s own limits, as tool errors', async () => {
      expect(await call(client, 'validate_modes', {content: ''})).toEqual({
        isError: true,
        text: 'Invalid: 1 problem(s).\n- (input): Nothing to check yet: paste a .roomodes file or a single mode.',
      });
      expect(await call(client, 'validate_modes', {content: 'x'.repeat(200_001)})).toEqual({
        isError: true,
        text: 'Invalid: 1 problem(s).\n- (input): The text is 200,001 characters long; the validator reads at most 200,000.',
      });
    });
  });

  describe('resources', () => {
    it('offers every page as roo-docs://<route> and reads its twin', async () => {
      const {resources} = await client.listResources();
      expect(resources.length).toBeGreaterThan(400);
      expect(resources.map((resource) => resource.uri)).toContain('roo-docs:///features/checkpoints');
      const read = await client.readResource({uri: 'roo-docs:///features/checkpoints'});
      expect((read.contents[0] as {text: string}).text).toBe(
        fs.readFileSync(path.join(SITE, 'features/checkpoints.md'), 'utf8'),
      );
      await expect(client.readResource({uri: 'roo-docs:///features/checkpoint'})).rejects.toThrow(
        'No page at roo-docs:///features/checkpoint. Close matches: /features/checkpoints',
      );
    });
  });
});

describe('roo-code-docs-mcp without a built site', () => {
  it('keeps running and tells the docs tools to run npm run build, while get_model still answers', async () => {
    const missing = path.join(PACKAGE, 'no-such-build');
    const bare = await connect(['--site', missing]);
    try {
      expect(await call(bare, 'search_docs', {query: 'checkpoints'})).toEqual({
        isError: true,
        text: `No built site in ${missing}: run \`npm run build\` in the docs repository first, or pass --site <folder of the built site>.`,
      });
      expect((await call(bare, 'read_page', {page: '/features/checkpoints'})).isError).toBe(true);
      expect((await call(bare, 'get_model', {provider: 'anthropic'})).isError).toBe(false);
    } finally {
      await bare.close();
    }
  });
});

describe('the MCP Inspector CLI against roo-code-docs-mcp', () => {
  // The CLI mode of @modelcontextprotocol/inspector is its inspector-cli package. The inspector's own launcher
  // cannot run in a hoisted workspace (it imports commander without declaring it and gets an old major), so the
  // CLI entry is run directly. It picks its package.json by testing `../package.json` against the working
  // directory, hence a cwd one level below this package.
  const require = createRequire(import.meta.url);
  const inspector = path.join(
    path.dirname(require.resolve('@modelcontextprotocol/inspector-cli/package.json')),
    'build/index.js',
  );
  const run = async (...args: string[]) => {
    const {stdout} = await promisify(execFile)(process.execPath, [inspector, process.execPath, BIN, ...args], {
      cwd: path.join(PACKAGE, 'bin'),
      timeout: 30_000,
    });
    return JSON.parse(stdout) as Record<string, unknown>;
  };

  it('lists the tools and calls search_docs', async () => {
    const listed = (await run('--method', 'tools/list')) as {tools: {name: string}[]};
    expect(listed.tools.map((tool) => tool.name)).toEqual([
      'search_docs',
      'read_page',
      'list_pages',
      'get_model',
      'validate_modes',
      'validate_mcp_config',
    ]);
    const called = (await run(
      '--method',
      'tools/call',
      '--tool-name',
      'search_docs',
      '--tool-arg',
      'query=checkpoints',
      'limit=1',
    )) as {
      content: {text: string}[];
      isError?: boolean;
    };
    expect(called.isError ?? false).toBe(false);
    expect(routesOf(called.content[0]!.text)).toEqual(['/features/checkpoints']);
  }, 60_000);
});

describe('validate_mcp_config over stdio', () => {
  const file = (servers: Record<string, unknown>) => JSON.stringify({mcpServers: servers}, null, 2);

  it('lists the servers of a valid file, this server with its own tools allowed', async () => {
    const answer = await call(client, 'validate_mcp_config', {
      content: file({
        'roo-code-docs': {type: 'streamable-http', url: 'http://127.0.0.1:3000/mcp', alwaysAllow: ['search_docs']},
        local: {type: 'stdio', command: 'node', args: ['server.js']},
      }),
      fileName: '.roo/mcp.json',
    });
    expect(answer).toEqual({isError: false, text: 'Valid: 2 server(s).\n- roo-code-docs\n- local'});
  });

  it.each([
    [
      'an unknown transport type',
      {a: {type: 'http', url: 'https://x.example/mcp'}},
      /^- mcpServers\.a\.type: Unknown/m,
    ],
    [
      'a stdio server without command',
      {a: {type: 'stdio', args: ['x']}},
      /^- mcpServers\.a: The entry has no "command"/m,
    ],
    ['a bad timeout', {a: {command: 'node', timeout: 0}}, /^- mcpServers\.a\.timeout: /m],
    [
      'a tool this server does not have',
      {'roo-code-docs': {command: 'node', alwaysAllow: ['search']}},
      /^- \(warning\) mcpServers\.roo-code-docs\.alwaysAllow\[0\]: .* Fix: .*search_docs/m,
    ],
  ])('names the path and a fix for %s', async (_what, servers, line) => {
    const answer = await call(client, 'validate_mcp_config', {content: file(servers)});
    expect(answer.isError).toBe(false);
    expect(answer.text).toMatch(/^(Invalid: \d+ problem\(s\)|Valid, with \d+ warning\(s\))\./);
    const first = answer.text.split('\n').find((row) => row.startsWith('- '))!;
    expect(answer.text).toMatch(line);
    expect(first).toMatch(/ Fix: \S/);
  });
});
