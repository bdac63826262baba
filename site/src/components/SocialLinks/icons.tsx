// Simple line icons of our own, sized by the surrounding font.
import type {ReactNode, SVGProps} from 'react';

const Icon = ({children, ...props}: SVGProps<SVGSVGElement>): ReactNode => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);

export const ChatIcon = () => (
  <Icon>
    <path d="M4 5h16v11H9l-5 4z" />
    <circle cx="9" cy="10.5" r="0.6" fill="currentColor" />
    <circle cx="15" cy="10.5" r="0.6" fill="currentColor" />
  </Icon>
);

export const ForumIcon = () => (
  <Icon>
    <circle cx="12" cy="13" r="7" />
    <path d="M9 14.5c1.7 1.3 4.3 1.3 6 0M12 6l1.2-3 3.3.8" />
    <circle cx="9.5" cy="12" r="0.6" fill="currentColor" />
    <circle cx="14.5" cy="12" r="0.6" fill="currentColor" />
  </Icon>
);

export const CodeHostIcon = () => (
  <Icon>
    <path d="M9 19c-4 1.3-4-2-6-2.5M15 21v-3.5a3 3 0 0 0-.9-2.4c3-.3 6-1.5 6-6.6a5.2 5.2 0 0 0-1.4-3.6 4.8 4.8 0 0 0-.1-3.6s-1.1-.3-3.7 1.4a12.8 12.8 0 0 0-6.8 0C5.5 1 4.4 1.3 4.4 1.3a4.8 4.8 0 0 0-.1 3.6A5.2 5.2 0 0 0 2.9 8.5c0 5.1 3 6.3 6 6.6a3 3 0 0 0-.9 2.4V21" />
  </Icon>
);

export const StarIcon = () => (
  <Icon>
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </Icon>
);

export const DownloadIcon = () => (
  <Icon>
    <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
  </Icon>
);

export const XIcon = () => (
  <Icon>
    <path d="M4 4l16 16M20 4 4 20" />
  </Icon>
);

export const NetworkIcon = () => (
  <Icon>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10v7M8 7v.01M12 17v-4a2.5 2.5 0 0 1 5 0v4M12 10v7" />
  </Icon>
);

export const VideoIcon = () => (
  <Icon>
    <path d="M14 3v11a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4 5 4" />
  </Icon>
);

export const ButterflyIcon = () => (
  <Icon>
    <path d="M12 11C10 7 6 4 3.5 5S4 12 8 12.5C5 13.5 6 19 9 17s3-6 3-6zm0 0c2-4 6-7 8.5-6S20 12 16 12.5c3 1 2 6.5-1 4.5s-3-6-3-6z" />
  </Icon>
);
