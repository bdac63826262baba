// Takes the place of @docusaurus/core's renderToHtml in the server bundle (./index.ts). Docusaurus renders
// each page with React's streaming renderer into a stream, which encodes every small piece of markup to bytes and
// decodes it again: about a third of a page's rendering time here. No page of this site waits for data while it
// renders (route components are loaded before rendering starts), so React's string renderer gives the same HTML,
// measured page for page on the whole site, in two thirds of the time.
import type {ReactNode} from 'react';
import {renderToString} from 'react-dom/server';

// React writes this comment where a Suspense boundary could not finish on the server and the browser must render it.
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

export class SuspendedWhileRenderingError extends Error {}

const SUSPENDED_ADVICE =
  "A component suspended while the page was rendered to HTML. This site renders pages with React's string renderer " +
  '(site/upstream-patches/string-ssr), which cannot wait: load the data at build time, or render the component only in ' +
  'the browser.';

export async function renderToHtml(app: ReactNode): Promise<string> {
  let html: string;
  try {
    html = renderToString(app);
  } catch (error) {
    // React throws this kind when the whole page suspends; anything else is the page's own error.
    if (error instanceof Error && /suspended while responding to synchronous input/.test(error.message)) {
      throw new SuspendedWhileRenderingError(SUSPENDED_ADVICE, {cause: error});
    }
    throw error;
  }
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) throw new SuspendedWhileRenderingError(SUSPENDED_ADVICE);
  return html;
}
