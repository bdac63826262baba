// Raw clients for the hostile-input tests: they write bytes the SDK's own client would never send.
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

export const PACKAGE = path.resolve(import.meta.dirname, '..');
export const BIN = path.join(PACKAGE, 'bin/roo-code-docs-mcp.js');
export const SITE = path.resolve(PACKAGE, '../../site/build');
const BUNDLE = path.join(PACKAGE, 'dist/index.js');

export function requireBuild(): void {
  for (const [file, what] of [
    [path.join(PACKAGE, 'dist/roo-code-docs-mcp.js'), 'the server bundle'],
    [path.join(SITE, 'llms.txt'), 'the built site'],
  ] as const) {
    if (!fs.existsSync(file)) throw new Error(`${what} is missing (${file}): run \`npm run build\` first.`);
  }
}

export type Reply = {id?: unknown; result?: unknown; error?: {code: number; message: string}};

export const INITIALIZE = {
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'hostile-test', version: '0'}},
};

/** The stdio server as a child process, read one reply line at a time. */
export class RawStdio {
  readonly child: ChildProcessWithoutNullStreams;
  private lines: string[] = [];
  private waiting: ((line: string) => void)[] = [];
  private rest = '';
  exited: number | null | undefined;

  constructor(bin = BIN) {
    this.child = spawn(process.execPath, [bin], {stdio: ['pipe', 'pipe', 'pipe']});
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      const parts = (this.rest + chunk).split('\n');
      this.rest = parts.pop()!;
      for (const line of parts) {
        const waiter = this.waiting.shift();
        if (waiter) waiter(line);
        else this.lines.push(line);
      }
    });
    this.child.stdin.on('error', () => undefined);
    this.child.on('exit', (code) => {
      this.exited = code;
    });
  }

  write(text: string | Buffer): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.stdin.write(text)) resolve();
      else this.child.stdin.once('drain', () => resolve());
    });
  }

  send(message: unknown): Promise<void> {
    return this.write(`${JSON.stringify(message)}\n`);
  }

  /** The next line the server writes, parsed; rejects after `ms`. */
  async next(ms = 10_000): Promise<Reply> {
    return JSON.parse(await this.nextLine(ms)) as Reply;
  }

  /** The next line the server writes, as it is; rejects after `ms`. */
  nextLine(ms = 10_000): Promise<string> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply within ${ms} ms`)), ms);
      this.waiting.push((text) => {
        clearTimeout(timer);
        resolve(text);
      });
    });
  }

  async initialize(): Promise<void> {
    await this.send(INITIALIZE);
    await this.next();
    await this.send({jsonrpc: '2.0', method: 'notifications/initialized'});
  }

  close(): void {
    this.child.kill();
  }
}

/** A plain node:http server mounting the packaged handler at /mcp, as a host would. */
export async function startHandlerServer(options: object = {}): Promise<{url: string; close: () => Promise<void>}> {
  const {createDocsMcpHandler} = (await import(pathToFileURL(BUNDLE).href)) as {
    createDocsMcpHandler: (options?: object) => (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
  };
  const handle = createDocsMcpHandler(options);
  const server = http.createServer((req, res) => {
    if (req.url === '/mcp') void handle(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** One POST of raw text; JSON replies are parsed, an event stream's data lines too. */
export async function post(
  url: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): Promise<{status: number; headers: Headers; reply: Reply | undefined; text: string}> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers},
    body,
  });
  const text = await response.text();
  const data = response.headers.get('content-type')?.startsWith('text/event-stream')
    ? text
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .pop()
    : text;
  let reply: Reply | undefined;
  try {
    reply = data ? (JSON.parse(data) as Reply) : undefined;
  } catch {
    reply = undefined;
  }
  return {status: response.status, headers: response.headers, reply, text};
}

/** `npm run serve` as a child process on a free port: the site and /mcp in one process, as a user runs it. */
export async function startServe(
  env: Record<string, string> = {},
): Promise<{url: string; pid: number; close: () => void}> {
  const script = path.resolve(PACKAGE, '../../site/scripts/serve.mjs');
  const child = spawn(process.execPath, [script], {
    env: {...process.env, PORT: '0', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`serve.mjs did not start: ${out}`)), 30_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const found = /on (http:\/\/[^\s,]+)/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
  });
  return {url, pid: child.pid!, close: () => void child.kill()};
}

/** One raw POST to /mcp; the answer's size in bytes and its JSON. */
export async function postRaw(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{status: number; bytes: number; reply: Reply | undefined; headers: Headers}> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json', ...headers},
    body,
  });
  const buffer = Buffer.from(await response.arrayBuffer());
  let reply: Reply | undefined;
  try {
    reply = buffer.length ? (JSON.parse(buffer.toString('utf8')) as Reply) : undefined;
  } catch {
    reply = undefined;
  }
  return {status: response.status, bytes: buffer.length, reply, headers: response.headers};
}

/**
 * Runs `hostile` while a second client asks for `probe` again and again, one request after another, and returns the
 * hostile request's result with the longest time a probe took: how long a page waited behind it.
 */
export async function whileProbing<T>(
  hostile: () => Promise<T>,
  probe: () => Promise<unknown>,
): Promise<{result: T; waited: number}> {
  let done = false;
  let waited = 0;
  const running = hostile().finally(() => {
    done = true;
  });
  const prober = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    while (!done) {
      const started = performance.now();
      await probe();
      waited = Math.max(waited, performance.now() - started);
    }
  })();
  const result = await running;
  await prober;
  return {result, waited};
}

/** Runs the bin with `input` on stdin, closed at once: what it printed, its exit code and how long it took. */
export function runToEnd(bin: string, input: string, ms = 8000) {
  return new Promise<{lines: string[]; code: number | null; tookMs: number}>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bin], {stdio: ['pipe', 'pipe', 'ignore']});
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`still running after ${ms} ms; printed: ${out.slice(0, 200)}`));
    }, ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({lines: out.split('\n').filter(Boolean), code, tookMs: performance.now() - started});
    });
    child.stdin.end(input);
  });
}

/** A validate_modes call as one stdio line. */
export const validateLine = (id: number, content: string) =>
  `${JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params: {name: 'validate_modes', arguments: {content}}})}\n`;
