// Point 2 of issue 35: the packed tarball, installed into an empty folder, runs with its own pages and index:
// no clone, no site build, no dependency to fetch (the bundle carries them).
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PACKAGE, requireBuild, runToEnd, validateLine} from './helpers';

const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let temp: string;
let installed: string;

beforeAll(async () => {
  requireBuild();
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-pack-'));
  // --ignore-scripts: prepack would rebuild dist/ while the other test files read it; `npm run build` made it.
  const {stdout} = await run(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', temp], {cwd: PACKAGE});
  const [{filename}] = JSON.parse(stdout) as [{filename: string}];
  const app = path.join(temp, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), '{"name":"app","private":true}\n');
  await run(npm, ['install', '--offline', '--no-audit', '--no-fund', path.join(temp, filename)], {cwd: app});
  installed = path.join(app, 'node_modules/@roo-code-docs/mcp');
}, 120_000);

afterAll(() => {
  if (temp) fs.rmSync(temp, {recursive: true, force: true});
});

describe('the packed package in an empty folder', () => {
  it('holds the bundle, the pages and the index, and installs no dependency', () => {
    expect(fs.existsSync(path.join(installed, 'dist/site/features/checkpoints.md'))).toBe(true);
    expect(fs.existsSync(path.join(installed, 'dist/site-index.json'))).toBe(true);
    const modules = fs.readdirSync(path.join(installed, '../..'));
    expect(modules.sort()).toEqual(['.bin', '.package-lock.json', '@roo-code-docs'].sort());
  });

  it('serves its own pages over stdio from the installed bin', async () => {
    const bin = path.join(installed, '../../.bin/roo-code-docs-mcp');
    const client = new Client({name: 'pack-test', version: '0'});
    const stderr: string[] = [];
    const transport = new StdioClientTransport({command: bin, args: [], stderr: 'pipe', cwd: temp});
    transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    await client.connect(transport);
    try {
      const {tools} = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain('search_docs');
      const result = await client.callTool({name: 'search_docs', arguments: {query: 'checkpoints', limit: 1}});
      expect((result.content as {text: string}[])[0]!.text).toMatch(/route: \/features\/checkpoints/);
      expect(stderr.join('')).toMatch(/from .*node_modules\/@roo-code-docs\/mcp\/dist\/site \(saved index\)/);
    } finally {
      await client.close();
    }
  });

  it('exits on stdin end after answering a validate_modes call (issue 43, F5)', async () => {
    const bin = fs.realpathSync(path.join(installed, '../../.bin/roo-code-docs-mcp'));
    const {lines, code} = await runToEnd(bin, validateLine(1, 'slug: a\nname: A\nroleDefinition: r\ngroups: [read]'));
    expect(code).toBe(0);
    expect(JSON.parse(lines[0]!)).toMatchObject({id: 1, result: {content: [{text: expect.stringMatching(/^Valid/)}]}});
  }, 20_000);
});
