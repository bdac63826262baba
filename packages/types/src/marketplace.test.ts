import {describe, expect, it} from 'vitest';

import {
  installMarketplaceItemOptionsSchema,
  marketplaceItemSchema,
  mcpInstallationMethodSchema,
  mcpMarketplaceItemSchema,
  mcpParameterSchema,
  modeMarketplaceItemSchema,
} from './marketplace';
import {issues} from './test-support/issues';

const modeItem = {
  type: 'mode',
  id: 'test-writer',
  name: 'Test Writer',
  description: 'Writes unit tests before code.',
  author: 'Jane Doe',
  authorUrl: 'https://example.com/jane',
  tags: ['testing'],
  content:
    'customModes:\n  - slug: test-writer\n    name: Test Writer\n    roleDefinition: You write tests.\n    groups: [read, edit]\n',
};

const mcpItem = {
  type: 'mcp',
  id: 'weather',
  name: 'Weather',
  description: 'Forecasts by city.',
  url: 'https://example.com/weather-mcp',
  content: [
    {
      name: 'npx',
      content: '{"command":"npx","args":["-y","weather-mcp"],"env":{"WEATHER_KEY":"{{apiKey}}"}}',
      parameters: [{name: 'API key', key: 'apiKey', placeholder: 'wx-...', optional: false}],
      prerequisites: ['Node.js 20'],
    },
  ],
  parameters: [{name: 'Units', key: 'units', optional: true}],
};

describe('marketplaceItemSchema', () => {
  it('round-trips a mode item and an mcp item', () => {
    expect(marketplaceItemSchema.parse(modeItem)).toEqual(modeItem);
    expect(marketplaceItemSchema.parse(mcpItem)).toEqual(mcpItem);
  });

  it('accepts an mcp item whose content is a single JSON text', () => {
    expect(issues(marketplaceItemSchema, {...mcpItem, content: '{"command":"weather"}'})).toEqual([]);
  });

  it('rejects an empty name with "Name is required"', () => {
    expect(issues(modeMarketplaceItemSchema, {...modeItem, name: ''})).toEqual(['name: Name is required']);
  });

  it('accepts an author URL that is a URL', () => {
    expect(issues(modeMarketplaceItemSchema, {...modeItem, authorUrl: 'https://github.com/jane'})).toEqual([]);
  });

  it('rejects an author URL that is not a URL', () => {
    expect(issues(modeMarketplaceItemSchema, {...modeItem, authorUrl: 'jane at example'})).toEqual([
      'authorUrl: Author URL must be a valid URL',
    ]);
  });

  it("rejects an mcp item whose url is not a URL, with zod's message", () => {
    expect(issues(mcpMarketplaceItemSchema, {...mcpItem, url: 'weather-mcp'})).toEqual(['url: Invalid url']);
  });

  it('requires the url of an mcp item', () => {
    const {url: _url, ...withoutUrl} = mcpItem;
    expect(issues(mcpMarketplaceItemSchema, withoutUrl)).toEqual(['url: Required']);
  });

  it('rejects empty mode content', () => {
    expect(issues(modeMarketplaceItemSchema, {...modeItem, content: ''})).toEqual([
      'content: String must contain at least 1 character(s)',
    ]);
  });

  it('rejects empty installation-method content', () => {
    expect(issues(mcpInstallationMethodSchema, {name: 'npx', content: ''})).toEqual([
      'content: String must contain at least 1 character(s)',
    ]);
  });

  it("rejects an unknown type with zod's discriminator message", () => {
    expect(issues(marketplaceItemSchema, {...modeItem, type: 'theme'})).toEqual([
      "type: Invalid discriminator value. Expected 'mode' | 'mcp'",
    ]);
  });
});

describe('mcpParameterSchema', () => {
  it('defaults optional to false', () => {
    expect(mcpParameterSchema.parse({name: 'Token', key: 'token'})).toEqual({
      name: 'Token',
      key: 'token',
      optional: false,
    });
  });

  it('rejects an empty name and an empty key', () => {
    expect(issues(mcpParameterSchema, {name: '', key: ''})).toEqual([
      'name: String must contain at least 1 character(s)',
      'key: String must contain at least 1 character(s)',
    ]);
  });
});

describe('installMarketplaceItemOptionsSchema', () => {
  it('installs into the project unless told otherwise', () => {
    expect(installMarketplaceItemOptionsSchema.parse({})).toEqual({target: 'project'});
    expect(installMarketplaceItemOptionsSchema.parse({target: 'global', parameters: {apiKey: 'x'}})).toEqual({
      target: 'global',
      parameters: {apiKey: 'x'},
    });
  });

  it('rejects another target', () => {
    expect(issues(installMarketplaceItemOptionsSchema, {target: 'workspace'})).toEqual([
      "target: Invalid enum value. Expected 'global' | 'project', received 'workspace'",
    ]);
  });
});
