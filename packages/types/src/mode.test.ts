import {describe, expect, it} from 'vitest';

import {
  customModePromptsSchema,
  customSupportPromptsSchema,
  groupEntrySchema,
  modeConfigSchema,
  roomodesFileSchema,
} from './mode';
import {issues} from './test-support/issues';

const translator = {
  slug: 'translate',
  name: '🌐 Translate',
  roleDefinition: 'You are a translator who keeps the locale files in step.',
  whenToUse: 'Use for editing translation files.',
  description: 'Edits locale files',
  customInstructions: 'Keep placeholders intact.',
  groups: ['read', ['edit', {fileRegex: '(.*\\.json$|.*\\.md$)', description: 'Locale and Markdown files'}], 'command'],
  source: 'project',
};

describe('modeConfigSchema', () => {
  it('accepts a realistic mode and returns it unchanged', () => {
    expect(modeConfigSchema.parse(translator)).toEqual(translator);
  });

  it('accepts a slug of letters, digits and dashes', () => {
    expect(issues(modeConfigSchema, {...translator, slug: 'docs-writer-2'})).toEqual([]);
  });

  it('rejects a slug with spaces, with the slug message', () => {
    expect(issues(modeConfigSchema, {...translator, slug: 'docs writer'})).toEqual([
      'slug: Slug must contain only letters numbers and dashes',
    ]);
  });

  it('rejects a slug with an underscore, with the slug message', () => {
    expect(issues(modeConfigSchema, {...translator, slug: 'docs_writer'})).toEqual([
      'slug: Slug must contain only letters numbers and dashes',
    ]);
  });

  it('rejects an empty name with "Name is required"', () => {
    expect(issues(modeConfigSchema, {...translator, name: ''})).toEqual(['name: Name is required']);
  });

  it('rejects an empty role definition with "Role definition is required"', () => {
    expect(issues(modeConfigSchema, {...translator, roleDefinition: ''})).toEqual([
      'roleDefinition: Role definition is required',
    ]);
  });

  it('reports a missing name with zod\'s "Required"', () => {
    const {name: _name, ...withoutName} = translator;
    expect(issues(modeConfigSchema, withoutName)).toEqual(['name: Required']);
  });

  it('reports a name of the wrong type with "Expected string, received number"', () => {
    expect(issues(modeConfigSchema, {...translator, name: 42})).toEqual(['name: Expected string, received number']);
  });

  it('accepts a valid file pattern', () => {
    expect(issues(modeConfigSchema, {...translator, groups: [['edit', {fileRegex: '\\.tsx?$'}]]})).toEqual([]);
  });

  it('rejects a file pattern that is not a regular expression', () => {
    expect(issues(modeConfigSchema, {...translator, groups: [['edit', {fileRegex: '(unclosed'}]]})).toEqual([
      'groups.0.1.fileRegex: Invalid regular expression pattern',
    ]);
  });

  it('accepts each group once', () => {
    expect(
      issues(modeConfigSchema, {...translator, groups: ['read', 'edit', 'browser', 'command', 'mcp', 'modes']}),
    ).toEqual([]);
  });

  it('rejects a group listed twice, even once with options', () => {
    expect(issues(modeConfigSchema, {...translator, groups: ['edit', ['edit', {fileRegex: '\\.md$'}]]})).toEqual([
      'groups: Duplicate groups are not allowed',
    ]);
  });

  it('rejects an unknown group with zod\'s "Invalid input" (a group is a name or a pair)', () => {
    expect(groupEntrySchema.safeParse('write').success).toBe(false);
    expect(issues(modeConfigSchema, {...translator, groups: ['write']})).toEqual(['groups.0: Invalid input']);
  });

  it('rejects a source other than global or project', () => {
    expect(issues(modeConfigSchema, {...translator, source: 'workspace'})).toEqual([
      "source: Invalid enum value. Expected 'global' | 'project', received 'workspace'",
    ]);
  });
});

describe('roomodesFileSchema', () => {
  const reviewer = {slug: 'review', name: 'Review', roleDefinition: 'You review pull requests.', groups: ['read']};

  it('accepts modes with different slugs', () => {
    const file = {customModes: [translator, reviewer]};
    expect(roomodesFileSchema.parse(file)).toEqual(file);
  });

  it('rejects two modes with one slug', () => {
    expect(issues(roomodesFileSchema, {customModes: [reviewer, {...reviewer, name: 'Second'}]})).toEqual([
      'customModes: Duplicate mode slugs are not allowed',
    ]);
  });

  it('requires the customModes list', () => {
    expect(issues(roomodesFileSchema, {})).toEqual(['customModes: Required']);
  });
});

describe('prompt overrides', () => {
  it('round-trips mode prompt overrides and support prompts', () => {
    const prompts = {code: {roleDefinition: 'You write careful code.', customInstructions: 'Prefer small diffs.'}};
    expect(customModePromptsSchema.parse(prompts)).toEqual(prompts);
    const support = {ENHANCE: 'Improve this prompt: ${userInput}'};
    expect(customSupportPromptsSchema.parse(support)).toEqual(support);
  });
});
