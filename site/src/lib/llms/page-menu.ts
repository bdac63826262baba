// The page menu's links: where a page's Markdown twin is, and the chat links that carry a prompt naming it. Plain
// addresses built from the page's own route, so nothing is sent anywhere until the reader follows one.
import {SITE_URL} from '../../data/site';
import {markdownPathFor} from './markdown-path';

export type PageMenuLink = {id: 'markdown' | 'chatgpt' | 'claude'; label: string; href: string; external: boolean};

/** The question the chat links start with: read the twin, then answer about it. */
export function chatPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} (a page of the Roo Code documentation) so I can ask you questions about it.`;
}

export function pageMenuLinks(permalink: string, siteUrl = SITE_URL): PageMenuLink[] {
  const markdownPath = markdownPathFor(permalink);
  const prompt = encodeURIComponent(chatPrompt(`${siteUrl}${markdownPath}`));
  return [
    {id: 'markdown', label: 'View as Markdown', href: markdownPath, external: false},
    {id: 'chatgpt', label: 'Open in ChatGPT', href: `https://chatgpt.com/?hints=search&q=${prompt}`, external: true},
    {id: 'claude', label: 'Open in Claude', href: `https://claude.ai/new?q=${prompt}`, external: true},
  ];
}
