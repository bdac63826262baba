// Small definitions without rules of their own: each one round-trips a realistic value and lists its values.
import {describe, expect, it} from 'vitest';

import {experimentDefaults, experimentIds, experimentsSchema} from './experiment';
import {followUpDataSchema} from './followup';
import {historyItemSchema} from './history';
import {mcpExecutionStatusSchema} from './mcp';
import {taskMetadataSchema, taskStatuses} from './task';
import {commandExecutionStatusSchema} from './terminal';
import {todoItemSchema, todoStatuses} from './todo';
import {languages, vsCodeLmEntrySchema} from './vscode';
import {issues} from './test-support/issues';

describe('historyItemSchema', () => {
  it('round-trips a subtask history entry', () => {
    const item = {
      id: 't2',
      rootTaskId: 't1',
      parentTaskId: 't1',
      number: 2,
      ts: 1_758_000_000_000,
      task: 'Write the tests',
      tokensIn: 1000,
      tokensOut: 200,
      cacheWrites: 800,
      cacheReads: 5000,
      totalCost: 0.05,
      size: 20_480,
      workspace: '/home/me/project',
      mode: 'code',
    };
    expect(historyItemSchema.parse(item)).toEqual(item);
  });
});

describe('todoItemSchema', () => {
  it('knows pending, in_progress and completed', () => {
    expect(todoStatuses).toEqual(['pending', 'in_progress', 'completed']);
    const item = {id: '1', content: 'Add tests', status: 'in_progress'};
    expect(todoItemSchema.parse(item)).toEqual(item);
    expect(issues(todoItemSchema, {...item, status: 'done'})).toEqual([
      "status: Invalid enum value. Expected 'pending' | 'in_progress' | 'completed', received 'done'",
    ]);
  });
});

describe('followUpDataSchema', () => {
  it('round-trips a question with suggestions, one switching mode', () => {
    const data = {
      question: 'Which database?',
      suggest: [{answer: 'PostgreSQL'}, {answer: 'Plan it first', mode: 'architect'}],
    };
    expect(followUpDataSchema.parse(data)).toEqual(data);
  });
});

describe('experimentsSchema', () => {
  it('lists five experiments, all off by default, each described', () => {
    expect(experimentIds).toEqual([
      'powerSteering',
      'multiFileApplyDiff',
      'preventFocusDisruption',
      'imageGeneration',
      'runSlashCommand',
    ]);
    expect(Object.values(experimentDefaults).every((on) => on === false)).toBe(true);
    for (const id of experimentIds) expect(experimentsSchema.shape[id].description).toBeTruthy();
    expect(experimentsSchema.parse({imageGeneration: true})).toEqual({imageGeneration: true});
  });
});

describe('languages and VS Code models', () => {
  it('lists the 18 interface languages', () => {
    expect(languages).toEqual([
      'ca',
      'de',
      'en',
      'es',
      'fr',
      'hi',
      'id',
      'it',
      'ja',
      'ko',
      'nl',
      'pl',
      'pt-BR',
      'ru',
      'tr',
      'vi',
      'zh-CN',
      'zh-TW',
    ]);
  });

  it('round-trips a VS Code language-model entry', () => {
    const entry = {
      family: 'gpt-4o',
      version: 'gpt-4o-2024-11-20',
      name: 'GPT-4o',
      supportsToolCalling: true,
      maxInputTokens: 63_827,
    };
    expect(vsCodeLmEntrySchema.parse(entry)).toEqual(entry);
  });
});

describe('execution statuses', () => {
  it('round-trips every shell command state', () => {
    for (const status of [
      {executionId: 'e1', status: 'started', pid: 42, command: 'npm test'},
      {executionId: 'e1', status: 'output', output: 'PASS'},
      {executionId: 'e1', status: 'exited', exitCode: 0},
      {executionId: 'e1', status: 'fallback'},
      {executionId: 'e1', status: 'timeout'},
    ]) {
      expect(commandExecutionStatusSchema.parse(status)).toEqual(status);
    }
  });

  it('round-trips every MCP tool state', () => {
    for (const status of [
      {executionId: 'm1', status: 'started', serverName: 'weather', toolName: 'forecast'},
      {executionId: 'm1', status: 'output', response: 'partial'},
      {executionId: 'm1', status: 'completed', response: 'Sunny'},
      {executionId: 'm1', status: 'error', error: 'Timed out'},
    ]) {
      expect(mcpExecutionStatusSchema.parse(status)).toEqual(status);
    }
  });

  it('knows the five task run states and task metadata', () => {
    expect(taskStatuses).toEqual(['running', 'interactive', 'resumable', 'idle', 'none']);
    expect(taskMetadataSchema.parse({task: 'Fix the build', images: []})).toEqual({task: 'Fix the build', images: []});
  });
});
