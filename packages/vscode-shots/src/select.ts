// Which optional parts of the setup a run needs, from the flows it will run. Pure.
import type {Flow} from './scene.js';

/**
 * Whether a flow that will run wants Roo Code Nightly beside the stable extension: its build costs about as much as
 * the stable one's, so a run of other scenes must not pay for it. `wanted` is the --scene list (null: every scene).
 */
export function needsNightly(flows: Flow[], wanted: string[] | null): boolean {
  return flows.some((f) => f.withNightly && f.scenes.some((s) => !wanted || wanted.includes(s.id)));
}
