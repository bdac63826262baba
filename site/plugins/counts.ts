// Bakes the star and install counts into the build when the APIs answer, so most visitors never call them.
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_INSTALLS, DEFAULT_STARS} from '../src/data/counts';
import {fetchInstalls, fetchStars} from '../src/lib/counts';

export type BakedCounts = {stars: number; installs: number};

const TIMEOUT_MS = 4000;
const fetchWithTimeout = (input: string, init?: RequestInit) =>
  fetch(input, {...init, signal: AbortSignal.timeout(TIMEOUT_MS)});
// An offline build (CI, this machine) is normal: say so in one line rather than print a stack.
const quiet = (message: unknown) => console.info(`[counts] ${String(message)} Using the default.`);

export default function countsPlugin(_context: LoadContext): Plugin<BakedCounts> {
  return {
    name: 'roo-counts',
    async loadContent() {
      if (process.env.OFFLINE_COUNTS === '1') return {stars: DEFAULT_STARS, installs: DEFAULT_INSTALLS};
      const [stars, installs] = await Promise.all([
        fetchStars(fetchWithTimeout, quiet),
        fetchInstalls(fetchWithTimeout, quiet),
      ]);
      return {stars: stars ?? DEFAULT_STARS, installs: installs ?? DEFAULT_INSTALLS};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
