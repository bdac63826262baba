import {describe, expect, it} from 'vitest';

import {
  rooCodeTelemetryEventSchema,
  telemetryEventNames,
  telemetryPropertiesSchema,
  telemetrySettings,
  telemetrySettingSchema,
} from './telemetry';
import {issues} from './test-support/issues';

const properties = {
  appName: 'roo-code',
  appVersion: '3.28.10',
  vscodeVersion: '1.104.0',
  platform: 'win32',
  editorName: 'Visual Studio Code',
  language: 'en',
  mode: 'code',
  cloudIsAuthenticated: false,
  taskId: 't1',
  apiProvider: 'openrouter',
  modelId: 'anthropic/claude-sonnet-4',
  diffStrategy: 'multi-search-and-replace',
  isSubtask: false,
  todos: {total: 3, completed: 1, inProgress: 1, pending: 1},
  repositoryName: 'repo',
  defaultBranch: 'main',
};

describe('telemetry', () => {
  it('knows unset, enabled and disabled', () => {
    expect(telemetrySettings).toEqual(['unset', 'enabled', 'disabled']);
    expect(issues(telemetrySettingSchema, 'off')).toEqual([
      ": Invalid enum value. Expected 'unset' | 'enabled' | 'disabled', received 'off'",
    ]);
  });

  it('names the five error events', () => {
    expect(telemetryEventNames.slice(-5)).toEqual([
      'Schema Validation Error',
      'Diff Application Error',
      'Shell Integration Error',
      'Consecutive Mistake Error',
      'Code Index Error',
    ]);
  });

  it('round-trips the properties and an LLM completion event', () => {
    expect(telemetryPropertiesSchema.parse(properties)).toEqual(properties);
    const event = {
      type: 'LLM Completion',
      properties: {...properties, inputTokens: 1200, outputTokens: 300, cacheReadTokens: 1000, cost: 0.004},
    };
    expect(rooCodeTelemetryEventSchema.parse(event)).toEqual(event);
  });

  it('round-trips a settings change and a plain event', () => {
    const change = {
      type: 'Telemetry Settings Changed',
      properties: {...properties, previousSetting: 'unset', newSetting: 'enabled'},
    };
    expect(rooCodeTelemetryEventSchema.parse(change)).toEqual(change);
    expect(rooCodeTelemetryEventSchema.parse({type: 'Task Created', properties})).toEqual({
      type: 'Task Created',
      properties,
    });
  });
});
