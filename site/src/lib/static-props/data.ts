// What each build-time component receives as its `data` prop: the contract between the builders that compute it in
// Node (site/build-lib/static-props/builders.ts, which must satisfy it) and the components that render it. It sits
// here, below both layers, so that browser code never names a build-time module, not even by type.
import type {ToolGroup, ToolName} from '@roo-code-docs/types';
import type {DocCardGroup} from '../doc-cards';
import type {ModelTableData} from '../schema-models';
import type {ScreenshotData} from '../screenshots/manifest';

/** Where a default the schema does not hold comes from, as a settings table prints it under the value. */
export type DefaultSource = {
  /** Who fills the value in, in a few words: "the extension", "the Roo Code panel". */
  by: string;
  /** `path:line` from the Roo-Code repository root. */
  label: string;
  /** The file's name and the line, short enough for a phone's table cell. */
  short: string;
  url: string;
};

/** One row of a settings table. */
export type SettingRow = {
  key: string;
  type: string;
  /** False when the key is optional (may be left out). */
  required: boolean;
  nullable: boolean;
  secret: boolean;
  /** What a user who never set it gets, formatted; "—" when nothing is filled in. */
  default: string;
  /** The schema's own default, formatted, when the product uses a different value. */
  schemaDefault?: string;
  /** How the default or the bounds come about, when that is not a plain fallback. */
  defaultNote?: string;
  /** Who fills the default in and the line that does, for every default Roo Code supplies outside the schema. */
  defaultSource?: DefaultSource;
  /** Allowed values of an enumeration, already formatted. Empty when any value of the type is allowed. */
  allowed: string[];
  /** Bounds and format rules in words, e.g. "0 to 1" or "integer, at least 0". */
  bounds: string;
  description: string;
};

export type ToolRow = {tool: ToolName; groups: ToolGroup[]; alwaysAvailable: boolean};
export type ExperimentRow = {id: string; label: string; description: string; enabledByDefault: boolean};

export type FieldRow = {path: string; type: string; required: boolean};
export type MessageRow = {name: string; fields: FieldRow[]};
export type ProtocolTable = {id: string; title: string; discriminator: string; messages: MessageRow[]};
/** The parts of the remote-control protocol reference, in the order the page shows them. */
export type ProtocolSection = 'client' | 'commands' | 'server' | 'events';

export type StaticDataByComponent = {
  ModelTable: ModelTableData;
  SettingsTable: SettingRow[];
  ProviderSettingsTable: SettingRow[];
  ToolGroupTable: ToolRow[];
  ExperimentsList: ExperimentRow[];
  EnumValues: readonly string[];
  RemoteProtocol: readonly ProtocolTable[];
  DocCardGrid: DocCardGroup[];
  Screenshot: ScreenshotData;
};
/** Keyed by the component's folder under src/components, which is also the name pages import it by. */
export type StaticPropsComponent = keyof StaticDataByComponent;
export type StaticData<Name extends StaticPropsComponent> = StaticDataByComponent[Name];
