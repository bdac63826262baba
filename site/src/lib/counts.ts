// Reading the star and install counts out of the two APIs' answers, and fetching them with whatever fetch is given.
import {GITHUB_REPO_API, MARKETPLACE_QUERY_API, marketplaceQuery} from '../data/counts';
import {isValidCount} from './format-count';

type Log = (...args: unknown[]) => void;
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export function starsFrom(body: unknown, log: Log = console.error): number | undefined {
  const stars = (body as {stargazers_count?: unknown} | null)?.stargazers_count;
  if (isValidCount(stars)) return stars;
  log('GitHub API: Invalid stargazers count');
  return undefined;
}

type Statistic = {statisticName?: unknown; value?: unknown};

/**
 * The install count from the marketplace's answer: a number; `null` when the answer lists statistics but none for
 * installs (SPEC: the count is then not shown); `undefined` when the answer is unusable (the shown count stays).
 */
export function installsFrom(body: unknown, log: Log = console.error): number | null | undefined {
  const statistics = (body as {results?: {extensions?: {statistics?: Statistic[]}[]}[]} | null)?.results?.[0]
    ?.extensions?.[0]?.statistics;
  if (!Array.isArray(statistics)) {
    log('VSCode API: Missing statistics in response');
    return undefined;
  }
  const entry = statistics.find((statistic) => statistic.statisticName === 'install');
  if (!entry) {
    log('VSCode API: Install count not found');
    return null;
  }
  // A negative or non-finite figure is a broken answer: the navbar keeps the count it already shows.
  if (!isValidCount(entry.value)) {
    log('VSCode API: Install count not found');
    return undefined;
  }
  return entry.value;
}

export async function fetchStars(fetcher: Fetch, log: Log = console.error): Promise<number | undefined> {
  try {
    const response = await fetcher(GITHUB_REPO_API, {headers: {Accept: 'application/vnd.github+json'}});
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return starsFrom(await response.json(), log);
  } catch (error) {
    log('Error fetching GitHub stars:', error);
    return undefined;
  }
}

export async function fetchInstalls(fetcher: Fetch, log: Log = console.error): Promise<number | null | undefined> {
  try {
    const response = await fetcher(MARKETPLACE_QUERY_API, {
      ...marketplaceQuery,
      headers: {...marketplaceQuery.headers},
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return installsFrom(await response.json(), log);
  } catch (error) {
    log('Error fetching VSCode downloads:', error);
    return undefined;
  }
}
