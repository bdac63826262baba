/**
 * The stdio transport, line by line as the SDK's, but a line over MAX_MESSAGE_BYTES is skipped up to its newline
 * and answered with an error instead of closing the transport (the SDK's reader throws past 10 MiB and the process
 * then ends with every request in flight), and a line that is not a JSON-RPC message gets an error reply.
 * Every answer goes through boundAnswer, so no line a client reads passes MAX_ANSWER_BYTES (the SDK's client
 * drops the connection at 10 MiB). When stdin ends (the MCP stdio shutdown), the requests already read are still
 * answered, and only then does the transport close.
 */
import type {Readable, Writable} from 'node:stream';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import type {JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';
import {boundAnswer} from './bounds';
import {MAX_MESSAGE_BYTES, readMessage, tooLargeReply, type ErrorReply} from './messages';

const NEWLINE = 0x0a;

export class GuardedStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private pieces: Buffer[] = [];
  private size = 0;
  /** True while the rest of an oversize line is being thrown away. */
  private skipping = false;
  private closed = false;
  /** Ids of the requests read and not yet answered; stdin's end waits for them. */
  private inFlight = new Set<string | number>();
  private ended = false;

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
    private readonly maxBytes = MAX_MESSAGE_BYTES,
    /** The server's tool names, for readMessage's early check of tools/call. */
    private readonly tools?: readonly string[],
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('error', this.onError);
  }

  private onData = (chunk: Buffer | string) => {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let start = 0;
    while (start < data.length) {
      const newline = data.indexOf(NEWLINE, start);
      const piece = data.subarray(start, newline === -1 ? data.length : newline);
      if (!this.skipping) {
        if (this.size + piece.length > this.maxBytes) {
          this.skipping = true;
          this.pieces = [];
          this.size = 0;
        } else if (piece.length > 0) {
          this.pieces.push(piece);
          this.size += piece.length;
        }
      }
      if (newline === -1) return;
      start = newline + 1;
      if (this.skipping) {
        this.skipping = false;
        void this.write(tooLargeReply());
        continue;
      }
      const line = Buffer.concat(this.pieces, this.size).toString('utf8').replace(/\r$/, '');
      this.pieces = [];
      this.size = 0;
      if (line.trim() !== '') this.onLine(line);
    }
  };

  private onLine(line: string) {
    const read = readMessage(line, {tools: this.tools});
    if (read.ok) {
      if ('method' in read.message && 'id' in read.message) this.inFlight.add(read.message.id);
      this.onmessage?.(read.message);
    } else {
      this.onerror?.(new Error(read.reply.error.message));
      void this.write(read.reply);
    }
  }

  /** The client is done asking: answer what it asked, then close (the process can then exit). */
  private onEnd = () => {
    this.ended = true;
    this.input.off('data', this.onData);
    if (this.inFlight.size === 0) void this.close();
  };
  private onError = (error: Error) => this.onerror?.(error);

  private write(message: JSONRPCMessage | ErrorReply): Promise<void> {
    if (this.closed) return Promise.resolve();
    const line = `${boundAnswer(message).text}\n`;
    return new Promise((resolve) => {
      if (this.output.write(line)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async send(message: JSONRPCMessage): Promise<void> {
    await this.write(message);
    if (('result' in message || 'error' in message) && message.id !== undefined && this.inFlight.delete(message.id)) {
      if (this.ended && this.inFlight.size === 0) await this.close();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('error', this.onError);
    this.input.pause();
    this.pieces = [];
    this.onclose?.();
  }
}
