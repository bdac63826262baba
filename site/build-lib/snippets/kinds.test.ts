import {describe, expect, it} from 'vitest';
import {stripJsonComments} from './jsonc';
import {classify, lookalikeKind} from './kinds';
import {parseCodeMeta} from './meta';

describe('parseCodeMeta', () => {
  it('reads quoted, single-quoted, bare and valueless attributes', () => {
    expect(parseCodeMeta(`title=".roo/mcp.json" check=mcp nocheck='one entry' showLineNumbers`)).toEqual({
      title: '.roo/mcp.json',
      check: 'mcp',
      nocheck: 'one entry',
      showLineNumbers: '',
    });
    expect(parseCodeMeta(null)).toEqual({});
  });
});

describe('classify', () => {
  it.each([
    ['title=".roomodes"', 'roomodes'],
    ['title="settings.json (VS Code)"', 'vscode-settings'],
    ['title="~/.roo/mcp.json"', 'mcp'],
    ['title="custom_modes.yaml"', 'roomodes'],
    ['title=".roo/mcp.json"', 'mcp'],
    ['title="mcp_settings.json"', 'mcp'],
    ['title=".vscode/settings.json"', 'vscode-settings'],
    ['title="keybindings.json"', 'keybindings'],
    ['title="mdm.json"', 'mdm'],
    ['check="organization-settings"', 'organization-settings'],
  ])('takes the kind of %s', (meta, kind) => {
    expect(classify(meta)).toEqual({status: 'kind', kind});
  });

  it('skips a block with a reason, and refuses an empty reason or an unknown kind', () => {
    expect(classify('title=".roomodes" nocheck="one mode of the list"')).toEqual({
      status: 'skipped',
      reason: 'one mode of the list',
    });
    expect(classify('nocheck=""').status).toBe('bad-meta');
    expect(classify('nocheck').status).toBe('bad-meta');
    expect(classify('check="modes"').status).toBe('bad-meta');
  });

  it('leaves a block with another title or none unlabelled', () => {
    expect(classify('title="package.json"')).toEqual({status: 'unlabelled'});
    expect(classify(undefined)).toEqual({status: 'unlabelled'});
  });
});

describe('lookalikeKind', () => {
  it('recognises each file by its telling top-level key, in JSON with comments or YAML', () => {
    expect(lookalikeKind('{\n  // servers\n  "mcpServers": {},\n}')).toBe('mcp');
    expect(lookalikeKind('customModes:\n  - slug: a', 'yaml')).toBe('roomodes');
    expect(lookalikeKind('{"roo-cline.allowedCommands": []}')).toBe('vscode-settings');
    expect(lookalikeKind('[{"key": "ctrl+y", "command": "roo-cline.addToContext"}]')).toBe('keybindings');
    expect(lookalikeKind('{"requireCloudAuth": true}')).toBe('mdm');
  });

  it('does not claim other JSON or YAML, or text that does not parse', () => {
    expect(lookalikeKind('{"name": "x", "version": "1.0.0"}')).toBeUndefined();
    expect(lookalikeKind('"mcpServers": {')).toBeUndefined();
    expect(lookalikeKind('- read\n- edit', 'yaml')).toBeUndefined();
    expect(lookalikeKind('customModes:\n  - slug: a', 'json')).toBeUndefined();
  });
});

describe('stripJsonComments', () => {
  it('drops comments and trailing commas but not // inside strings', () => {
    expect(JSON.parse(stripJsonComments('{"url": "https://x", /* a */ "b": [1,],}'))).toEqual({
      url: 'https://x',
      b: [1],
    });
  });
});
