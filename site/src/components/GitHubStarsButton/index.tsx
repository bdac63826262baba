import type {ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {formatCount} from '@site/src/lib/format-count';
import {fetchStars} from '@site/src/lib/counts';
import {REPOSITORY_URL} from '@site/src/data/site';
import {useCachedCount} from '@site/src/hooks/use-cached-count';
import {StarIcon} from '@site/src/components/SocialLinks/icons';
import type {BakedCounts} from '@site/src/data/counts';
import styles from '@site/src/components/InstallButton/styles.module.css';

export default function GitHubStarsButton(): ReactNode {
  const {stars: baked} = usePluginData('roo-counts') as BakedCounts;
  // The repository API has no "no count" answer, so a count is always there: the baked one at worst.
  const stars = formatCount(useCachedCount('roo-docs:github-stars', baked, fetchStars) ?? baked);
  return (
    <a
      className={styles.button}
      href={REPOSITORY_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Star Roo Code on GitHub: ${stars} stars (opens in a new tab)`}
    >
      <StarIcon />
      <span className={styles.count}>{stars}</span>
    </a>
  );
}
