import {describe, expect, it} from 'vitest';

import {lastUserText, replyFor, sseEvents} from '../src/script.js';

const body = (...messages: {role: string; content: unknown}[]) => ({model: 'scripted', messages});

describe('lastUserText', () => {
  it('reads the last user message, joining its text parts and skipping images', () => {
    const request = body(
      {role: 'system', content: 'You are Roo'},
      {role: 'user', content: 'first'},
      {role: 'assistant', content: 'ok'},
      {
        role: 'user',
        content: [
          {type: 'text', text: '[write_to_file for word_count.py] Result: saved'},
          {type: 'image_url', image_url: {url: 'data:'}},
          {type: 'text', text: '<environment_details>'},
        ],
      },
    );
    expect(lastUserText(request)).toBe('[write_to_file for word_count.py] Result: saved\n<environment_details>');
  });

  it('is empty for a body without messages', () => {
    expect(lastUserText({})).toBe('');
    expect(lastUserText(null)).toBe('');
  });
});

describe('replyFor', () => {
  const script = [{when: 'word_count.py', reply: 'one'}, {reply: 'two'}];

  it('answers each request with the next reply when its condition holds', () => {
    expect(replyFor(script, 0, body({role: 'user', content: 'create word_count.py'}))).toEqual({reply: 'one'});
    expect(replyFor(script, 1, body({role: 'user', content: 'anything'}))).toEqual({reply: 'two'});
  });

  it('refuses a request whose last user message lacks the expected text, quoting it', () => {
    const turn = replyFor(script, 0, body({role: 'user', content: 'something else'}));
    expect(turn).toEqual({error: expect.stringContaining('"something else"')});
  });

  it('refuses requests beyond the end of the script', () => {
    expect(replyFor(script, 2, body({role: 'user', content: 'x'}))).toEqual({
      error: 'the script has 2 replies; request 3 has none',
    });
  });
});

describe('sseEvents', () => {
  const parse = (events: string[]) =>
    events.map((e) => {
      expect(e.startsWith('data: ') && e.endsWith('\n\n')).toBe(true);
      const data = e.slice(6, -2);
      return data === '[DONE]' ? data : JSON.parse(data);
    });

  it('splits the text into pieces that add up to the reply, then finish, usage and the end marker', () => {
    const reply = 'abcdefghij';
    const events = parse(sseEvents(reply, {id: 'x', model: 'm', created: 1, promptTokens: 100, piece: 4}));
    const text = events
      .slice(0, 3)
      .map((e) => e.choices[0].delta.content)
      .join('');
    expect(text).toBe(reply);
    expect(events[0].choices[0].delta.role).toBe('assistant');
    expect(events[3].choices[0].finish_reason).toBe('stop');
    expect(events[4].usage).toEqual({prompt_tokens: 100, completion_tokens: 3, total_tokens: 103});
    expect(events[5]).toBe('[DONE]');
  });
});
