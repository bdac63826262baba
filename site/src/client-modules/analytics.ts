// PostHog analytics, only in builds made with POSTHOG_API_KEY and only after the reader accepts cookies.
// posthog-js is fetched with import() on acceptance: a static import would add ~120 KB to every page.
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import type {PostHog} from 'posthog-js';
import {onConsentChange, readStoredConsent} from '@site/src/hooks/use-consent';

type AnalyticsFields = {posthogApiKey?: unknown; posthogHost?: unknown};

const {posthogApiKey, posthogHost} = (siteConfig.customFields ?? {}) as AnalyticsFields;
const apiKey = typeof posthogApiKey === 'string' ? posthogApiKey.trim() : '';
const apiHost = typeof posthogHost === 'string' && posthogHost ? posthogHost : 'https://us.i.posthog.com';

let loading: Promise<PostHog | undefined> | undefined;
let client: PostHog | undefined;

function loadPostHog(): Promise<PostHog | undefined> {
  // Visible proof for tests that declining (or no key) never even starts the download.
  document.documentElement.setAttribute('data-analytics', 'loading');
  loading ??= import('posthog-js')
    .then(({default: posthog}) => {
      posthog.init(apiKey, {
        api_host: apiHost,
        // Pageviews are sent from onRouteDidUpdate below, once per route, so the library must not add its own.
        capture_pageview: false,
        capture_pageleave: false,
        // Start opted out and opt in explicitly: the library never captures on its own authority.
        opt_out_capturing_by_default: true,
        disable_session_recording: true,
      });
      client = posthog;
      return posthog;
    })
    .catch((error: unknown) => {
      // Analytics are optional: a blocked or failed download must not break the page.
      console.warn('Analytics could not be loaded:', error);
      return undefined;
    });
  return loading;
}

function capturePageview(): void {
  client?.capture('$pageview', {$current_url: window.location.href});
}

async function accept(): Promise<void> {
  const posthog = await loadPostHog();
  if (!posthog) return;
  posthog.opt_in_capturing({captureEventName: false});
  posthog.startSessionRecording();
  capturePageview();
}

function decline(): void {
  // Declining never downloads the library; if it was loaded earlier in this visit, switch both off.
  if (!client) return;
  client.opt_out_capturing();
  client.stopSessionRecording();
}

if (apiKey && typeof window !== 'undefined') {
  // The cookie from an earlier visit counts as the answer; the banner's broadcast covers a new one.
  if (readStoredConsent() === 'accepted') void accept();
  onConsentChange((consent) => (consent === 'accepted' ? void accept() : decline()));
}

const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // The first render is covered by accept(); a change of #anchor alone is the same page.
    if (!previousLocation) return;
    if (location.pathname === previousLocation.pathname && location.search === previousLocation.search) return;
    if (client?.has_opted_in_capturing()) capturePageview();
  },
};

export default analytics;
