import {
  alwaysAvailableTools,
  experimentDefaults,
  experimentIds,
  experimentLabels,
  experimentsSchema,
  groupsOfTool,
  toolGroupMembers,
  toolGroups,
  toolNames,
  type ToolGroup,
  type ToolName,
} from '@roo-code-docs/types';
import type {ExperimentRow, ToolRow} from '../src/lib/static-props/data';

function isToolGroup(value: string): value is ToolGroup {
  return (toolGroups as readonly string[]).includes(value);
}

/**
 * Every tool with its group, in group order, then the tools that belong to no group; or, given a
 * group, that group's tools. Throws on an unknown group.
 */
export function buildToolRows(group?: string): ToolRow[] {
  if (group !== undefined && !isToolGroup(group)) {
    throw new Error(`ToolGroupTable: unknown group "${group}". Known groups: ${toolGroups.join(', ')}`);
  }
  const grouped = (group ? [group] : toolGroups).flatMap((g) => toolGroupMembers[g] as readonly ToolName[]);
  const ungrouped = group ? [] : toolNames.filter((tool) => groupsOfTool(tool).length === 0);
  return [...grouped, ...ungrouped].map((tool) => ({
    tool,
    groups: groupsOfTool(tool),
    alwaysAvailable: (alwaysAvailableTools as readonly ToolName[]).includes(tool),
  }));
}

/** Every experiment flag with its label in Settings, what it does, and whether it starts on. */
export function buildExperimentRows(): ExperimentRow[] {
  return experimentIds.map((id) => ({
    id,
    label: experimentLabels[id],
    description: experimentsSchema.shape[id].description ?? '',
    enabledByDefault: experimentDefaults[id],
  }));
}
