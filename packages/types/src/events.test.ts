import {describe, expect, it} from 'vitest';

import {rooCodeEventNames, taskEventSchema} from './events';
import {issues} from './test-support/issues';

const usage = {totalTokensIn: 10, totalTokensOut: 5, totalCost: 0.01, contextTokens: 15};

describe('taskEventSchema', () => {
  it('lists every event name, evaluation verdicts included', () => {
    expect(rooCodeEventNames).toHaveLength(23);
    expect(rooCodeEventNames).toEqual(
      expect.arrayContaining(['taskCreated', 'taskToolFailed', 'providerProfileChanged', 'evalPass', 'evalFail']),
    );
  });

  it.each([
    {eventName: 'taskCreated', payload: ['t1']},
    {eventName: 'taskStarted', payload: ['t1'], taskId: 7},
    {eventName: 'taskCompleted', payload: ['t1', usage, {read_file: {attempts: 3, failures: 0}}, {isSubtask: false}]},
    {eventName: 'taskSpawned', payload: ['t1', 't2']},
    {
      eventName: 'message',
      payload: [{taskId: 't1', action: 'created', message: {ts: 1, type: 'say', say: 'text', text: 'Hi'}}],
    },
    {eventName: 'taskModeSwitched', payload: ['t1', 'debug']},
    {eventName: 'taskToolFailed', payload: ['t1', 'apply_diff', 'No match found']},
    {eventName: 'taskTokenUsageUpdated', payload: ['t1', usage]},
    {eventName: 'evalPass', payload: undefined, taskId: 3},
    {eventName: 'evalFail', payload: undefined, taskId: 4},
  ])('round-trips $eventName', (event) => {
    expect(taskEventSchema.parse(event)).toEqual(event);
  });

  it('requires a task id on evaluation verdicts', () => {
    expect(issues(taskEventSchema, {eventName: 'evalPass'})).toEqual(['taskId: Required']);
  });

  it('rejects a failed-tool event naming an unknown tool', () => {
    expect(issues(taskEventSchema, {eventName: 'taskToolFailed', payload: ['t1', 'delete_file', 'x']})[0]).toMatch(
      /^payload\.1: Invalid enum value\./,
    );
  });
});
