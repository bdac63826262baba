import {describe, expect, it} from 'vitest';

import {
  clientMessageSchema,
  instanceEventSchema,
  ipcMessageSchema,
  serverMessageSchema,
  taskCommandSchema,
  taskPageEventSchema,
} from './remote-control';
import {issues} from './test-support/issues';

const instance = {
  instanceId: 'i1',
  userId: 'u1',
  workspacePath: '/w',
  appProperties: {
    appName: 'roo-code',
    appVersion: '3.28.10',
    vscodeVersion: '1.104.0',
    platform: 'darwin',
    editorName: 'Cursor',
  },
  lastHeartbeat: 1,
  task: {taskId: 't1', taskStatus: 'running'},
  taskHistory: [],
};

describe('clientMessageSchema', () => {
  it.each([
    {
      type: 'start_task',
      instanceId: 'i1',
      payload: {text: 'Add a README', mode: 'code', providerProfile: 'work'},
      timestamp: 1,
    },
    {type: 'stop_task', instanceId: 'i1', payload: {taskId: 't1'}, timestamp: 2},
    {type: 'resume_task', instanceId: 'i1', payload: {taskId: 't1'}, timestamp: 3},
    {type: 'message', taskId: 't1', payload: {text: 'Use tabs', images: []}, timestamp: 4},
    {type: 'approve_ask', taskId: 't1', payload: {}, timestamp: 5},
    {type: 'deny_ask', taskId: 't1', payload: {text: 'Not that file'}, timestamp: 6},
  ])('round-trips $type', (message) => {
    expect(clientMessageSchema.parse(message)).toEqual(message);
  });

  it('rejects a start_task without text', () => {
    expect(
      issues(clientMessageSchema, {type: 'start_task', instanceId: 'i1', payload: {}, timestamp: 1}).length,
    ).toBeGreaterThan(0);
  });
});

describe('taskCommandSchema', () => {
  it('round-trips the four commands of the automation channel', () => {
    for (const command of [
      {
        commandName: 'StartNewTask',
        data: {configuration: {apiProvider: 'anthropic', mode: 'code'}, text: 'Hello', newTab: true},
      },
      {commandName: 'CancelTask', data: 't1'},
      {commandName: 'CloseTask', data: 't1'},
      {commandName: 'ResumeTask', data: 't1'},
    ]) {
      expect(taskCommandSchema.parse(command)).toEqual(command);
    }
  });

  it('rejects an unknown command with the discriminator message', () => {
    expect(issues(taskCommandSchema, {commandName: 'PauseTask', data: 't1'})).toEqual([
      "commandName: Invalid discriminator value. Expected 'StartNewTask' | 'CancelTask' | 'CloseTask' | 'ResumeTask'",
    ]);
  });
});

describe('server messages and relayed events', () => {
  it('round-trips an Ack and a relayed task event', () => {
    const ack = {type: 'Ack', origin: 'server', data: {clientId: 'c1', pid: 100, ppid: 1}};
    const event = {
      type: 'TaskEvent',
      origin: 'server',
      relayClientId: 'c1',
      data: {eventName: 'taskStarted', payload: ['t1']},
    };
    expect(serverMessageSchema.parse(ack)).toEqual(ack);
    expect(serverMessageSchema.parse(event)).toEqual(event);
    const command = {
      type: 'TaskCommand',
      origin: 'client',
      clientId: 'c1',
      data: {commandName: 'CancelTask', data: 't1'},
    };
    expect(ipcMessageSchema.parse(command)).toEqual(command);
    expect(serverMessageSchema.safeParse(command).success).toBe(false);
  });

  it('round-trips instance events, with mode and profile where they carry them', () => {
    for (const event of [
      {type: 'instance_registered', instance, timestamp: 1},
      {type: 'heartbeat_updated', instance, timestamp: 2},
      {type: 'taskCompleted', instance, timestamp: 3},
      {type: 'modeChanged', instance, mode: 'debug', timestamp: 4},
      {type: 'providerProfileChanged', instance, providerProfile: {name: 'work', provider: 'bedrock'}, timestamp: 5},
    ]) {
      expect(instanceEventSchema.parse(event)).toEqual(event);
    }
  });

  it('round-trips the three events relayed to a task page', () => {
    for (const event of [
      {type: 'message', taskId: 't1', action: 'updated', message: {ts: 1, type: 'say', say: 'text', text: 'Done'}},
      {type: 'taskModeSwitched', taskId: 't1', mode: 'ask'},
      {type: 'taskInteractive', taskId: 't1'},
    ]) {
      expect(taskPageEventSchema.parse(event)).toEqual(event);
    }
  });
});
