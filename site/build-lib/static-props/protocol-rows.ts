// Turns the remote-control protocol schemas into table rows, so message names and fields are never typed by hand:
// a new message added to a schema shows up in the docs by itself.
import {
  instanceCommandSchema,
  instanceEventSchema,
  serverMessageSchema,
  taskCommandMessageSchema,
  taskCommandSchema,
  taskPageEventSchema,
  type z,
} from '@roo-code-docs/types';
import type {FieldRow, MessageRow, ProtocolSection, ProtocolTable} from '../../src/lib/static-props/data';
import {describeType, literalValues, unwrap} from '../schema-settings';

type Def = {typeName?: string; [key: string]: unknown};
const defOf = (schema: z.ZodTypeAny) => schema._def as Def;

// Objects this small are listed field by field (payload, data); bigger ones such as a whole settings object stay one row.
const EXPAND_UP_TO = 8;

function typeWords(schema: z.ZodTypeAny): string {
  const fixed = literalValues(unwrap(schema).core);
  if (fixed?.length === 1) return `always ${JSON.stringify(fixed[0])}`;
  try {
    return describeType(schema);
  } catch {
    return 'value';
  }
}

function fieldRows(shape: z.ZodRawShape, prefix = ''): FieldRow[] {
  return Object.entries(shape).flatMap(([key, field]) => {
    const {core, required} = unwrap(field);
    const path = `${prefix}${key}`;
    const row: FieldRow = {path, type: typeWords(field), required};
    if (defOf(core).typeName !== 'ZodObject') return [row];
    const inner = (core as z.AnyZodObject).shape as z.ZodRawShape;
    if (Object.keys(inner).length > EXPAND_UP_TO) return [row];
    return [row, ...fieldRows(inner, `${path}.`)];
  });
}

/** One row per member of a discriminated union, named by its discriminator literal. */
export function messageRows(union: z.ZodTypeAny): {discriminator: string; messages: MessageRow[]} {
  const def = defOf(union);
  if (def.typeName !== 'ZodDiscriminatedUnion')
    throw new Error(`messageRows: expected a discriminated union, got ${def.typeName}`);
  const discriminator = def.discriminator as string;
  const options = def.options as z.AnyZodObject[];
  const messages = options.map((option) => {
    const {[discriminator]: tag, ...rest} = option.shape as z.ZodRawShape;
    const name = String(literalValues(unwrap(tag).core)?.[0]);
    return {name, fields: fieldRows(rest)};
  });
  return {discriminator, messages};
}

const table = (id: string, title: string, union: z.ZodTypeAny): ProtocolTable => ({id, title, ...messageRows(union)});

/** The protocol sections, in the order the reference page shows them. */
export const PROTOCOL_SECTIONS = {
  client: [
    table('instance-commands', 'To an extension instance', instanceCommandSchema),
    table('task-commands', 'To a running task', taskCommandMessageSchema),
  ],
  commands: [table('command-channel', 'Command channel', taskCommandSchema)],
  server: [table('server-messages', 'Server messages', serverMessageSchema)],
  events: [
    table('task-page-events', 'Task events for the page watching a task', taskPageEventSchema),
    table('instance-events', 'Instance events', instanceEventSchema),
  ],
} as const satisfies Record<ProtocolSection, readonly ProtocolTable[]>;
