import {describe, expect, it} from 'vitest';

import {buildExperimentRows, buildToolRows} from './schema-lists';

describe('buildToolRows', () => {
  it('lists all 21 tools, each once', () => {
    const rows = buildToolRows();
    expect(rows).toHaveLength(21);
    expect(new Set(rows.map((r) => r.tool)).size).toBe(21);
  });

  it('puts the edit tools in the edit group, image generation included', () => {
    expect(buildToolRows('edit').map((r) => r.tool)).toEqual([
      'apply_diff',
      'write_to_file',
      'insert_content',
      'search_and_replace',
      'generate_image',
    ]);
  });

  it('lists the ungrouped tools last, marked always available', () => {
    const rows = buildToolRows();
    expect(rows.slice(-4)).toEqual([
      {tool: 'ask_followup_question', groups: [], alwaysAvailable: true},
      {tool: 'attempt_completion', groups: [], alwaysAvailable: true},
      {tool: 'update_todo_list', groups: [], alwaysAvailable: true},
      {tool: 'run_slash_command', groups: [], alwaysAvailable: true},
    ]);
  });

  it('marks the modes tools as grouped and always available', () => {
    expect(buildToolRows('modes')).toEqual([
      {tool: 'switch_mode', groups: ['modes'], alwaysAvailable: true},
      {tool: 'new_task', groups: ['modes'], alwaysAvailable: true},
    ]);
  });

  it('throws on an unknown group', () => {
    expect(() => buildToolRows('write')).toThrow('ToolGroupTable: unknown group "write"');
  });
});

describe('buildExperimentRows', () => {
  it('lists the five experiments, all off by default, each with a label and description', () => {
    const rows = buildExperimentRows();
    expect(rows.map((r) => r.id)).toEqual([
      'powerSteering',
      'multiFileApplyDiff',
      'preventFocusDisruption',
      'imageGeneration',
      'runSlashCommand',
    ]);
    expect(rows.every((r) => !r.enabledByDefault && r.label && r.description)).toBe(true);
    expect(rows.find((r) => r.id === 'preventFocusDisruption')!.label).toBe('Background editing');
  });
});
