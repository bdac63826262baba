// Checks the flows before anything starts (a run costs minutes; a typo should cost nothing). Pure.
import type {Flow} from './scene.js';

/** Throws naming the first problem: ids, captions and alt texts follow the docs' conventions for figures. */
export function validateFlows(flows: Flow[]): Flow[] {
  const seen = new Set<string>();
  for (const flow of flows) {
    if (!flow.scenes.length) throw new Error(`flow ${flow.id}: has no scenes`);
    for (const scene of flow.scenes) {
      const fail = (message: string) => new Error(`scene ${scene.id}: ${message}`);
      if (!/^vscode-[a-z0-9]+(-[a-z0-9]+)*$/.test(scene.id)) throw fail('ids are kebab-case and start with "vscode-"');
      if (seen.has(scene.id)) throw fail('duplicate id');
      seen.add(scene.id);
      if (scene.alt.trim().length < 20) throw fail('the alt text must describe the image');
      const caption = scene.caption.trim();
      if (caption.length < 20 || caption.length > 160)
        throw fail('the caption is one sentence of 20 to 160 characters');
      if (scene.outline && !/outlined/i.test(caption)) throw fail('a caption says what is outlined, with "outlined"');
      if (!scene.frame.length) throw fail('the frame names no element');
      if (!scene.expect.length) throw fail('expect names no text');
      if ((scene.callouts?.length ?? 0) > 8) throw fail('at most 8 callouts');
      if (scene.narrow && !scene.narrow.frame.length) throw fail('the narrow crop names no element');
      if (scene.narrow && !scene.narrow.expect.length) throw fail('the narrow crop expects no text');
    }
  }
  return flows;
}
