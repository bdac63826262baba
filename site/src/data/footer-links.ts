import type {FooterLinkItem, MultiColumnFooter} from '@docusaurus/theme-common';
import {
  CAREERS_URL,
  CONTACT_EMAIL,
  EXTENSION_PRIVACY_URL,
  FEATURE_REQUESTS_URL,
  ISSUES_URL,
  MARKETPLACE_URL,
  OPEN_VSX_URL,
  WEBSITE_PRIVACY_URL,
} from './site';

const link = (label: string, href: string): FooterLinkItem => ({label, href});

// The community links live in the brand block's icons, so the spec's Community column is not repeated here.
export const FOOTER_COLUMNS: MultiColumnFooter['links'] = [
  {title: 'GitHub', items: [link('Issues', ISSUES_URL), link('Feature Requests', FEATURE_REQUESTS_URL)]},
  {title: 'Download', items: [link('VS Code Marketplace', MARKETPLACE_URL), link('Open VSX Registry', OPEN_VSX_URL)]},
  {
    title: 'Company',
    items: [
      link('Contact', CONTACT_EMAIL),
      link('Careers', CAREERS_URL),
      link('Website Privacy Policy', WEBSITE_PRIVACY_URL),
      link('Extension Privacy Policy', EXTENSION_PRIVACY_URL),
    ],
  },
];
