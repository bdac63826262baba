/**
 * validate_modes in a worker thread with a time limit. The parser is linear now, but 200,000 characters still
 * take a noticeable time, and on the main thread every other request of every client would wait for them.
 * One worker serves the calls in turn; a call over the limit ends the worker (and fails the calls queued
 * behind it), and the next call starts a fresh one.
 */
import fs from 'node:fs';
import {Worker} from 'node:worker_threads';
import {validateModesFile} from './modes';

export type ModesResult = ReturnType<typeof validateModesFile>;

export const VALIDATE_TIMEOUT_MS = 5000;

export class TimeoutError extends Error {}

type Pending = {resolve: (result: ModesResult) => void; reject: (error: Error) => void};

export class ModesRunner {
  private worker: Worker | undefined;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: number[] = [];

  constructor(
    private readonly script: URL | undefined,
    private readonly timeoutMs = VALIDATE_TIMEOUT_MS,
  ) {}

  validate(content: string): Promise<ModesResult> {
    // Without the bundled worker (tests that import the source) the check runs inline, as before.
    if (!this.script) return Promise.resolve(validateModesFile(content));
    const worker = this.ensureWorker(this.script);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      this.queue.push(id);
      worker.postMessage({id, content});
      if (this.queue.length === 1) this.arm();
    });
  }

  /** The clock runs for the call at the head of the queue only: the worker answers in order. */
  private arm() {
    clearTimeout(this.timer);
    if (this.queue.length === 0) return;
    this.timer = setTimeout(() => this.fail(new TimeoutError('timeout')), this.timeoutMs);
    this.timer.unref();
  }

  private ensureWorker(script: URL): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(script);
    worker.unref();
    worker.on('message', ({id, result}: {id: number; result: ModesResult}) => {
      this.queue = this.queue.filter((item) => item !== id);
      this.pending.get(id)?.resolve(result);
      this.pending.delete(id);
      this.arm();
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.fail(new Error('The validator stopped.'));
    });
    this.worker = worker;
    return worker;
  }

  private fail(error: Error) {
    clearTimeout(this.timer);
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
    for (const {reject} of this.pending.values()) reject(error);
    this.pending.clear();
    this.queue = [];
  }

  close() {
    this.fail(new Error('closed'));
  }
}

/** The worker bundled next to the server (scripts/build.mjs writes both into dist/), when it is there. */
export function bundledWorker(base: string): URL | undefined {
  const url = new URL('./validate-worker.js', base);
  return url.protocol === 'file:' && fs.existsSync(url) && base.endsWith('.js') ? url : undefined;
}
