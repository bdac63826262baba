// A scene is data: what the fake extension tells the webview, what a user then does, what must be visible, and what
// to crop and outline. The zod schema checks every scene before anything is rendered.
import {clineMessageSchema, historyItemSchema, todoItemSchema, z} from '@roo-code-docs/types';

import type {FakeExtensionState} from './state.js';
import {CALLOUT_SIDES, type CalloutSide, type Padding} from './outline.js';

/** A message from the extension to the webview, sent after the state (a view switch, marketplace data…). */
export interface ExtensionMessageFixture {
  type: string;
  [key: string]: unknown;
}

export type SceneAction =
  /**
   * `until`: what the click opens (a selector), for a click on a row that may still be moving; when it does not show,
   * the click was lost and is made again.
   */
  | {click: string; until?: string}
  | {fill: string; text: string}
  | {type: string; text: string}
  | {press: string}
  | {hover: string}
  /** Keyboard focus without a click (a click on a slider's thumb may move it); then `press` acts on it. */
  | {focus: string}
  | {waitFor: string}
  | {scrollIntoView: string}
  /** A message from the extension once the view is on screen (one a row only hears while it is mounted). */
  | {send: ExtensionMessageFixture}
  | {wait: number};

export interface Scene {
  /** File stem and the id pages use in <Screenshot scene="…" />. */
  id: string;
  alt: string;
  /** The visible caption: one sentence saying what to look at, naming the outlined control when there is one. */
  caption: string;
  state: FakeExtensionState;
  messages?: ExtensionMessageFixture[];
  /** Canned replies to requests the webview posts, by request type (added to the default ones). */
  replies?: Record<string, ExtensionMessageFixture[]>;
  actions?: SceneAction[];
  /** Texts that must be readable inside the frame once the scene has settled. */
  expect: string[];
  /** CSS selector(s) of the part to keep: the union of all matches, padded, at the height it needs. Default: the viewport. */
  crop?: string;
  /** CSS px around the crop's union: one number for every side, or each side (0 where the frame meets a menu's edge). */
  cropPadding?: Padding;
  /** CSS selector of the control a page's step names; an outline is drawn around all matches. */
  outline?: string;
  /** Numbered badges drawn beside these elements, for a figure that explains several controls; pages list the labels. */
  callouts?: {selector: string; label: string; side?: CalloutSide}[];
  /** CSS viewport height for this scene (width is always the side bar's): tall enough to lay out what is framed. */
  height?: number;
  /** Move the pointer here before the shot, or away from everything when absent. */
  pointer?: {x: number; y: number};
  /**
   * An animation of the flow instead of one moment: after the scene's own actions, each frame's actions run and a
   * frame is captured, shown for `hold` ms. All frames share one crop (the union over the frames, so nothing jumps).
   */
  frames?: AnimationFrame[];
  /** The frame the still image is made from, and whose text the manifest records (default: the last). */
  poster?: number;
  /**
   * An animation's flow in words, for readers who get the animation. `alt` describes the still (the poster), which is
   * what readers who ask for reduced motion, or pause it, see; the site adds this only while the animation plays.
   */
  motion?: string;
}

export interface AnimationFrame {
  /** What happens between the previous frame and this one (none for the first, the state before the flow). */
  actions: SceneAction[];
  /** How long the frame shows, in ms: fixed, so the file is the same on every run. */
  hold: number;
}

/** Bounds of an animation: a short flow, each frame long enough to read, the whole loop under about 15 s. */
export const MAX_FRAMES = 12;
export const MIN_HOLD_MS = 100;
export const MAX_HOLD_MS = 5000;

/** CSS px: a settings pane this tall lays out every section without its own scroll bar. */
export const MAX_VIEWPORT_HEIGHT = 3000;

const selector = z.string().min(1);
const padding = z.number().min(0).max(40);
const messageSchema = z.object({type: z.string().min(1)}).passthrough();

