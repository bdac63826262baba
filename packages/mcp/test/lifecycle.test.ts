// Issue 43, the findings that are not one message: the stdio shutdown (F5), one validator call per worker (F4), a
// body that stops arriving (F7), what the server announces (F10) and its version (F13).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {BusyError, MAX_QUEUED, ModesRunner, TimeoutError} from '../src/modes-runner';
import {manyBadGroups, SMALL_MODE} from './hostile-cases';
import {BIN, INITIALIZE, PACKAGE, RawStdio, requireBuild, runToEnd, startHandlerServer, validateLine} from './helpers';

const version = (JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as {version: string}).version;

beforeAll(() => requireBuild());

describe('F5: the stdio server on stdin end', {timeout: 20_000}, () => {
  it('answers a validate_modes call already sent, then exits with 0', async () => {
    const {lines, code} = await runToEnd(BIN, validateLine(1, SMALL_MODE));
    expect(code).toBe(0);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({id: 1, result: {content: [{text: expect.stringMatching(/^Valid/)}]}});
  });

  it('exits after the answers to a slow file and a small one, in whatever order they finish', async () => {
    const {lines, code} = await runToEnd(
      BIN,
      validateLine(1, manyBadGroups(3000)) + validateLine(2, SMALL_MODE),
      15_000,
    );
    expect(code).toBe(0);
    expect(lines.map((line) => (JSON.parse(line) as {id: number}).id).sort()).toEqual([1, 2]);
  });

  it('exits when stdin ends in the middle of a line, after a validator has started', async () => {
    const {code} = await runToEnd(BIN, `${validateLine(1, SMALL_MODE)}{"jsonrpc":"2.0","id":2,"meth`);
    expect(code).toBe(0);
  });
});

describe('F4: validate_modes calls in their own workers', () => {
  it('gives up only the call over the time limit; the call beside it is answered', async () => {
    // The source's runner with the bundled worker: the same pair the built server uses.
    const runner = new ModesRunner(pathToFileURL(path.join(PACKAGE, 'dist/validate-worker.js')), 1500);
    try {
      const slow = runner.validate(manyBadGroups(99_000)).then(
        () => 'answered',
        (error: unknown) => (error instanceof TimeoutError ? 'timed out' : String(error)),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const small = await runner.validate(SMALL_MODE);
      expect(small.ok).toBe(true);
      expect(await slow).toBe('timed out');
      // The worker that was given up is replaced: the next call is answered.
      expect((await runner.validate(SMALL_MODE)).ok).toBe(true);
    } finally {
      runner.close();
    }
  }, 20_000);

  it('refuses a call at once when the queue is full, rather than holding it without end', async () => {
    const runner = new ModesRunner(pathToFileURL(path.join(PACKAGE, 'dist/validate-worker.js')), 5000, 1);
    try {
      const queued = Array.from({length: MAX_QUEUED + 1}, () => runner.validate(SMALL_MODE).catch(() => undefined));
      await expect(runner.validate(SMALL_MODE)).rejects.toBeInstanceOf(BusyError);
      runner.close();
      await Promise.all(queued);
    } finally {
      runner.close();
    }
  });

  it('cuts the list of problems at 100 in the worker, and says how many there were', async () => {
    const runner = new ModesRunner(pathToFileURL(path.join(PACKAGE, 'dist/validate-worker.js')));
    try {
      const result = await runner.validate(manyBadGroups(500));
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.issues).toHaveLength(100);
      expect(result.issueCount).toBe(500);
    } finally {
      runner.close();
    }
  });
});

describe('F7: a body that stops arriving', () => {
  let server: {url: string; close: () => Promise<void>};
  beforeAll(async () => {
    server = await startHandlerServer({bodyTimeoutMs: 500});
  }, 30_000);
  afterAll(() => server?.close());

  it('is answered with 408 and the connection closed, after bodyTimeoutMs', async () => {
    const {port} = new URL(server.url);
    const started = performance.now();
    const {head, closedAfter} = await new Promise<{head: string; closedAfter: number}>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write(
          'POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
        ),
      );
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (data += chunk));
      socket.on('close', () => resolve({head: data.split('\r\n')[0]!, closedAfter: performance.now() - started}));
    });
    expect(head).toBe('HTTP/1.1 408 Request Timeout');
    expect(closedAfter).toBeLessThan(3000);
  });
});

describe('what the server says about itself', {timeout: 15_000}, () => {
  let server: RawStdio;
  beforeAll(() => {
    server = new RawStdio();
  });
  afterAll(() => server?.close());

  it('F10, F13: serverInfo.version is the package version, and no list is announced as changing', async () => {
    await server.send(INITIALIZE);
    const {result} = (await server.next()) as {
      result: {serverInfo: {version: string}; capabilities: Record<string, {listChanged?: boolean}>};
    };
    expect(result.serverInfo.version).toBe(version);
    expect(result.capabilities.tools?.listChanged).not.toBe(true);
    expect(result.capabilities.resources?.listChanged).not.toBe(true);
  });

  it('F13: --version prints the package version', async () => {
    const child = spawn(process.execPath, [BIN, '--version']);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => child.on('exit', resolve));
    expect(out.trim()).toBe(version);
  });
});
