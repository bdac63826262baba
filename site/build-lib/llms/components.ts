// The Markdown rendering of each component a doc page embeds, built from the same row functions as the React
// components, so the .md twin and the HTML page always show the same figures.
import {SECTIONS} from '../../src/data/sections';
import {SETTINGS_CAPTIONS} from '../../src/data/settings-captions';
import {TUTORIAL_VIDEOS, VIDEO_TOPICS} from '../../src/data/tutorial-videos';
import {docCardGroups, type DocSummary} from '../../src/lib/doc-cards';
import {getEnumValues} from '../../src/lib/schema-enums';
import {buildExperimentRows, buildToolRows} from '../../src/lib/schema-lists';
import {buildModelTable} from '../../src/lib/schema-models';
import {providerSettingsRows, settingsRows} from '../../src/lib/schema-registry';
import type {SettingRow} from '../../src/lib/schema-settings';
import {UNREADABLE, type JsxProps} from './jsx';
import type {ComponentRenderer} from './markdown';

/** A protocol table as the RemoteProtocol component shows it. */
export type ProtocolTable = {
  title: string;
  discriminator: string;
  messages: {name: string; fields: {path: string; type: string; required: boolean}[]}[];
};

export type RenderContext = {
  siteUrl: string;
  /** Every doc of the main docs instance, for the card grids. */
  docs: readonly DocSummary[];
  /** The protocol tables by section, when they could be loaded. */
  protocolSections?: Record<string, readonly ProtocolTable[]>;
};

const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const code = (value: string) => (value.includes('`') ? `\`\` ${value} \`\`` : `\`${value}\``);
/** A list item linking to a page, with its one-line summary when there is one. */
const linkItem = (title: string, url: string, summary?: string) =>
  `- [${title}](${url})${summary ? `: ${summary}` : ''}`;