const actionSchema = z.union([
  z.object({click: selector, until: selector.optional()}).strict(),
  z.object({fill: selector, text: z.string()}).strict(),
  z.object({type: selector, text: z.string()}).strict(),
  z.object({press: z.string().min(1)}).strict(),
  z.object({hover: selector}).strict(),
  z.object({focus: selector}).strict(),
  z.object({waitFor: selector}).strict(),
  z.object({scrollIntoView: selector}).strict(),
  z.object({send: messageSchema}).strict(),
  z.object({wait: z.number().int().positive().max(5000)}).strict(),
]);

export const sceneSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case'),
    alt: z.string().min(20, 'alt must describe the image'),
    caption: z.string().min(20, 'caption must say what to look at').max(160, 'caption must be one short sentence'),
    state: z
      .object({
        version: z.string(),
        clineMessages: z.array(clineMessageSchema),
        taskHistory: z.array(historyItemSchema),
        currentTaskTodos: z.array(todoItemSchema).optional(),
        machineId: z.string().min(1),
      })
      .passthrough(),
    messages: z.array(messageSchema).optional(),
    replies: z.record(z.string(), z.array(messageSchema)).optional(),
    actions: z.array(actionSchema).optional(),
    expect: z.array(z.string().min(1)).min(1),
    crop: selector.optional(),
    cropPadding: z
      .union([padding, z.object({top: padding, right: padding, bottom: padding, left: padding}).strict()])
      .optional(),
    outline: selector.optional(),
    callouts: z
      .array(
        z
          .object({
            selector,
            label: z.string().min(2).max(60),
            side: z.enum(CALLOUT_SIDES).optional(),
          })
          .strict(),
      )
      .min(2, 'one control needs an outline, not a callout')
      .max(9)
      .optional(),
    height: z.number().int().min(200).max(MAX_VIEWPORT_HEIGHT).optional(),
    pointer: z.object({x: z.number(), y: z.number()}).optional(),
    frames: z
      .array(
        z
          .object({
            actions: z.array(actionSchema),
            hold: z.number().int().min(MIN_HOLD_MS).max(MAX_HOLD_MS),
          })
          .strict(),
      )
      .min(2, 'an animation needs at least two frames')
      .max(MAX_FRAMES)
      .optional(),
    poster: z.number().int().min(0).optional(),
    motion: z.string().min(20, 'motion must describe the flow').optional(),
  })
  .strict()
  .refine((scene) => scene.poster === undefined || (scene.frames && scene.poster < scene.frames.length), {
    message: 'poster must name one of the frames',
    path: ['poster'],
  })
  // A highlight drawn on one frame would flash on and off as the animation loops; an animation shows the flow itself.
  .refine((scene) => !scene.frames || (!scene.outline && !scene.callouts), {
    message: 'an animation takes no outline or callouts',
    path: ['frames'],
  })
  // One alt text serves the still and the animation (a <picture> source cannot change it), so it describes the still,
  // which every reader can get; the flow is told apart, and only to readers who see it move.
  .refine((scene) => !scene.frames || (scene.motion && !/^\s*animat/i.test(scene.alt)), {
    message: 'an animation describes its still in alt (not "Animation…") and its flow in motion',
    path: ['alt'],
  })
  .refine((scene) => scene.frames || !scene.motion, {message: 'only an animation has a motion', path: ['motion']})
  // The same highlight must mean the same thing everywhere: the caption says what it marks.
  .refine((scene) => !scene.outline || /\boutlined\b/i.test(scene.caption), {
    message: 'a scene with an outline must say in its caption what is outlined',
    path: ['caption'],
  });

/** Parses every scene and checks the ids are unique; throws naming the first bad scene. */
export function validateScenes(scenes: Scene[]): Scene[] {
  const seen = new Set<string>();
  for (const scene of scenes) {
    const result = sceneSchema.safeParse(scene);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new Error(`scene ${scene.id ?? '?'}: ${issue.path.join('.')}: ${issue.message}`);
    }
    if (seen.has(scene.id)) throw new Error(`scene ${scene.id}: duplicate id`);
    seen.add(scene.id);
  }
  return scenes;
}
