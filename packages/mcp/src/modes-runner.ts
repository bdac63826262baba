/**
 * validate_modes in worker threads, each call with its own worker, its own time limit and its own answer. The
 * parser is linear, but 200,000 characters of a hostile file still take seconds; on the main thread every other
 * request would wait for them, and with one shared worker (as before issue 43) one client's file held up, and on
 * a timeout failed, every call queued behind it. Now a call over the limit ends only its own worker, and the
 * pool keeps at most MAX_WORKERS checks running, so a flood queues behind itself while the server stays free.
 */
import fs from 'node:fs';
import {Worker} from 'node:worker_threads';
import {validateModesFile} from './modes';

/** A result whose list of problems is cut at MAX_ISSUES; `issueCount` says how many there were. */
export type ModesResult = ReturnType<typeof validateModesFile> & {issueCount?: number};

export const VALIDATE_TIMEOUT_MS = 5000;
/** Checks running at once; more calls wait for a free worker. */
export const MAX_WORKERS = 4;
/** Calls waiting for a worker; past this a call is refused at once (BusyError). */
export const MAX_QUEUED = 32;
/** Problems returned per file: enough to fix a file, and the answer stays small whatever the file holds. */
export const MAX_ISSUES = 100;
/**
 * Workers kept loaded and waiting. Loading the validator's bundle takes a worker 100 ms on a quiet machine and
 * over a second on a busy one; with two ready, a file that arrives while a long check runs starts at once.
 */
const SPARES = 2;
/** The spares are loaded this long after start, so they do not compete with the server's own start-up. */
const WARM_AFTER_MS = 1000;
/** Heap a worker may grow to before it is stopped (only its own call fails). */
const WORKER_HEAP_MB = 256;

export class TimeoutError extends Error {}
export class BusyError extends Error {}

/** The first MAX_ISSUES problems of a result, with the count of all of them. */
export function capIssues(result: ReturnType<typeof validateModesFile>): ModesResult {
  if (result.ok || result.issues.length <= MAX_ISSUES) return result;
  return {...result, issues: result.issues.slice(0, MAX_ISSUES), issueCount: result.issues.length};
}

type Job = {content: string; resolve: (result: ModesResult) => void; reject: (error: Error) => void};

export class ModesRunner {
  private idle: Worker[] = [];
  private running = new Set<Worker>();
  private queue: Job[] = [];
  private closed = false;

  constructor(
    private readonly script: URL | undefined,
    private readonly timeoutMs = VALIDATE_TIMEOUT_MS,
    private readonly maxWorkers = MAX_WORKERS,
  ) {
    if (script) setTimeout(() => this.pump(), WARM_AFTER_MS).unref();
  }

  validate(content: string): Promise<ModesResult> {
    // Without the bundled worker (tests that import the source) the check runs inline, as before.
    if (!this.script) return Promise.resolve(capIssues(validateModesFile(content)));
    if (this.queue.length >= MAX_QUEUED) return Promise.reject(new BusyError('busy'));
    return new Promise((resolve, reject) => {
      this.queue.push({content, resolve, reject});
      this.pump();
    });
  }

  private pump() {
    while (!this.closed && this.queue.length > 0 && this.running.size < this.maxWorkers) {
      const job = this.queue.shift()!;
      this.run(this.idle.pop() ?? this.spawn(), job);
    }
    while (
      !this.closed &&
      this.idle.length < SPARES &&
      this.running.size + this.idle.length < this.maxWorkers + SPARES
    ) {
      const spare = this.spawn();
      spare.unref();
      // A spare that fails to start is simply dropped; the next call starts another.
      spare.once('error', () => (this.idle = this.idle.filter((worker) => worker !== spare)));
      this.idle.push(spare);
    }
  }

  private spawn(): Worker {
    return new Worker(this.script!, {resourceLimits: {maxOldGenerationSizeMb: WORKER_HEAP_MB}});
  }

  private run(worker: Worker, job: Job) {
    this.running.add(worker);
    worker.ref();
    const done = (keep: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      this.running.delete(worker);
      if (keep && !this.closed) {
        // An idle worker must not keep the process alive (stdio exits when its client leaves).
        worker.unref();
        this.idle.push(worker);
      } else void worker.terminate();
      this.pump();
    };
    const onMessage = (result: ModesResult) => {
      done(true);
      job.resolve(result);
    };
    const onError = (error: Error) => {
      done(false);
      job.reject(error);
    };
    const onExit = () => {
      done(false);
      job.reject(new Error('The validator stopped.'));
    };
    const timer = setTimeout(() => {
      done(false);
      job.reject(new TimeoutError('timeout'));
    }, this.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job.content);
  }

  /** Ends every worker; calls still waiting are refused. */
  close() {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('closed'));
    for (const worker of [...this.idle, ...this.running]) void worker.terminate();
    this.idle = [];
  }
}

/** The worker bundled next to the server (scripts/build.mjs writes both into dist/), when it is there. */
export function bundledWorker(base: string): URL | undefined {
  const url = new URL('./validate-worker.js', base);
  return url.protocol === 'file:' && fs.existsSync(url) && base.endsWith('.js') ? url : undefined;
}
