import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {SocialLink} from '@site/src/data/social-links';
import {ButterflyIcon, ChatIcon, CodeHostIcon, ForumIcon, NetworkIcon, VideoIcon, XIcon} from './icons';
import styles from './styles.module.css';

const ICONS: Record<SocialLink['icon'], () => ReactNode> = {
  'code-host': CodeHostIcon,
  chat: ChatIcon,
  forum: ForumIcon,
  x: XIcon,
  network: NetworkIcon,
  video: VideoIcon,
  microblog: ButterflyIcon,
};

type Props = {links: readonly SocialLink[]; className?: string};

export default function SocialLinks({links, className}: Props): ReactNode {
  return (
    <ul className={clsx(styles.list, className)}>
      {links.map((link) => {
        const LinkIcon = ICONS[link.icon];
        return (
          <li key={link.href}>
            <a
              className={styles.link}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} (opens in a new tab)`}
              title={link.label}
            >
              <LinkIcon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
