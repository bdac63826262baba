// The demo project every scene shares: a small TypeScript invoicing app, its task history and a running task.
import type {ClineMessage, HistoryItem} from '@roo-code-docs/types';

import {DEMO_CWD, minutesAgo} from '../state.js';

export const HISTORY: HistoryItem[] = [
  {
    id: 'task-0004-csv-export',
    number: 4,
    ts: minutesAgo(185),
    task: 'Add a CSV export button to the invoices table, with the same columns as the on-screen view',
    tokensIn: 48210,
    tokensOut: 3904,
    cacheWrites: 18220,
    cacheReads: 96400,
    totalCost: 0.42,
    size: 1_284_000,
    workspace: DEMO_CWD,
    mode: 'code',
  },
  {
    id: 'task-0003-tax-rounding',
    number: 3,
    ts: minutesAgo(60 * 26),
    task: 'calculateTax() rounds each line before summing, so mixed VAT rates are off by a cent. Fix it and add a test.',
    tokensIn: 31870,
    tokensOut: 2210,
    cacheWrites: 12044,
    cacheReads: 40112,
    totalCost: 0.23,
    size: 742_000,
    workspace: DEMO_CWD,
    mode: 'debug',
  },
  {
    id: 'task-0002-dates-tests',
    number: 2,
    ts: minutesAgo(60 * 24 * 3),
    task: 'Write Vitest tests for src/lib/dates.ts (due dates, month ends, leap years)',
    tokensIn: 22504,
    tokensOut: 4120,
    totalCost: 0.16,
    size: 512_000,
    workspace: DEMO_CWD,
    mode: 'code',
  },
  {
    id: 'task-0001-pdf-renderer',
    number: 1,
    ts: minutesAgo(60 * 24 * 6),
    task: 'Explain how the invoice PDF renderer lays out line items across pages',
    tokensIn: 15230,
    tokensOut: 1788,
    totalCost: 0.08,
    size: 220_000,
    workspace: DEMO_CWD,
    mode: 'ask',
  },
];

/** The running task's text and its history entry (its tokens and cost drive the task header). */
export const TASK_TEXT =
  'Add an "Overdue" badge to invoices in the list view when the due date has passed and the invoice is unpaid.';
const TASK_START = minutesAgo(8);
export const at = (seconds: number) => TASK_START + seconds * 1000;

export const CURRENT_TASK: HistoryItem = {
  id: 'task-0005-overdue-badge',
  number: 5,
  ts: at(0),
  task: TASK_TEXT,
  tokensIn: 27_412,
  tokensOut: 1_286,
  cacheWrites: 9_840,
  cacheReads: 31_200,
  totalCost: 0.1724,
  size: 98_000,
  workspace: DEMO_CWD,
  mode: 'code',
};

export function apiRequest(seconds: number, tokensIn: number, tokensOut: number, cost: number): ClineMessage {
  return {
    ts: at(seconds),
    type: 'say',
    say: 'api_req_started',
    text: JSON.stringify({
      request: `<task>\n${TASK_TEXT}\n</task>`,
      apiProtocol: 'anthropic',
      tokensIn,
      tokensOut,
      cacheWrites: Math.round(tokensIn * 0.3),
      cacheReads: Math.round(tokensIn * 0.9),
      cost,
    }),
  };
}

export const say = (seconds: number, kind: ClineMessage['say'], text: string, extra: Partial<ClineMessage> = {}) =>
  ({ts: at(seconds), type: 'say', say: kind, text, ...extra}) as ClineMessage;

export const ask = (seconds: number, kind: ClineMessage['ask'], text: string, extra: Partial<ClineMessage> = {}) =>
  ({ts: at(seconds), type: 'ask', ask: kind, text, ...extra}) as ClineMessage;

export const tool = (seconds: number, payload: Record<string, unknown>, extra: Partial<ClineMessage> = {}) =>
  ask(seconds, 'tool', JSON.stringify(payload), extra);

export function checkpoint(seconds: number, hash: string, from: string): ClineMessage {
  return say(seconds, 'checkpoint_saved', hash, {checkpoint: {from, to: hash}});
}

/** The opening of the running task, shared by the chat scenes: the task, a first request, a read. */
export function taskOpening(): ClineMessage[] {
  return [
    say(0, 'text', TASK_TEXT),
    apiRequest(2, 14_220, 412, 0.0581),
    say(
      6,
      'text',
      "I'll start by reading the invoice list component to see how each row is rendered and where a badge fits.",
    ),
  ];
}

export const INVOICE_ROW_DIFF = `<<<<<<< SEARCH
:start_line:18
-------
      <td>{invoice.number}</td>
      <td>{formatMoney(invoice.total, invoice.currency)}</td>
      <td>{formatDate(invoice.dueDate)}</td>
=======
      <td>
        {invoice.number}
        {isOverdue(invoice, today) && <Badge tone="danger">Overdue</Badge>}
      </td>
      <td>{formatMoney(invoice.total, invoice.currency)}</td>
      <td>{formatDate(invoice.dueDate)}</td>
>>>>>>> REPLACE`;

/** The built-in /init command, as the extension lists it among the slash commands. */
export const INIT_COMMAND = {
  name: 'init',
  source: 'built-in',
  description: 'Analyze codebase and create concise AGENTS.md files for AI assistants',
};

/** The demo project's own /release-notes command (in .roo/commands); scenes word its description for their page. */
export const releaseNotesCommand = (description: string, extra: {argumentHint?: string} = {}) => ({
  name: 'release-notes',
  source: 'project',
  filePath: `${DEMO_CWD}/.roo/commands/release-notes.md`,
  description,
  ...extra,
});
