import {z} from 'zod';

import {toolGroupSchema} from './tool';

const SLUG_MESSAGE = 'Slug must contain only letters numbers and dashes';
const NAME_MESSAGE = 'Name is required';
const ROLE_DEFINITION_MESSAGE = 'Role definition is required';
const REGEX_MESSAGE = 'Invalid regular expression pattern';
const DUPLICATE_GROUPS_MESSAGE = 'Duplicate groups are not allowed';
const DUPLICATE_SLUGS_MESSAGE = 'Duplicate mode slugs are not allowed';

function compiles(pattern: string | undefined): boolean {
  if (!pattern) return true;
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** Limits on a group: which files an edit group may touch, and a note for the model. */
export const groupOptionsSchema = z.object({
  fileRegex: z
    .string()
    .optional()
    .refine(compiles, {message: REGEX_MESSAGE})
    .describe('Regular expression the paths of edited files must match, e.g. \\.md$'),
  description: z.string().optional().describe('What the restriction allows, shown to the model'),
});
export type GroupOptions = z.infer<typeof groupOptionsSchema>;

/** A tool group, alone or paired with options. */
export const groupEntrySchema = z.union([toolGroupSchema, z.tuple([toolGroupSchema, groupOptionsSchema])]);
export type GroupEntry = z.infer<typeof groupEntrySchema>;

const groupName = (entry: GroupEntry) => (Array.isArray(entry) ? entry[0] : entry);

const groupListSchema = z
  .array(groupEntrySchema)
  .refine((groups) => new Set(groups.map(groupName)).size === groups.length, {message: DUPLICATE_GROUPS_MESSAGE});

/** A mode: the role the model plays and the tool groups it may use. */
export const modeConfigSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-zA-Z0-9-]+$/, SLUG_MESSAGE)
    .describe('Identifier of the mode, used in files and commands: letters, digits and dashes'),
  name: z.string().min(1, NAME_MESSAGE).describe('Name shown in the mode picker'),
  roleDefinition: z
    .string()
    .min(1, ROLE_DEFINITION_MESSAGE)
    .describe('Opening of the system prompt: who the model is in this mode and what it is good at'),
  whenToUse: z.string().optional().describe('When this mode fits a task; the orchestrator reads it to pick a mode'),
  description: z.string().optional().describe('One-line summary shown in the mode picker'),
  customInstructions: z.string().optional().describe('Rules added near the end of the system prompt for this mode'),
  groups: groupListSchema.describe('Tool groups the mode may use, each optionally restricted'),
  source: z
    .enum(['global', 'project'])
    .optional()
    .describe('Where the mode is stored: your global settings or the project .roomodes file'),
});
export type ModeConfig = z.infer<typeof modeConfigSchema>;

const modeListSchema = z
  .array(modeConfigSchema)
  .refine((modes) => new Set(modes.map((mode) => mode.slug)).size === modes.length, {
    message: DUPLICATE_SLUGS_MESSAGE,
  });

/** A custom modes file: `.roomodes` in a project, or the global custom modes file. */
export const roomodesFileSchema = z.object({
  customModes: modeListSchema.describe('The custom modes; each slug may appear once'),
});
export type RoomodesFile = z.infer<typeof roomodesFileSchema>;

/** Per-mode replacements for the built-in prompt parts. */
export const promptComponentSchema = z.object({
  roleDefinition: z.string().optional(),
  whenToUse: z.string().optional(),
  description: z.string().optional(),
  customInstructions: z.string().optional(),
});
export type PromptComponent = z.infer<typeof promptComponentSchema>;

/** Prompt overrides keyed by mode slug. */
export const customModePromptsSchema = z.record(z.string(), promptComponentSchema.optional());
export type CustomModePrompts = z.infer<typeof customModePromptsSchema>;

/** Edited support prompts (enhance prompt, explain code …) keyed by prompt id. */
export const customSupportPromptsSchema = z.record(z.string(), z.string().optional());
export type CustomSupportPrompts = z.infer<typeof customSupportPromptsSchema>;

/** The modes that ship with the extension, and the one a new install starts in. */
export const builtInModeSlugs = ['architect', 'code', 'ask', 'debug', 'orchestrator'] as const;
// The first built-in mode is the starting one.
export const defaultModeSlug = 'architect';
