// The scripted model's replay: which written reply answers a request, and the SSE chunks that carry it. Pure, so the
// tests need no server; model.ts puts it behind an OpenAI-compatible endpoint.

export interface ScriptedReply {
  /**
   * Text the request's last user message must contain (the tool result of the previous step, say). When the real
   * extension drifts from the story, the run stops here instead of replying out of turn.
   */
  when?: string;
  /** The assistant's whole reply. Roo Code 3.28.10 reads tool calls as XML in the text (`<write_to_file>…`). */
  reply: string;
}

type ContentPart = {type?: string; text?: string};
interface ChatMessage {
  role?: string;
  content?: string | ContentPart[] | null;
}

/** The text of the last user message of a chat-completions request body (parts joined by newlines). */
export function lastUserText(body: unknown): string {
  const messages = (body as {messages?: ChatMessage[]} | null)?.messages;
  if (!Array.isArray(messages)) return '';
  const last = [...messages].reverse().find((m) => m.role === 'user');
  if (!last?.content) return '';
  if (typeof last.content === 'string') return last.content;
  return last.content
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text)
    .join('\n');
}

export type Turn = {reply: string} | {error: string};

/** The reply for the request that arrives as number `index` (0-based), or why the script cannot answer it. */
export function replyFor(script: readonly ScriptedReply[], index: number, body: unknown): Turn {
  const step = script[index];
  if (!step) return {error: `the script has ${script.length} replies; request ${index + 1} has none`};
  if (step.when !== undefined) {
    const text = lastUserText(body);
    if (!text.includes(step.when)) {
      return {
        error:
          `request ${index + 1} should contain ${JSON.stringify(step.when)}; its last user message starts ` +
          JSON.stringify(text.slice(0, 160)),
      };
    }
  }
  return {reply: step.reply};
}

/**
 * The reply as an OpenAI chat-completions stream: the text in pieces of at most `piece` characters, then the chunk
 * with the finish reason, a usage chunk (the extension shows tokens in the task header) and the end marker.
 */
export function sseEvents(
  reply: string,
  opts: {id: string; model: string; created: number; promptTokens: number; piece?: number},
): string[] {
  const piece = opts.piece ?? 400;
  const base = {id: opts.id, object: 'chat.completion.chunk', created: opts.created, model: opts.model};
  const events: unknown[] = [];
  for (let at = 0; at < reply.length; at += piece) {
    const delta =
      at === 0 ? {role: 'assistant', content: reply.slice(at, at + piece)} : {content: reply.slice(at, at + piece)};
    events.push({...base, choices: [{index: 0, delta, finish_reason: null}]});
  }
  events.push({...base, choices: [{index: 0, delta: {}, finish_reason: 'stop'}]});
  const completionTokens = Math.ceil(reply.length / 4);
  events.push({
    ...base,
    choices: [],
    usage: {
      prompt_tokens: opts.promptTokens,
      completion_tokens: completionTokens,
      total_tokens: opts.promptTokens + completionTokens,
    },
  });
  return [...events.map((e) => `data: ${JSON.stringify(e)}\n\n`), 'data: [DONE]\n\n'];
}
