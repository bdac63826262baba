import {z} from 'zod';

/** Experimental features, each off until turned on in Settings → Experimental. */
export const experimentIds = [
  'powerSteering',
  'multiFileApplyDiff',
  'preventFocusDisruption',
  'imageGeneration',
  'runSlashCommand',
] as const;
export const experimentIdSchema = z.enum(experimentIds);
export type ExperimentId = z.infer<typeof experimentIdSchema>;

export const experimentsSchema = z.object({
  powerSteering: z
    .boolean()
    .optional()
    .describe('Repeats the mode definition to the model more often, so it keeps to its role at a higher token cost'),
  multiFileApplyDiff: z
    .boolean()
    .optional()
    .describe('Lets the model edit several files in one request instead of one file at a time'),
  preventFocusDisruption: z
    .boolean()
    .optional()
    .describe('Edits files in the background without opening editor tabs or stealing focus'),
  imageGeneration: z
    .boolean()
    .optional()
    .describe('Adds a tool that creates images from text prompts through an OpenRouter image model'),
  runSlashCommand: z.boolean().optional().describe('Lets the model run your slash commands itself'),
});
export type Experiments = z.infer<typeof experimentsSchema>;

/** Every experiment starts turned off. */
export const experimentDefaults = {
  powerSteering: false,
  multiFileApplyDiff: false,
  preventFocusDisruption: false,
  imageGeneration: false,
  runSlashCommand: false,
} as const satisfies Record<ExperimentId, boolean>;

/** The label each experiment has in Settings → Experimental (English interface). */
export const experimentLabels = {
  powerSteering: 'Use experimental "power steering" mode',
  multiFileApplyDiff: 'Enable concurrent file edits',
  preventFocusDisruption: 'Background editing',
  imageGeneration: 'Enable AI image generation',
  runSlashCommand: 'Enable model-initiated slash commands',
} as const satisfies Record<ExperimentId, string>;
