// Where this harness's scenes go in the manifest that packages/ui-shots also writes. Pure.
import type {Manifest} from '@roo-code-docs/ui-shots/src/manifest.js';

/**
 * The scenes already in the manifest keep their places (ui-shots' and ours); ours that are new are appended in
 * catalogue order. ui-shots' merge keeps only the ids this list names, so every existing entry must be in it.
 */
export function manifestOrder(previous: Manifest | null, ours: string[]): string[] {
  const existing = previous?.scenes.map((s) => s.id) ?? [];
  return [...existing, ...ours.filter((id) => !existing.includes(id))];
}
