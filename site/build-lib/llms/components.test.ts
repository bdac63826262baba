import {describe, expect, it} from 'vitest';
import {getEnumValues} from '../schema-enums';
import {buildModelTable} from '../../src/lib/schema-models';
import {settingsRows} from '../schema-registry';
import type {BlockContent, PhrasingContent} from 'mdast';
import {createComponentRenderer, inlineValues, markdownTable, modelTableMarkdown, type Rendering} from './components';
import {writeMarkdown} from './markdown';
import {readManifest} from '../screenshots/manifest-file';
import path from 'node:path';

const blocks = (nodes: BlockContent[]) => writeMarkdown({type: 'root', children: nodes});
const inline = (nodes: PhrasingContent[]) =>
  writeMarkdown({type: 'root', children: [{type: 'paragraph', children: nodes}]});
const written = (rendering: Rendering | undefined) =>
  rendering === undefined ? undefined : 'block' in rendering ? blocks(rendering.block) : inline(rendering.inline);

const renderer = createComponentRenderer({
  siteUrl: 'https://docs.example.com',
  docs: [
    {id: 'features/checkpoints', title: 'Checkpoints', description: 'Undo edits.'},
    {id: 'features/mcp/overview', title: 'MCP Overview'},
    {id: 'features/index', title: 'Features'},
  ],
  protocolSections: {client: [{title: 'To a task', discriminator: 'type', messages: [{name: 'Stop', fields: []}]}]},
  screenshots: readManifest(path.join(__dirname, '../screenshots/fixtures/manifest.json')),
});
const render = (name: string, props: Record<string, unknown>) => written(renderer(name, props));

describe('markdownTable', () => {
  it('writes a header, a rule and rows, escaping pipes and keeping each row on one line', () => {
    expect(blocks([markdownTable(['A', 'B'], [['x|y', 'one\ntwo']])])).toBe(
      '| A | B |\n| - | - |\n| x\\|y | one two |',
    );
  });
});

describe('inlineValues', () => {
  it.each([
    [['low'], '`low`'],
    [['low', 'high'], '`low` or `high`'],
    [['low', 'medium', 'high'], '`low`, `medium`, or `high`'],
  ])('joins %j as %s', (values, text) => {
    expect(inline(inlineValues(values))).toBe(text);
  });
});

describe('modelTableMarkdown', () => {
  it('has one row per model of the catalogue, plus one per price tier, with the default marked', () => {
    const {rows, defaultModelId} = buildModelTable('anthropic');
    const lines = blocks(modelTableMarkdown('anthropic'))
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(lines).toHaveLength(rows.length + rows.reduce((sum, row) => sum + row.tiers.length, 0));
    expect(lines.some((line) => line.startsWith(`| \`${defaultModelId}\` (default) |`))).toBe(true);
  });
});

describe('run-time figures in the twins', () => {
  it('writes the figure a request uses, the listed one in brackets, and the notes under the table', () => {
    const text = blocks(modelTableMarkdown('claude-code'));
    const {rows, notes} = buildModelTable('claude-code');
    for (const row of rows) {
      expect(text).toContain(`| \`${row.id}\``);
      expect(text).toContain(`| ${row.maxOutput} (listed: ${row.listed.maxOutput}) |`);
    }
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(text).toContain(`- ${note}`);
    expect(text).not.toContain('1,000,000');
  });

  it('writes No for VS Code LM images with the listed Yes beside it', () => {
    expect(blocks(modelTableMarkdown('vscode-lm'))).toMatch(/^\| `gpt-4o` \|[^\n]*\| No \(listed: Yes\) \|/m);
  });

  it("writes a setting's effective default, the schema's value and the note", () => {
    const organization = render('SettingsTable', {
      schema: 'organizationSettings',
      keys: ['cloudSettings.recordTaskMessages'],
    })!;
    const row = settingsRows('organizationSettings', ['cloudSettings.recordTaskMessages'])[0];
    const {by, label, url} = row.defaultSource!;
    expect(organization).toContain(
      `| \`false\` (schema: \`true\`) (${row.defaultNote}) (set by ${by}: [${label}](${url})) |`,
    );
    const delay = render('SettingsTable', {schema: 'globalSettings', keys: ['requestDelaySeconds']})!;
    expect(delay).toMatch(
      /\| `10` \(a stored value below 5 is read as 5\) \(set by the (extension|Roo Code panel): \[[^\]]+:\d+\]\(https:\/\/github\.com\/RooCodeInc\/Roo-Code\/blob\/v3\.28\.10\/[^)]+#L\d+\)\) \| 5 to 100 \|/,
    );
  });

  it('writes who fills in a provider model default and links the line', () => {
    const requesty = render('ProviderSettingsTable', {provider: 'requesty'})!;
    expect(requesty).toContain(
      '| `coding/claude-4-sonnet` (set by the Roo Code panel: [webview-ui/src/components/ui/hooks/useSelectedModel.ts:147](https://github.com/RooCodeInc/Roo-Code/blob/v3.28.10/webview-ui/src/components/ui/hooks/useSelectedModel.ts#L147)) |',
    );
  });
});

