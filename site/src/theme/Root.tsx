// Wraps every page to add what sits outside the content: the decorative background and the cookie banner.
import type {ReactNode} from 'react';
import AnimatedBackground from '@site/src/components/AnimatedBackground';
import CookieConsent from '@site/src/components/CookieConsent';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <AnimatedBackground />
      {children}
      <CookieConsent />
    </>
  );
}
