// Flows and scenes are data. A flow is one run of the real VS Code with the real extension: a workspace folder, a
// script for the model, and scenes in order; each scene's steps continue where the previous scene stopped, and its
// picture is taken in both themes at that moment.
import type {CalloutSide} from '@roo-code-docs/ui-shots/src/outline.js';
import type {ScriptedReply} from './script.js';

/** A CSS selector in the workbench (VS Code's own page) or in the Roo Code panel (the webview's document). */
export interface Target {
  in: 'workbench' | 'panel';
  css: string;
  /** Only elements whose text contains this. */
  text?: string;
}

export const bench = (css: string, text?: string): Target => ({in: 'workbench', css, ...(text ? {text} : {})});
export const panel = (css: string, text?: string): Target => ({in: 'panel', css, ...(text ? {text} : {})});

export type Step =
  | {click: Target}
  /**
   * Drags the element's edge by this many CSS px, as on a sash: the left or right edge sideways (negative: to the
   * left), the top edge up or down (negative: up).
   */
  | {drag: Target; edge: 'left' | 'right' | 'top'; by: number}
  /** Opens the element's context menu, as a right click does. */
  | {rightClick: Target}
  /** Types into the element key by key, as a user would (the panel's React state hears every key). */
  | {type: Target; text: string}
  /** A key; on an element when `on` names one (the focus may have moved since the last step). */
  | {press: string; on?: Target}
  | {hover: Target}
  /** Puts the pointer on the element's centre and turns the wheel by this many CSS px (whatever is on top scrolls). */
  | {scroll: Target; by: number}
  /** Waits until the element is visible; generous, since a model turn and a loaded machine take their time. */
  | {waitFor: Target; timeout?: number}
  /** Runs a VS Code command through the Command Palette, by its title. */
  | {command: string}
  /** Picks the row with exactly this label in the quick pick a command left open (it is typed first, to filter). */
  | {pick: string}
  | {wait: number};

export interface Callout {
  target: Target;
  label: string;
  /** The side of its element the badge goes on, where only the picture shows which side is free. */
  side?: CalloutSide;
}

export interface VsScene {
  /** File stem and the id pages use in <Screenshot scene="…" />; starts with "vscode-". */
  id: string;
  alt: string;
  caption: string;
  steps: Step[];
  /**
   * Steps repeated before each theme's picture and undone with Escape after it: a menu, which closes when the
   * theme changes.
   */
  transient?: Step[];
  /**
   * Elements made invisible (their room kept) while the picture is taken and the text read: only what changes from
   * run to run and that no step talks about, such as a measured time.
   */
  hide?: Target[];
  /** The picture is the union of these elements' boxes, padded. */
  frame: Target[];
  padding?: number;
  /**
   * Moves the frame's top and bottom edges off lines of text they would cut: for a frame whose edge falls inside a
   * view the figure is not about (the older scenes end on the edges of parts, and keep their frames as they are).
   */
  snapRows?: boolean;
  /** Texts that must be visible inside the frame. */
  expect: string[];
  /** Numbered badges drawn beside these elements; the page lists the labels under the caption. */
  callouts?: Callout[];
  /** The one control the step asks the reader to press. */
  outline?: Target;
  /**
   * For a frame wider than a phone shows readably: the part the step is about (the panel, the diff hunk, the menu),
   * cut from the same picture as a second image the site gives small screens. Ideally 420 CSS px wide or less.
   */
  narrow?: {
    frame: Target[];
    padding?: number;
    /** Texts (the labels the step names) that must be readable inside the crop too. */
    expect: string[];
  };
}

export interface Flow {
  id: string;
  /** The workspace folder's name (VS Code shows it in the Explorer and the title bar). */
  folder: string;
  files: Record<string, string>;
  /**
   * Whether Roo Code starts configured (the scripted model as its provider, telemetry answered) or as a fresh
   * install, which shows the welcome view that asks for a provider.
   */
  configured: boolean;
  script: ScriptedReply[];
  /** The browser window in CSS px (rendered at twice that). */
  window: {width: number; height: number};
  /** The primary side bar's width in CSS px, set by dragging its edge as a user would. */
  sidebarWidth?: number;
  /**
   * Roo Code Nightly installed beside Roo Code, both built from the tag's source: two Roo Code entries in the
   * Activity Bar. Only the flow about running them side by side; the others show a window with the stable one alone.
   */
  withNightly?: boolean;
  /**
   * Roo Code not installed, and the Extensions view's gallery a local one that lists the tag's VSIX (see
   * `src/gallery.ts`): the flow about finding Roo Code in the Extensions view and its details page.
   */
  fromGallery?: boolean;
  /** Extra user settings for this flow (VS Code's settings.json). */
  settings?: Record<string, unknown>;
  scenes: VsScene[];
}
