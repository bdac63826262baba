// The scripted model: an OpenAI-compatible endpoint on 127.0.0.1 that answers each chat request with the next reply
// of a written script, so the real extension runs its real flow with no provider behind it.
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

import {replyFor, sseEvents, type ScriptedReply} from './script.js';

export const MODEL_ID = 'scripted';
/** Fixed so the task header's token figures are the same on every run (the real prompt holds the clock). */
const PROMPT_TOKENS = 12_480;
const CREATED = 1759233600; // 2025-09-30 12:00 UTC

export interface ScriptedModel {
  baseUrl: string;
  /** Requests answered so far. */
  served: () => number;
  /** What went wrong: a request the script could not answer, or an unknown route. Empty when all went to plan. */
  problems: string[];
  close: () => Promise<void>;
}

export async function startScriptedModel(script: readonly ScriptedReply[]): Promise<ScriptedModel> {
  let index = 0;
  const problems: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '';
      if (req.method === 'GET' && url.endsWith('/models')) {
        res.writeHead(200, {'content-type': 'application/json'});
        res.end(JSON.stringify({object: 'list', data: [{id: MODEL_ID, object: 'model', owned_by: 'docs'}]}));
        return;
      }
      if (req.method !== 'POST' || !url.endsWith('/chat/completions')) {
        problems.push(`unexpected request ${req.method} ${url}`);
        res.writeHead(404).end();
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        problems.push(`request ${index + 1} is not JSON`);
      }
      const turn = replyFor(script, index, body);
      index += 1;
      if ('error' in turn) {
        problems.push(turn.error);
        res.writeHead(500, {'content-type': 'application/json'});
        res.end(JSON.stringify({error: {message: `scripted model: ${turn.error}`}}));
        return;
      }
      res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache'});
      const events = sseEvents(turn.reply, {
        id: `chatcmpl-docs-${index}`,
        model: MODEL_ID,
        created: CREATED,
        promptTokens: PROMPT_TOKENS,
      });
      for (const event of events) res.write(event);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    served: () => index,
    problems,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