describe('createComponentRenderer', () => {
  it('renders SettingsTable rows for exactly the keys asked for, in order', () => {
    const table = render('SettingsTable', {schema: 'globalSettings', keys: ['writeDelayMs', 'alwaysAllowReadOnly']})!;
    const keys = [...table.matchAll(/^\| `(\w+)`/gm)].map((match) => match[1]);
    expect(keys).toEqual(['writeDelayMs', 'alwaysAllowReadOnly']);
    expect(table).toContain(settingsRows('globalSettings', ['writeDelayMs'])[0].description);
  });

  it('renders EnumValues inline from the schemas package', () => {
    expect(render('EnumValues', {name: 'reasoningEffort'})).toBe(
      inline(inlineValues(getEnumValues('reasoningEffort'))),
    );
    expect(render('EnumValues', {name: 'reasoningEffort'})).toMatch(/^`\w+`, /);
  });

  it("lists a folder's pages as links for DocCardGrid, with the sub-folder under its given title", () => {
    expect(render('DocCardGrid', {folder: 'features', groupTitles: {mcp: 'Model Context Protocol'}})).toBe(
      '- [Checkpoints](https://docs.example.com/features/checkpoints): Undo edits.\n\n' +
        '## Model Context Protocol\n\n- [MCP Overview](https://docs.example.com/features/mcp/overview)',
    );
  });

  it('renders the protocol tables of a RemoteProtocol section', () => {
    expect(render('RemoteProtocol', {section: 'client'})).toBe(
      'To a task (told apart by `type`):\n\n| `type` | Fields |\n| - | - |\n| `Stop` | none |',
    );
  });

  it('gives no rendering for an unknown component or a prop of the wrong kind', () => {
    expect(render('Widget', {})).toBeUndefined();
    expect(render('SettingsTable', {schema: 'globalSettings', keys: 'writeDelayMs'})).toBeUndefined();
  });

  it('fails on an unknown catalogue id, like the ModelTable component does', () => {
    expect(() => render('ModelTable', {provider: 'nope'})).toThrow('ModelTable: unknown provider "nope"');
  });
});

describe('Screenshot in the Markdown twins', () => {
  it('is the light image at its absolute address, with the alt text and the caption after it', () => {
    expect(render('Screenshot', {scene: 'followup', caption: 'A question with suggested answers'})).toBe(
      '![Fixture stand-in for the followup scene of the Roo Code panel](https://docs.example.com/img/ui/followup-light.png)\n\n' +
        '*A question with suggested answers*',
    );
    expect(render('Screenshot', {scene: 'home', alt: 'The home screen'})).toBe(
      '![The home screen](https://docs.example.com/img/ui/home-light.png)',
    );
  });

  it('links the still of an animated scene, which every reader of a Markdown file can show', () => {
    const manifest = readManifest(path.join(__dirname, '../screenshots/fixtures/manifest.json'));
    const home = manifest.scenes.find((scene) => scene.id === 'home')!;
    const animation = {
      frames: 3,
      durationMs: 4000,
      poster: 2,
      images: {
        dark: {...home.images.dark, file: 'home-animated-dark.webp'},
        light: {...home.images.light, file: 'home-animated-light.webp'},
      },
    };
    const animated = createComponentRenderer({
      siteUrl: 'https://docs.example.com',
      docs: [],
      protocolSections: {},
      screenshots: {
        ...manifest,
        scenes: manifest.scenes.map((scene) => (scene === home ? {...scene, animation} : scene)),
      },
    });
    expect(written(animated('Screenshot', {scene: 'home', alt: 'The home screen'}))).toBe(
      '![The home screen](https://docs.example.com/img/ui/home-light.png)',
    );
  });

  it('fails on an unknown scene rather than leaving a broken image', () => {
    expect(() => render('Screenshot', {scene: 'nope'})).toThrow('unknown screenshot scene "nope"');
  });
});
