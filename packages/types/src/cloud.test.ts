import {describe, expect, it} from 'vitest';

import {
  extensionInstanceSchema,
  organizationCloudSettingsSchema,
  organizationDefaultSettingsSchema,
  organizationSettingsDefaults,
  organizationSettingsSchema,
  shareResponseSchema,
  userSettingsDataSchema,
} from './cloud';
import {issues} from './test-support/issues';

describe('organizationDefaultSettingsSchema', () => {
  const wholeAtLeastZero = [
    'maxOpenTabsContext',
    'maxWorkspaceFiles',
    'terminalCommandDelay',
    'terminalOutputLineLimit',
    'terminalShellIntegrationTimeout',
  ];

  it.each(wholeAtLeastZero)('accepts 0 and 25 for %s', (key) => {
    expect(issues(organizationDefaultSettingsSchema, {[key]: 0})).toEqual([]);
    expect(issues(organizationDefaultSettingsSchema, {[key]: 25})).toEqual([]);
  });

  it.each(wholeAtLeastZero)('rejects -1 and 2.5 for %s', (key) => {
    expect(issues(organizationDefaultSettingsSchema, {[key]: -1})).toEqual([
      `${key}: Number must be greater than or equal to 0`,
    ]);
    expect(issues(organizationDefaultSettingsSchema, {[key]: 2.5})).toEqual([
      `${key}: Expected integer, received float`,
    ]);
  });

  it('accepts -1 for maxReadFileLine (read whole files) and rejects -2', () => {
    expect(issues(organizationDefaultSettingsSchema, {maxReadFileLine: -1})).toEqual([]);
    expect(issues(organizationDefaultSettingsSchema, {maxReadFileLine: -2})).toEqual([
      'maxReadFileLine: Number must be greater than or equal to -1',
    ]);
  });

  it('keeps only the settings an organization may impose', () => {
    expect(Object.keys(organizationDefaultSettingsSchema.shape).sort()).toEqual([
      'enableCheckpoints',
      'fuzzyMatchThreshold',
      'maxOpenTabsContext',
      'maxReadFileLine',
      'maxWorkspaceFiles',
      'showRooIgnoredFiles',
      'terminalCommandDelay',
      'terminalCompressProgressBar',
      'terminalOutputLineLimit',
      'terminalShellIntegrationDisabled',
      'terminalShellIntegrationTimeout',
      'terminalZshClearEolMark',
    ]);
  });
});

describe('organizationCloudSettingsSchema', () => {
  it('accepts a share expiry of 1 or 30 days', () => {
    expect(issues(organizationCloudSettingsSchema, {taskShareExpirationDays: 1})).toEqual([]);
    expect(issues(organizationCloudSettingsSchema, {taskShareExpirationDays: 30})).toEqual([]);
  });

  it('rejects a share expiry of 0 days or a fraction of a day', () => {
    expect(issues(organizationCloudSettingsSchema, {taskShareExpirationDays: 0})).toEqual([
      'taskShareExpirationDays: Number must be greater than 0',
    ]);
    expect(issues(organizationCloudSettingsSchema, {taskShareExpirationDays: 1.5})).toEqual([
      'taskShareExpirationDays: Expected integer, received float',
    ]);
  });
});

describe('organizationSettingsSchema', () => {
  it('accepts the defaults of an organization without settings', () => {
    expect(organizationSettingsSchema.parse(organizationSettingsDefaults)).toEqual(organizationSettingsDefaults);
  });

  it('round-trips realistic organization settings', () => {
    const settings = {
      version: 4,
      cloudSettings: {
        recordTaskMessages: true,
        enableTaskSharing: false,
        taskShareExpirationDays: 7,
        allowMembersViewAllTasks: false,
      },
      defaultSettings: {maxOpenTabsContext: 10, maxReadFileLine: 500, enableCheckpoints: true},
      allowList: {
        allowAll: false,
        providers: {anthropic: {allowAll: false, models: ['claude-sonnet-4-20250514']}, roo: {allowAll: true}},
      },
      features: {roomoteControlEnabled: true},
      hiddenMcps: ['weather'],
      hideMarketplaceMcps: false,
      mcps: [
        {
          id: 'internal-docs',
          name: 'Internal docs',
          description: 'Search our wiki',
          url: 'https://example.com/mcp',
          content: '{"command":"docs-mcp"}',
        },
      ],
      providerProfiles: {shared: {id: 'p1', apiProvider: 'anthropic', apiModelId: 'claude-sonnet-4-20250514'}},
    };
    expect(organizationSettingsSchema.parse(settings)).toEqual(settings);
  });

  it('requires the version, default settings and allow list', () => {
    expect(issues(organizationSettingsSchema, {})).toEqual([
      'version: Required',
      'defaultSettings: Required',
      'allowList: Required',
    ]);
  });
});

describe('user settings, share result and remote instance', () => {
  it('round-trip realistic values', () => {
    const user = {
      features: {roomoteControlEnabled: true},
      settings: {extensionBridgeEnabled: true, taskSyncEnabled: false},
      version: 2,
    };
    expect(userSettingsDataSchema.parse(user)).toEqual(user);

    const share = {
      success: true,
      shareUrl: 'https://example.com/share/1',
      isNewShare: true,
      manageUrl: 'https://example.com/manage/1',
    };
    expect(shareResponseSchema.parse(share)).toEqual(share);
    expect(shareResponseSchema.parse({success: false, error: 'Sharing is off'})).toEqual({
      success: false,
      error: 'Sharing is off',
    });

    const instance = {
      instanceId: 'i1',
      userId: 'u1',
      workspacePath: '/home/me/project',
      appProperties: {
        appName: 'roo-code',
        appVersion: '3.28.10',
        vscodeVersion: '1.104.0',
        platform: 'linux',
        editorName: 'Visual Studio Code',
      },
      gitProperties: {repositoryUrl: 'https://example.com/repo.git', repositoryName: 'repo', defaultBranch: 'main'},
      lastHeartbeat: 1_758_000_000_000,
      task: {
        taskId: 't1',
        taskStatus: 'interactive',
        taskAsk: {ts: 2, type: 'ask', ask: 'command', text: 'npm test'},
        queuedMessages: [{timestamp: 3, id: 'q1', text: 'then lint'}],
        tokenUsage: {totalTokensIn: 1, totalTokensOut: 1, totalCost: 0, contextTokens: 2},
        task: 'Run the tests',
      },
      taskHistory: ['t0'],
      mode: 'code',
      modes: [{slug: 'code', name: 'Code'}],
      providerProfile: 'default',
      providerProfiles: [{name: 'default', provider: 'anthropic'}],
    };
    expect(extensionInstanceSchema.parse(instance)).toEqual(instance);
  });

  it('reads a heartbeat sent as text as a number', () => {
    const parsed = extensionInstanceSchema.shape.lastHeartbeat.parse('1758000000000');
    expect(parsed).toBe(1_758_000_000_000);
  });
});
