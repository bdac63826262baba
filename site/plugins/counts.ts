// Bakes the star and install counts into the build when the APIs answer, so most visitors never call them.
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_INSTALLS, DEFAULT_STARS, type BakedCounts} from '../src/data/counts';
import {fetchInstalls, fetchStars} from '../src/lib/counts';

/** `installs: null`: the marketplace answered without an install entry, so the button shows no count. */

const TIMEOUT_MS = 4000;
const fetchWithTimeout = (input: string, init?: RequestInit) =>
  fetch(input, {...init, signal: AbortSignal.timeout(TIMEOUT_MS)});
// An offline build (CI, this machine) is normal: one calm line per count, not the browser's error wording and stack.
const reasonOf = (detail: unknown) => (detail instanceof Error ? detail.message : String(detail));
const quiet =
  (count: string) =>
  (...details: unknown[]) =>
    console.info(`[counts] No ${count} from the API (${reasonOf(details.at(-1))}); the build uses the default.`);

export default function countsPlugin(_context: LoadContext): Plugin<BakedCounts> {
  return {
    name: 'roo-counts',
    async loadContent() {
      if (process.env.OFFLINE_COUNTS === '1') return {stars: DEFAULT_STARS, installs: DEFAULT_INSTALLS};
      const [stars, installs] = await Promise.all([
        fetchStars(fetchWithTimeout, quiet('star count')),
        fetchInstalls(fetchWithTimeout, quiet('install count')),
      ]);
      // null (the marketplace has no install entry) is kept: the button then shows no count.
      return {stars: stars ?? DEFAULT_STARS, installs: installs === undefined ? DEFAULT_INSTALLS : installs};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
