// What each build-time component shows, computed in Node while the page compiles: tables and lists from the types
// package, card grids from the docs' front matter. The remark plugin hands the result to the component as its `data`
// prop, so neither zod and the model catalogue nor every doc's description reach the browser.
import path from 'node:path';
import type {ProtocolSection, StaticData, StaticPropsComponent} from '../../src/lib/static-props/data';
import {PROTOCOL_SECTIONS} from './protocol-rows';
import {docCardGroups} from '../../src/lib/doc-cards';
import {getEnumValues} from '../schema-enums';
import {buildExperimentRows, buildToolRows} from '../schema-lists';
import {buildModelTable} from '../../src/lib/schema-models';
import {providerSettingsRows, settingsRows} from '../schema-registry';
import {screenshotData} from '../../src/lib/screenshots/manifest';
import {readManifest} from '../screenshots/manifest-file';
import {readDocSummaries} from './doc-summaries';

const DOCS_DIR = path.join(__dirname, '../../docs');

export type LiteralProps = Record<string, unknown>;

function optionalString(props: LiteralProps, component: string, name: string): string | undefined {
  const value = props[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new Error(`${component}: the "${name}" prop must be a string literal.`);
}

function requiredString(props: LiteralProps, component: string, name: string): string {
  const value = optionalString(props, component, name);
  if (value === undefined) throw new Error(`${component}: the "${name}" prop is required.`);
  return value;
}

function optionalStrings(props: LiteralProps, component: string, name: string): string[] | undefined {
  const value = props[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw new Error(`${component}: the "${name}" prop must be an array of string literals.`);
}

function protocolSections(section: string | undefined) {
  if (section === undefined) return Object.values(PROTOCOL_SECTIONS).flat();
  if (!(section in PROTOCOL_SECTIONS)) {
    throw new Error(
      `RemoteProtocol: unknown section "${section}". Known: ${Object.keys(PROTOCOL_SECTIONS).join(', ')}`,
    );
  }
  return PROTOCOL_SECTIONS[section as ProtocolSection];
}

/** What computes each component's data; src/lib/static-props/data.ts says what it must return. */
export const staticPropBuilders = {
  ModelTable: (props: LiteralProps) => buildModelTable(requiredString(props, 'ModelTable', 'provider')),
  SettingsTable: (props: LiteralProps) =>
    settingsRows(requiredString(props, 'SettingsTable', 'schema'), optionalStrings(props, 'SettingsTable', 'keys')),
  ProviderSettingsTable: (props: LiteralProps) =>
    providerSettingsRows(requiredString(props, 'ProviderSettingsTable', 'provider')),
  ToolGroupTable: (props: LiteralProps) => buildToolRows(optionalString(props, 'ToolGroupTable', 'group')),
  ExperimentsList: () => buildExperimentRows(),
  EnumValues: (props: LiteralProps) => getEnumValues(requiredString(props, 'EnumValues', 'name')),
  RemoteProtocol: (props: LiteralProps) => protocolSections(optionalString(props, 'RemoteProtocol', 'section')),
  DocCardGrid: async (props: LiteralProps) => {
    const folder = requiredString(props, 'DocCardGrid', 'folder');
    return docCardGroups(await readDocSummaries(DOCS_DIR, folder), folder);
  },
  // Only the scene's alt, caption and two sources reach the page, not the manifest's visible-text arrays.
  Screenshot: (props: LiteralProps) =>
    screenshotData(readManifest(), {
      scene: requiredString(props, 'Screenshot', 'scene'),
      alt: optionalString(props, 'Screenshot', 'alt'),
      caption: optionalString(props, 'Screenshot', 'caption'),
    }),
} satisfies {
  [Name in StaticPropsComponent]: (props: LiteralProps) => StaticData<Name> | Promise<StaticData<Name>>;
};

export function isStaticPropsComponent(name: string): name is StaticPropsComponent {
  return Object.hasOwn(staticPropBuilders, name);
}
