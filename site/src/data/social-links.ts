import {DISCORD_URL, REDDIT_URL, REPOSITORY_URL} from './site';

export type SocialLink = {
  label: string;
  href: string;
  icon: 'code-host' | 'chat' | 'forum' | 'x' | 'network' | 'video' | 'microblog';
};

/** The navbar shows the community links; the footer shows all of them. */
export const NAVBAR_SOCIAL_LINKS: readonly SocialLink[] = [
  {label: 'Discord', href: DISCORD_URL, icon: 'chat'},
  {label: 'Reddit', href: REDDIT_URL, icon: 'forum'},
];

export const FOOTER_SOCIAL_LINKS: readonly SocialLink[] = [
  {label: 'GitHub', href: REPOSITORY_URL, icon: 'code-host'},
  ...NAVBAR_SOCIAL_LINKS,
  {label: 'X', href: 'https://x.com/roo_code', icon: 'x'},
  {label: 'LinkedIn', href: 'https://www.linkedin.com/company/roo-code', icon: 'network'},
  {label: 'TikTok', href: 'https://www.tiktok.com/@roo.code', icon: 'video'},
  {label: 'Bluesky', href: 'https://bsky.app/profile/roocode.bsky.social', icon: 'microblog'},
];
