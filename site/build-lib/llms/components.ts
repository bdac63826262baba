// The Markdown rendering of each component a doc page embeds, as Markdown syntax trees built from the same row
// functions as the React components, so the .md twin and the HTML page always show the same figures. Escaping and
// table layout are left to the Markdown writer.
import type {BlockContent, Heading, List, Paragraph, PhrasingContent, Table} from 'mdast';
import {documentedVersion} from '@roo-code-docs/types';
import {AUDIENCE, HOME_HEADINGS, QUICK_START} from '../../src/data/home';
import {SECTIONS} from '../../src/data/sections';
import {SETTINGS_CAPTIONS} from '../../src/data/settings-captions';
import {TUTORIAL_VIDEOS, VIDEO_TOPICS} from '../../src/data/tutorial-videos';
import {docCardGroups, type DocSummary} from '../../src/lib/doc-cards';
import {getEnumValues} from '../schema-enums';
import {buildExperimentRows, buildToolRows} from '../schema-lists';
import {buildModelTable} from '../../src/lib/schema-models';
import {providerSettingsRows, settingsRows} from '../schema-registry';
import type {SettingRow} from '../../src/lib/static-props/data';
import {MARKDOWN_THEME, screenshotData, screenshotUrl, type UiManifest} from '../../src/lib/screenshots/manifest';
import {readManifest} from '../screenshots/manifest-file';

/** What a component becomes: block nodes where it stood alone, or phrasing for one used inside a sentence. */
export type Rendering = {block: BlockContent[]} | {inline: PhrasingContent[]};

/** Renders one component from its literal props; undefined means "no rendering", and the caller puts a pointer instead. */
export type ComponentRenderer = (name: string, props: Record<string, unknown>) => Rendering | undefined;

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
  /** The screenshot manifest; read from static/img/ui when a page first shows a screenshot. */
  screenshots?: UiManifest;
};

type Cell = PhrasingContent[];

// A line break would end a table row, so schema text is kept on one line.
const text = (value: string): PhrasingContent => ({type: 'text', value: value.replace(/\s*\n\s*/g, ' ')});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const heading = (value: string): Heading => ({type: 'heading', depth: 2, children: [text(value)]});

/** A list of links to pages, each with its one-line summary when there is one. */
function linkList(items: readonly {title: string; url: string; summary?: string}[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map(({title, url, summary}) => ({
      type: 'listItem',
      spread: false,
      children: [paragraph({type: 'link', url, children: [text(title)]}, ...(summary ? [text(`: ${summary}`)] : []))],
    })),
  };
}

/** A GitHub-flavoured Markdown table; every cell is plain text unless given as nodes. */
export function markdownTable(
  headers: readonly (string | Cell)[],
  rows: readonly (readonly (string | Cell)[])[],
): Table {
  const cells = (values: readonly (string | Cell)[]) => ({
    type: 'tableRow' as const,
    children: values.map((value) => ({
      type: 'tableCell' as const,
      children: typeof value === 'string' ? (value ? [text(value)] : []) : value,
    })),
  });
  return {type: 'table', children: [cells(headers), ...rows.map(cells)]};
}

