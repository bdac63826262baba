// Scenes shown as short animations of a flow (the figures the original docs had as GIFs): each starts in the state
// before the step, plays the step one change per frame, and ends on the state the page's text describes, which is
// also the still image (the poster) that reduced-motion readers, the Markdown copies and the agreement check get.
import type {Scene, SceneAction} from '../scene.js';
import {ADVANCED_CONTENT, OPEN_ADVANCED, settings, TEMPERATURE, tunedProfile} from './settings-pages.js';

/** Radix's slider moves one step (0.01 here) per arrow key: five presses are 0.05. The temperature's slider is
 * the one in the block under its checkbox (Match precision has one too). Focused, not clicked: a click
 * on the thumb sets the value under the pointer, which may differ from the value by a step. */
const nudge = (presses: number): SceneAction[] => [
  {focus: `${ADVANCED_CONTENT} > div.border-l-2 [role="slider"]`},
  ...Array.from({length: presses}, () => ({press: 'ArrowRight'})),
];

const temperature: Scene = {
  id: 'settings-temperature',
  alt: 'Animation in Settings, Providers, Advanced settings: Use custom temperature is ticked, a slider appears at 0, and it is moved up to 0.2; the note says higher values make output more random.',
  caption: 'Tick Use custom temperature and the slider appears; moved to 0.2, this profile then sends 0.2.',
  // The profile starts without a temperature of its own, as a new profile has.
  state: tunedProfile({modelTemperature: undefined}),
  messages: settings('providers'),
  actions: [{click: OPEN_ADVANCED}, {waitFor: 'text=Use custom temperature'}],
  frames: [
    {actions: [], hold: 1200},
    {actions: [{click: 'vscode-checkbox:has(label:text-is("Use custom temperature"))'}], hold: 1000},
    {actions: nudge(5), hold: 350},
    {actions: nudge(5), hold: 350},
    {actions: nudge(5), hold: 350},
    {actions: nudge(5), hold: 2500},
  ],
  expect: ['Use custom temperature', '0.2'],
  // The slider block exists only once the box is ticked; the crop is the union over the frames, so it holds it.
  crop: `${TEMPERATURE}, ${ADVANCED_CONTENT} > div.border-l-2`,
  cropPadding: 10,
  height: 2400,
  // Off every control, so no frame shows a hovered slider.
  pointer: {x: 419, y: 1},
};

export const animationScenes: Scene[] = [temperature];
