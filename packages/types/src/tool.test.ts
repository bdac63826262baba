import {describe, expect, it} from 'vitest';

import {alwaysAvailableTools, groupsOfTool, toolGroupMembers, toolGroups, toolNames, toolUsageSchema} from './tool';
import {issues} from './test-support/issues';

describe('tools and groups', () => {
  it('lists the six groups and 21 tools', () => {
    expect(toolGroups).toEqual(['read', 'edit', 'browser', 'command', 'mcp', 'modes']);
    expect(toolNames).toHaveLength(21);
  });

  it('puts every tool in at most one group', () => {
    for (const tool of toolNames) expect(groupsOfTool(tool).length).toBeLessThanOrEqual(1);
  });

  it('leaves only always-available tools out of every group', () => {
    const grouped = new Set<string>(Object.values(toolGroupMembers).flat());
    const ungrouped = toolNames.filter((tool) => !grouped.has(tool));
    expect(ungrouped).toEqual(['ask_followup_question', 'attempt_completion', 'update_todo_list', 'run_slash_command']);
    for (const tool of ungrouped) expect(alwaysAvailableTools).toContain(tool);
  });

  it('round-trips tool usage and rejects usage of an unknown tool', () => {
    const usage = {read_file: {attempts: 4, failures: 1}, apply_diff: {attempts: 2, failures: 0}};
    expect(toolUsageSchema.parse(usage)).toEqual(usage);
    expect(issues(toolUsageSchema, {rm_rf: {attempts: 1, failures: 1}})[0]).toMatch(/^rm_rf: Invalid enum value\./);
  });
});
