import {describe, expect, it} from 'vitest';

import {clineAsks, clineMessageSchema, clineSays, queuedMessageSchema, tokenUsageSchema} from './message';
import {issues} from './test-support/issues';

describe('clineMessageSchema', () => {
  it('lists the 12 ask kinds and 26 say kinds', () => {
    expect(clineAsks).toEqual([
      'followup',
      'command',
      'command_output',
      'completion_result',
      'tool',
      'api_req_failed',
      'resume_task',
      'resume_completed_task',
      'mistake_limit_reached',
      'browser_action_launch',
      'use_mcp_server',
      'auto_approval_max_req_reached',
    ]);
    expect(clineSays).toHaveLength(26);
    expect(clineSays).toContain('condense_context_error');
    expect(clineSays).toContain('user_edit_todos');
  });

  it('round-trips a say message with every optional field', () => {
    const message = {
      ts: 1_758_000_000_000,
      type: 'say',
      say: 'condense_context',
      text: 'Context condensed',
      images: ['data:image/png;base64,AAAA'],
      partial: false,
      reasoning: 'The context was nearly full.',
      conversationHistoryIndex: 12,
      checkpoint: {hash: 'abc123'},
      progressStatus: {icon: 'sync', text: 'Condensing'},
      contextCondense: {cost: 0.012, prevContextTokens: 150_000, newContextTokens: 20_000, summary: 'Summary…'},
      isProtected: true,
      apiProtocol: 'anthropic',
      isAnswered: true,
      metadata: {gpt5: {previous_response_id: 'resp_1', instructions: 'Be brief', reasoning_summary: 'Short'}},
    };
    expect(clineMessageSchema.parse(message)).toEqual(message);
  });

  it('round-trips an ask message', () => {
    const message = {ts: 1, type: 'ask', ask: 'followup', text: '{"question":"Which file?"}'};
    expect(clineMessageSchema.parse(message)).toEqual(message);
  });

  it('rejects an unknown say kind and a missing timestamp', () => {
    expect(issues(clineMessageSchema, {ts: 1, type: 'say', say: 'shout'})[0]).toMatch(
      /^say: Invalid enum value\. Expected 'error' \| 'api_req_started'.*received 'shout'$/,
    );
    expect(issues(clineMessageSchema, {type: 'say'})).toEqual(['ts: Required']);
  });

  it('accepts only the openai and anthropic protocols', () => {
    expect(issues(clineMessageSchema, {ts: 1, type: 'say', apiProtocol: 'gemini'})).toEqual([
      "apiProtocol: Invalid enum value. Expected 'openai' | 'anthropic', received 'gemini'",
    ]);
  });
});

describe('tokenUsageSchema and queuedMessageSchema', () => {
  it('round-trip realistic values', () => {
    const usage = {
      totalTokensIn: 12_000,
      totalTokensOut: 3_400,
      totalCacheWrites: 9_000,
      totalCacheReads: 40_000,
      totalCost: 0.42,
      contextTokens: 52_000,
    };
    expect(tokenUsageSchema.parse(usage)).toEqual(usage);
    const queued = {timestamp: 1_758_000_000_000, id: 'q1', text: 'Also update the README', images: []};
    expect(queuedMessageSchema.parse(queued)).toEqual(queued);
  });
});
