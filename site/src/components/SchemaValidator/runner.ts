// Hands pasted text to the validators in a Web Worker, created on first use so pages pay nothing until a
// reader types. Falls back to a lazy import on the main thread where a worker cannot start.
import type {McpConfigResult} from '@roo-code-docs/types';
import type {MarketplaceResult} from '@site/src/lib/validate-marketplace-item';
import type {Issue, ModesResult} from '@roo-code-docs/types/validate-modes-file';

export type Kind = 'modes' | 'marketplace' | 'mcp';
export type Request = {id: number; kind: Kind; text: string};
export type Outcome = {ok: true; entries: string[]} | {ok: false; issues: Issue[]};
type Result = ModesResult | MarketplaceResult | McpConfigResult;

/** Longer than any file within the size limit takes on a slow machine; past it the parse is stuck. */
const TIMEOUT_MS = 8000;
const TIMEOUT_ISSUE: Issue = {
  path: '(input)',
  message: 'Checking took too long and was stopped. Try a smaller or simpler file.',
};

type Pending = Request & {resolve: (outcome: Outcome | null) => void; timer: ReturnType<typeof setTimeout>};

let worker: Worker | null = null;
let workerFailed = false;
let pending: Pending | null = null;
let nextId = 1;

function summarize(kind: Kind, result: Result): Outcome {
  // An MCP file can load and still hold mistakes (warnings); each problem is shown with its fix.
  if ('servers' in result) {
    if (result.issues.length === 0) return {ok: true, entries: result.servers};
    const issues = result.issues.map((issue) => ({
      path: issue.path,
      message: `${issue.severity === 'warning' ? 'Warning: ' : ''}${issue.message} Fix: ${issue.fix}`,
    }));
    return {ok: false, issues};
  }
  if (!result.ok) return result;
  if ('modes' in result) return {ok: true, entries: result.modes.map((mode) => `${mode.name} (${mode.slug})`)};
  return {ok: true, entries: result.items.map((item) => `${item.name} (${item.type}, id ${item.id})`)};
}

async function runInline(kind: Kind, text: string): Promise<Outcome> {
  if (kind === 'modes') {
    const {validateModesFile} = await import('@roo-code-docs/types/validate-modes-file');
    return summarize(kind, validateModesFile(text));
  }
  if (kind === 'mcp') {
    const {validateMcpConfig} = await import('@roo-code-docs/types');
    return summarize(kind, validateMcpConfig(text));
  }
  const {validateMarketplaceItem} = await import('@site/src/lib/validate-marketplace-item');
  return summarize(kind, validateMarketplaceItem(text));
}

function settle(outcome: Outcome | null): void {
  if (!pending) return;
  clearTimeout(pending.timer);
  pending.resolve(outcome);
  pending = null;
}

function stopWorker(): void {
  worker?.terminate();
  worker = null;
}

function startWorker(): Worker | null {
  if (worker) return worker;
  if (workerFailed || typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('./validate.worker.ts', import.meta.url));
  } catch {
    workerFailed = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<{id: number; result: Result}>) => {
    if (pending?.id === event.data.id) settle(summarize(pending.kind, event.data.result));
  };
  // A worker that cannot load (blocked, offline chunk) hands its request to the main thread once, for good.
  worker.onerror = (event) => {
    event.preventDefault();
    workerFailed = true;
    stopWorker();
    const failed = pending;
    if (failed) void runInline(failed.kind, failed.text).then((outcome) => pending === failed && settle(outcome));
  };
  return worker;
}

/** Starts the worker ahead of the first check, e.g. when the text box gets focus. */
export function warmUp(): void {
  startWorker();
}

/**
 * Checks `text`. Resolves with the outcome, or with null when a newer check replaced this one. A check still
 * running when a newer one starts is stopped together with its worker, so slow parses never queue up.
 */
export function validateText(kind: Kind, text: string): Promise<Outcome | null> {
  if (pending) {
    stopWorker();
    settle(null);
  }
  const target = startWorker();
  if (!target) return runInline(kind, text);
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stopWorker();
      settle({ok: false, issues: [TIMEOUT_ISSUE]});
    }, TIMEOUT_MS);
    pending = {id, kind, text, resolve, timer};
    target.postMessage({id, kind, text} satisfies Request);
  });
}
