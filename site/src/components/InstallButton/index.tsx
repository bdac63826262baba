import type {ReactNode} from 'react';
import clsx from 'clsx';
import {usePluginData} from '@docusaurus/useGlobalData';
import {formatCount} from '@site/src/lib/format-count';
import {fetchInstalls} from '@site/src/lib/counts';
import {MARKETPLACE_URL} from '@site/src/data/site';
import {useCachedCount} from '@site/src/hooks/use-cached-count';
import {DownloadIcon} from '@site/src/components/SocialLinks/icons';
import type {BakedCounts} from '@site/src/data/counts';
import styles from './styles.module.css';

export default function InstallButton(): ReactNode {
  const {installs: baked} = usePluginData('roo-counts') as BakedCounts;
  const count = useCachedCount('roo-docs:marketplace-installs', baked, fetchInstalls);
  // null: the marketplace answered without an install entry, and then no count is shown (SPEC §8).
  const installs = count === null ? undefined : formatCount(count);
  return (
    <a
      className={clsx(styles.button, styles.primary)}
      href={MARKETPLACE_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Install Roo Code from the VS Code Marketplace${installs ? `: ${installs} installs` : ''} (opens in a new tab)`}
    >
      <DownloadIcon />
      <span>Install</span>
      {installs && <span className={styles.count}>{installs}</span>}
    </a>
  );
}
