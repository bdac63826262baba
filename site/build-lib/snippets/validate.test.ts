import {describe, expect, it} from 'vitest';
import {snippetProblems} from './validate';

describe('snippetProblems', () => {
  it('checks a modes file and requires its customModes list', () => {
    const mode = 'slug: docs\nname: Docs\nroleDefinition: Writes docs.\ngroups: [read]';
    expect(snippetProblems('roomodes', `customModes:\n  - ${mode.replace(/\n/g, '\n    ')}`, 'yaml')).toEqual([]);
    expect(snippetProblems('roomodes', mode, 'yaml')).toEqual([
      '(root): a modes file has a top-level customModes list',
    ]);
    expect(snippetProblems('roomodes', '{"customModes": [{"slug": "a b"}]}', 'json').length).toBeGreaterThan(0);
  });

  it('checks an MCP file, warnings included', () => {
    expect(snippetProblems('mcp', '{"mcpServers": {"a": {"command": "npx"}}}', 'json')).toEqual([]);
    expect(
      snippetProblems('mcp', '{"mcpServers": {"a": {"type": "http", "url": "https://x/mcp"}}}', 'json'),
    ).toHaveLength(1);
    expect(
      snippetProblems('mcp', '{"mcpServers": {"a": {"type": "sse", "url": "https://x/sse/"}}}', 'json')[0],
    ).toContain('(warning)');
  });

  it("checks Roo Code's settings keys, types and enums in settings.json, and leaves VS Code's own keys alone", () => {
    expect(
      snippetProblems(
        'vscode-settings',
        '{\n  // mine\n  "roo-cline.allowedCommands": ["npm test"],\n  "editor.fontSize": 14,\n}',
        'jsonc',
      ),
    ).toEqual([]);
    expect(snippetProblems('vscode-settings', '{"roo-cline.noSuchSetting": true}', 'json')[0]).toContain(
      'no such setting',
    );
    expect(snippetProblems('vscode-settings', '{"roo-cline.allowedCommands": "npm test"}', 'json')[0]).toContain(
      'expected array',
    );
  });

  it('checks command ids in keybindings.json, a removal (-id) included', () => {
    expect(snippetProblems('keybindings', '[{"key": "ctrl+y", "command": "-roo-cline.addToContext"}]', 'json')).toEqual(
      [],
    );
    expect(snippetProblems('keybindings', '[{"key": "ctrl+y", "command": "roo-cline.newChat"}]', 'json')[0]).toContain(
      'no command roo-cline.newChat',
    );
    expect(snippetProblems('keybindings', '[{"command": "workbench.action.files.save"}]', 'json')[0]).toContain('.key');
  });

  it('checks mdm.json, exported settings and organization settings against their schemas', () => {
    expect(snippetProblems('mdm', '{"requireCloudAuth": true, "organizationId": "org_1"}', 'json')).toEqual([]);
    expect(snippetProblems('mdm', '{"requireCloudAuth": "yes"}', 'json')).toHaveLength(1);
    expect(snippetProblems('settings-export', '{"globalSettings": {}}', 'json')[0]).toContain('providerProfiles');
    expect(
      snippetProblems(
        'settings-export',
        '{"providerProfiles": {"currentApiConfigName": "a", "apiConfigs": {"a": {}}}}',
        'json',
      ),
    ).toEqual([]);
    expect(snippetProblems('organization-settings', '{"version": 1}', 'json').length).toBeGreaterThan(0);
  });
});