/** `a`, `b`, or `c`, joined the way the EnumValues component joins them. */
export function inlineValues(values: readonly string[]): PhrasingContent[] {
  return values.flatMap((value, index) => {
    const joiner = index === 0 ? '' : index === values.length - 1 ? (values.length > 2 ? ', or ' : ' or ') : ', ';
    return joiner ? [text(joiner), code(value)] : [code(value)];
  });
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

/** A figure Roo replaces at run time, followed by the catalogue's own, as the HTML table shows them. */
const figure = (value: string, listed: string | undefined) =>
  listed === undefined ? value : `${value} (listed: ${listed})`;

export function modelTableMarkdown(provider: string): BlockContent[] {
  const {label, rows, notes} = buildModelTable(provider);
  const body = rows.flatMap((row) => [
    [
      [code(row.id), ...(row.isDefault ? [text(' (default)')] : [])],
      figure(row.contextWindow, row.listed.contextWindow),
      figure(row.maxOutput, row.listed.maxOutput),
      figure(yesNo(row.images), row.listed.images === undefined ? undefined : yesNo(row.listed.images)),
      yesNo(row.promptCache),
      row.reasoning,
      row.prices.input,
      row.prices.output,
      row.prices.cacheWrites,
      row.prices.cacheReads,
    ],
    // A price tier fills only the price columns, like the tier rows of the HTML table.
    ...row.tiers.map((tier) => [
      [code(row.id), text(`: ${tier.label}`)],
      ...Array<string>(5).fill(''),
      tier.input,
      tier.output,
      tier.cacheWrites,
      tier.cacheReads,
    ]),
  ]);
  const caption = `${label} models in Roo Code ${documentedVersion}. Context and output in tokens; prices in US dollars per million tokens.`;
  const departures: BlockContent[] = notes.length
    ? [
        paragraph(text(`Where Roo Code ${documentedVersion} departs from the listed figures:`)),
        {
          type: 'list',
          ordered: false,
          spread: false,
          children: notes.map((note) => ({type: 'listItem', spread: false, children: [paragraph(text(note))]})),
        },
      ]
    : [];
  return [paragraph(text(caption)), markdownTable(MODEL_HEADERS, body), ...departures];
}

const commaList = (values: readonly string[]): Cell =>
  values.flatMap((value, i) => (i ? [text(', '), code(value)] : [code(value)]));

/** The Default cell as the HTML table words it: the value, then the schema's value, the note and who sets it. */
function defaultCell(row: SettingRow): Cell {
  const cell: Cell = row.default === '—' ? [text('—')] : [code(row.default)];
  if (row.schemaDefault) cell.push(text(' (schema: '), code(row.schemaDefault), text(')'));
  if (row.defaultNote) cell.push(text(` (${row.defaultNote})`));
  if (row.defaultSource) {
    const {by, label, url} = row.defaultSource;
    cell.push(text(` (set by ${by}: `), {type: 'link', url, children: [text(label)]}, text(')'));
  }
  return cell;
}

export function settingRowsMarkdown(caption: string, rows: readonly SettingRow[]): BlockContent[] {
  const body = rows.map((row) => {
    const marks = [row.required && 'required', row.secret && 'secret'].filter(Boolean);
    const limits: Cell = row.allowed.length
      ? [...commaList(row.allowed), ...(row.bounds ? [text(`; ${row.bounds}`)] : [])]
      : [text(row.bounds || '—')];
    return [
      [code(row.key), ...(marks.length ? [text(` (${marks.join(', ')})`)] : [])],
      `${row.type}${row.nullable ? ' or null' : ''}`,
      defaultCell(row),
      limits,
      row.description,
    ];
  });
  return [paragraph(text(`${caption}:`)), markdownTable(SETTING_HEADERS, body)];
}

function toolTableMarkdown(group: string | undefined): BlockContent[] {
  const rows = buildToolRows(group).map((row) => [
    [code(row.tool)],
    row.groups.length ? commaList(row.groups) : 'none',
    yesNo(row.alwaysAvailable),
  ]);
  const caption = group ? `Tools of the ${group} group` : 'Every tool and the group that grants it';
  return [paragraph(text(`${caption}:`)), markdownTable(['Tool', 'Group', 'Available in every mode'], rows)];
}

function experimentsMarkdown(): BlockContent[] {
  const rows = buildExperimentRows().map((row) => [
    [code(row.id)],
    row.label,
    row.description,
    row.enabledByDefault ? 'On' : 'Off',
  ]);
  const headers = ['Setting key', 'Label in Settings', 'What it does', 'Default'];
  return [paragraph(text('Experimental features:')), markdownTable(headers, rows)];
}

function docCardsMarkdown(context: RenderContext, folder: string, groupTitles: Record<string, string>): BlockContent[] {
  return docCardGroups(context.docs, folder).flatMap((group) => {
    const list = linkList(
      group.cards.map((card) => ({title: card.title, url: context.siteUrl + card.href, summary: card.description})),
    );
    return group.folder ? [heading(groupTitles[group.folder] ?? group.folder), list] : [list];
  });
}

function videosMarkdown(): BlockContent[] {
  return VIDEO_TOPICS.flatMap(({id, label}) => {
    const videos = TUTORIAL_VIDEOS.filter((video) => video.topic === id);
    if (videos.length === 0) return [];
    const items = videos.map((video) => ({
      title: video.title,
      url: `https://www.youtube.com/watch?v=${video.id}`,
      summary: video.summary,
    }));
    // The page's heading shows the count too ("Features (5)"); the twin keeps the same heading.
    return [heading(`${label} (${videos.length})`), linkList(items)];
  });
}

function homeMarkdown(context: RenderContext): BlockContent[] {
  const items = SECTIONS.map((section) => ({
    title: section.label,
    url: context.siteUrl + section.start,
    summary: section.summary,
  }));
  const steps = QUICK_START.map((step) => ({title: step.title, url: context.siteUrl + step.to, summary: step.text}));
  return [
    heading(HOME_HEADINGS.quickStart),
    linkList(steps),
    heading(HOME_HEADINGS.sections),
    linkList(items),
    heading(HOME_HEADINGS.who),
    paragraph(text(`${AUDIENCE} Start with the quick start above, or search the site.`)),
  ];
}

function protocolMarkdown(tables: readonly ProtocolTable[]): BlockContent[] {
  return tables.flatMap((table) => {
    const fields = (message: ProtocolTable['messages'][number]): Cell =>
      message.fields.length === 0
        ? [text('none')]
        : message.fields.flatMap((field, i) => [
            ...(i ? [text('; ')] : []),
            code(field.path),
            text(` ${field.type}${field.required ? '' : ' (optional)'}`),
          ]);
    const rows = table.messages.map((message) => [[code(message.name)], fields(message)]);
    const caption = paragraph(text(`${table.title} (told apart by `), code(table.discriminator), text('):'));
    return [caption, markdownTable([[code(table.discriminator)], 'Fields'], rows)];
  });
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const block = (nodes: BlockContent[]): Rendering => ({block: nodes});

/** A screenshot as an image in the light theme (MARKDOWN_THEME), with its caption as the paragraph after it. */
function screenshotMarkdown(manifest: UiManifest, siteUrl: string, props: Record<string, unknown>): BlockContent[] {
  const shot = screenshotData(manifest, {scene: String(props.scene), alt: str(props.alt), caption: str(props.caption)});
  const image: PhrasingContent = {type: 'image', url: screenshotUrl(siteUrl, shot, MARKDOWN_THEME), alt: shot.alt};
  const key: BlockContent[] = shot.callouts
    ? [
        {
          type: 'list',
          ordered: true,
          start: 1,
          spread: false,
          children: shot.callouts.map(({label}) => ({
            type: 'listItem',
            spread: false,
            children: [paragraph(text(label))],
          })),
        },
      ]
    : [];
  return [
    paragraph(image),
    ...(shot.caption ? [paragraph({type: 'emphasis', children: [text(shot.caption)]})] : []),
    ...key,
  ];
}

/** The renderer for every component the docs use; unknown components get no rendering. */
export function createComponentRenderer(context: RenderContext): ComponentRenderer {
  let screenshots = context.screenshots;
  const renderers: Record<string, (props: Record<string, unknown>) => Rendering | undefined> = {
    ModelTable: ({provider}) => (str(provider) ? block(modelTableMarkdown(str(provider)!)) : undefined),
    SettingsTable: ({schema, keys, caption}) => {
      if (!str(schema) || (keys !== undefined && !Array.isArray(keys))) return undefined;
      const rows = settingsRows(str(schema)!, keys as string[] | undefined);
      return block(settingRowsMarkdown(str(caption) ?? SETTINGS_CAPTIONS[str(schema)!] ?? str(schema)!, rows));
    },
    ProviderSettingsTable: ({provider}) => {
      if (!str(provider)) return undefined;
      const rows = providerSettingsRows(str(provider)!);
      if (rows.length === 0) return block([paragraph(text('This provider has no profile settings of its own.'))]);
      return block(settingRowsMarkdown(`Profile settings of the ${str(provider)} provider`, rows));
    },
    EnumValues: ({name}) => (str(name) ? {inline: inlineValues(getEnumValues(str(name)!))} : undefined),
    ToolGroupTable: ({group}) => block(toolTableMarkdown(str(group))),
    ExperimentsList: () => block(experimentsMarkdown()),
    DocCardGrid: ({folder, groupTitles = {}}) =>
      str(folder) ? block(docCardsMarkdown(context, str(folder)!, groupTitles as Record<string, string>)) : undefined,
    VideoGrid: ({videos}) => (videos === undefined ? block(videosMarkdown()) : undefined),
    HomePage: () => block(homeMarkdown(context)),
    RemoteProtocol: ({section}) => {
      const sections = context.protocolSections;
      if (!sections) return undefined;
      const tables = str(section) ? sections[str(section)!] : Object.values(sections).flat();
      return tables ? block(protocolMarkdown(tables)) : undefined;
    },
    Screenshot: (props) => {
      if (!str(props.scene)) return undefined;
      screenshots ??= readManifest();
      return block(screenshotMarkdown(screenshots, context.siteUrl, props));
    },
  };
  return (name, props) => renderers[name]?.(props);
}
