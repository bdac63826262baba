import {describe, expect, it} from 'vitest';
import {getEnumValues} from '../../src/lib/schema-enums';
import {buildModelTable} from '../../src/lib/schema-models';
import {settingsRows} from '../../src/lib/schema-registry';
import {createComponentRenderer, inlineValues, markdownTable, modelTableMarkdown} from './components';
import {UNREADABLE} from './jsx';

const render = createComponentRenderer({
  siteUrl: 'https://docs.example.com',
  docs: [
    {id: 'features/checkpoints', title: 'Checkpoints', description: 'Undo edits.'},
    {id: 'features/mcp/overview', title: 'MCP Overview'},
    {id: 'features/index', title: 'Features'},
  ],
  protocolSections: {client: [{title: 'To a task', discriminator: 'type', messages: [{name: 'Stop', fields: []}]}]},
});

describe('markdownTable', () => {
  it('writes a header, a rule and rows, escaping pipes and line breaks', () => {
    expect(markdownTable(['A', 'B'], [['x|y', 'one\ntwo']])).toBe('| A | B |\n| --- | --- |\n| x\\|y | one two |');
  });
});

describe('inlineValues', () => {
  it.each([
    [['low'], '`low`'],
    [['low', 'high'], '`low` or `high`'],
    [['low', 'medium', 'high'], '`low`, `medium`, or `high`'],
  ])('joins %j as %s', (values, text) => {
    expect(inlineValues(values)).toBe(text);
  });
});

describe('modelTableMarkdown', () => {
  it('has one row per model of the catalogue, plus one per price tier, with the default marked', () => {
    const {rows, defaultModelId} = buildModelTable('anthropic');
    const lines = modelTableMarkdown('anthropic')
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(lines).toHaveLength(rows.length + rows.reduce((sum, row) => sum + row.tiers.length, 0));
    expect(lines.some((line) => line.startsWith(`| \`${defaultModelId}\` (default) |`))).toBe(true);
  });
});

describe('createComponentRenderer', () => {
  it('renders SettingsTable rows for exactly the keys asked for, in order', () => {
    const table = render(
      'SettingsTable',
      {schema: 'globalSettings', keys: ['writeDelayMs', 'alwaysAllowReadOnly']},
      undefined,
    )!;
    const keys = [...table.matchAll(/^\| `(\w+)`/gm)].map((match) => match[1]);
    expect(keys).toEqual(['writeDelayMs', 'alwaysAllowReadOnly']);
    expect(table).toContain(settingsRows('globalSettings', ['writeDelayMs'])[0].description);
  });

  it('renders EnumValues inline from the schemas package', () => {
    expect(render('EnumValues', {name: 'reasoningEffort'}, undefined)).toBe(
      inlineValues(getEnumValues('reasoningEffort')),
    );
  });

  it("lists a folder's pages as links for DocCardGrid, with the sub-folder under its given title", () => {
    expect(render('DocCardGrid', {folder: 'features', groupTitles: {mcp: 'Model Context Protocol'}}, undefined)).toBe(
      '- [Checkpoints](https://docs.example.com/features/checkpoints): Undo edits.\n\n' +
        '## Model Context Protocol\n\n- [MCP Overview](https://docs.example.com/features/mcp/overview)',
    );
  });

  it('renders the protocol tables of a RemoteProtocol section', () => {
    expect(render('RemoteProtocol', {section: 'client'}, undefined)).toBe(
      'To a task (told apart by `type`):\n\n| `type` | Fields |\n| --- | --- |\n| `Stop` | none |',
    );
  });

  it('gives no rendering for an unknown component or a prop it could not read', () => {
    expect(render('Widget', {}, undefined)).toBeUndefined();
    expect(render('SettingsTable', {schema: 'globalSettings', keys: UNREADABLE}, undefined)).toBeUndefined();
  });

  it('fails on an unknown catalogue id, like the ModelTable component does', () => {
    expect(() => render('ModelTable', {provider: 'nope'}, undefined)).toThrow('ModelTable: unknown provider "nope"');
  });
});
