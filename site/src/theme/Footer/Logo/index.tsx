// The footer's brand block: the configured logo plus the tagline and every social link, which the stock logo lacks.
import type {ReactNode} from 'react';
import Logo from '@theme-original/Footer/Logo';
import type {Props} from '@theme/Footer/Logo';
import SocialLinks from '@site/src/components/SocialLinks';
import {FOOTER_SOCIAL_LINKS} from '@site/src/data/social-links';
import {FOOTER_TAGLINE} from '@site/src/data/site';
import styles from './styles.module.css';

export default function FooterLogo(props: Props): ReactNode {
  return (
    <div className={styles.brand}>
      <Logo {...props} />
      <p className={styles.tagline}>{FOOTER_TAGLINE}</p>
      <SocialLinks links={FOOTER_SOCIAL_LINKS} className={styles.social} />
    </div>
  );
}