/** A GitHub-flavoured Markdown table, with pipes and line breaks in cells made safe. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** `a`, `b`, or `c`, joined the way the EnumValues component joins them. */
export function inlineValues(values: readonly string[]): string {
  return values
    .map((value, index) => {
      const joiner = index === 0 ? '' : index === values.length - 1 ? (values.length > 2 ? ', or ' : ' or ') : ', ';
      return joiner + code(value);
    })
    .join('');
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const MODEL_HEADERS = [
  'Model',
  'Context window',
  'Max output',
  'Images',
  'Prompt cache',
  'Reasoning',
  'Input',
  'Output',
  'Cache writes',
  'Cache reads',
];
const SETTING_HEADERS = ['Setting', 'Type', 'Default', 'Allowed values or bounds', 'Description'];

export function modelTableMarkdown(provider: string): string {
  const {label, rows} = buildModelTable(provider);
  const body = rows.flatMap((row) => [
    [
      `${code(row.id)}${row.isDefault ? ' (default)' : ''}`,
      row.contextWindow,
      row.maxOutput,
      yesNo(row.images),
      yesNo(row.promptCache),
      row.reasoning,
      row.prices.input,
      row.prices.output,
      row.prices.cacheWrites,
      row.prices.cacheReads,
    ],
    // A price tier fills only the price columns, like the tier rows of the HTML table.
    ...row.tiers.map((tier) => [
      `${code(row.id)}: ${tier.label}`,
      ...Array<string>(5).fill(''),
      tier.input,
      tier.output,
      tier.cacheWrites,
      tier.cacheReads,
    ]),
  ]);
  const caption = `${label} models in Roo Code 3.28.10. Context and output in tokens; prices in US dollars per million tokens.`;
  return `${caption}\n\n${markdownTable(MODEL_HEADERS, body)}`;
}

export function settingRowsMarkdown(caption: string, rows: readonly SettingRow[]): string {
  const body = rows.map((row) => {
    const marks = [row.required && 'required', row.secret && 'secret'].filter(Boolean);
    const limits = row.allowed.length
      ? [row.allowed.map(code).join(', '), row.bounds].filter(Boolean).join('; ')
      : row.bounds || '—';
    return [
      `${code(row.key)}${marks.length ? ` (${marks.join(', ')})` : ''}`,
      `${row.type}${row.nullable ? ' or null' : ''}`,
      row.default === '—' ? '—' : code(row.default),
      limits,
      row.description,
    ];
  });
  return `${caption}:\n\n${markdownTable(SETTING_HEADERS, body)}`;
}

function toolTableMarkdown(group: string | undefined): string {
  const rows = buildToolRows(group).map((row) => [
    code(row.tool),
    row.groups.length ? row.groups.map(code).join(', ') : 'none',
    yesNo(row.alwaysAvailable),
  ]);
  const caption = group ? `Tools of the ${group} group` : 'Every tool and the group that grants it';
  return `${caption}:\n\n${markdownTable(['Tool', 'Group', 'Available in every mode'], rows)}`;
}

function experimentsMarkdown(): string {
  const rows = buildExperimentRows().map((row) => [
    code(row.id),
    row.label,
    row.description,
    row.enabledByDefault ? 'On' : 'Off',
  ]);
  const headers = ['Setting key', 'Label in Settings', 'What it does', 'Default'];
  return `Experimental features:\n\n${markdownTable(headers, rows)}`;
}

function docCardsMarkdown(context: RenderContext, folder: string, groupTitles: Record<string, string>): string {
  return docCardGroups(context.docs, folder)
    .map((group) => {
      const list = group.cards
        .map((card) => linkItem(card.title, context.siteUrl + card.href, card.description))
        .join('\n');
      return group.folder ? `## ${groupTitles[group.folder] ?? group.folder}\n\n${list}` : list;
    })
    .join('\n\n');
}

function videosMarkdown(): string {
  return VIDEO_TOPICS.map(({id, label}) => {
    const videos = TUTORIAL_VIDEOS.filter((video) => video.topic === id);
    const list = videos
      .map((video) => linkItem(video.title, `https://www.youtube.com/watch?v=${video.id}`, video.summary))
      .join('\n');
    return videos.length ? `## ${label}\n\n${list}` : '';
  })
    .filter(Boolean)
    .join('\n\n');
}

function homeMarkdown(context: RenderContext): string {
  const list = SECTIONS.map((section) => linkItem(section.label, context.siteUrl + section.start, section.summary));
  return `## Sections\n\n${list.join('\n')}`;
}

function protocolMarkdown(tables: readonly ProtocolTable[]): string {
  return tables
    .map((table) => {
      const fields = (message: ProtocolTable['messages'][number]) =>
        message.fields.map((field) => `${code(field.path)} ${field.type}${field.required ? '' : ' (optional)'}`);
      const rows = table.messages.map((message) => [code(message.name), fields(message).join('; ') || 'none']);
      const caption = `${table.title} (told apart by ${code(table.discriminator)}):`;
      return `${caption}\n\n${markdownTable([code(table.discriminator), 'Fields'], rows)}`;
    })
    .join('\n\n');
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The renderer for every component the docs use; unknown components (or unreadable props) get no rendering. */
export function createComponentRenderer(context: RenderContext): ComponentRenderer {
  const renderers: Record<string, (props: JsxProps) => string | undefined> = {
    ModelTable: ({provider}) => (text(provider) ? modelTableMarkdown(text(provider)!) : undefined),
    SettingsTable: ({schema, keys, caption}) => {
      if (!text(schema) || (keys !== undefined && !Array.isArray(keys))) return undefined;
      const rows = settingsRows(text(schema)!, keys as string[] | undefined);
      return settingRowsMarkdown(text(caption) ?? SETTINGS_CAPTIONS[text(schema)!] ?? text(schema)!, rows);
    },
    ProviderSettingsTable: ({provider}) => {
      if (!text(provider)) return undefined;
      const rows = providerSettingsRows(text(provider)!);
      if (rows.length === 0) return 'This provider has no profile settings of its own.';
      return settingRowsMarkdown(`Profile settings of the ${text(provider)} provider`, rows);
    },
    EnumValues: ({name}) => (text(name) ? inlineValues(getEnumValues(text(name)!)) : undefined),
    ToolGroupTable: ({group}) => toolTableMarkdown(text(group)),
    ExperimentsList: () => experimentsMarkdown(),
    DocCardGrid: ({folder, groupTitles = {}}) =>
      text(folder) ? docCardsMarkdown(context, text(folder)!, groupTitles as Record<string, string>) : undefined,
    VideoGrid: ({videos}) => (videos === undefined ? videosMarkdown() : undefined),
    HomePage: () => homeMarkdown(context),
    RemoteProtocol: ({section}) => {
      const sections = context.protocolSections;
      if (!sections) return undefined;
      const tables = text(section) ? sections[text(section)!] : Object.values(sections).flat();
      return tables ? protocolMarkdown(tables) : undefined;
    },
  };
  return (name, props) => (Object.values(props).includes(UNREADABLE) ? undefined : renderers[name]?.(props));
}
