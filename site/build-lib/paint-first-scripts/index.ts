// The page's entry scripts (Rspack's runtime and main.js) are not <script defer> tags: a small inline loader adds
// them once the browser has shown the server-rendered page. With `defer`, a phone that has the scripts early runs
// React DOM, the route table and hydration before its first paint, so the reader waits for the app to see text that
// was in the HTML all along. After the paint, the same work only delays interactivity, which the page hardly needs
// (links and text work without it).
//
// The signal is two things together. The first-contentful-paint entry: the browser reports it once the page is on
// the screen. And the start of the second frame: the loader asks for an animation frame, whose callback runs just
// before the browser renders the first frame, then asks there for the next one; the compositor starts a frame only
// once the one before it has been drawn. Either alone failed in Lighthouse runs here, where Chromium holds a new
// page's first frame back for about a second (paint holding): in some runs frames kept coming during the hold, so
// the scripts ran while the reader still saw nothing (and the simulated LCP went from 1 s to 3 s); the paint entry
// alone can come before the frame that draws it. A browser without paint timing waits for the frames only. A
// hidden tab renders no frames, so it loads at once, and if the signal does not come within SAFETY_TIMEOUT_MS the
// scripts load anyway.
import {minifySync} from '@swc/core';

export const SAFETY_TIMEOUT_MS = 3000;

/** Marks where the template puts the script URLs (a JSON array) into the loader's source. */
const URLS = '__PAINT_FIRST_URLS__';

// Kept to what every browser the site supports runs without transpiling. Minified once here, since the pages are
// not run through an HTML minifier (see the site's build script).
const LOADER_SOURCE = `(function (urls) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < urls.length; i++) {
      var script = document.createElement('script');
      script.src = urls[i];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  setTimeout(start, ${SAFETY_TIMEOUT_MS});
  var framed = false;
  var Observer = window.PerformanceObserver;
  var painted = !(Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0);
  function startWhenShown() {
    if (framed && painted) setTimeout(start, 0);
  }
  if (!painted) {
    try {
      new Observer(function (list, observer) {
        var entries = list.getEntries();
        for (var i = 0; i < entries.length; i++) {
          if (entries[i].name === 'first-contentful-paint') {
            painted = true;
            observer.disconnect();
            startWhenShown();
          }
        }
      }).observe({type: 'paint', buffered: true});
    } catch (error) {
      painted = true;
    }
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      framed = true;
      startWhenShown();
    });
  });
})(${URLS});`;

const LOADER = minifySync(LOADER_SOURCE, {compress: true, mangle: true}).code.replace(/;$/, '');
if (LOADER.split(URLS).length !== 2)
  throw new Error('paint-first-scripts: the minified loader lost its URL placeholder');

/** The loader for these script URLs, in the order they must run. */
export function paintFirstLoader(urls: readonly string[]): string {
  return LOADER.replace(URLS, JSON.stringify(urls));
}

/**
 * Docusaurus's page template with the loader in place of the `<script defer>` tags; otherwise the same parts in the
 * same order. Eta fills `it` at build time; `<%~` writes unescaped, which the URL list (JSON of asset paths) needs.
 */
export function paintFirstSsrTemplate(): string {
  const [before, after] = LOADER.split(URLS);
  return `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <script>${before}<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>${after}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
}
