// The page's entry scripts (Rspack's runtime and main.js) are not <script defer> tags: a small inline loader adds
// them once the browser has shown the server-rendered page. With `defer`, a phone that has the scripts early runs
// React DOM, the route table and hydration before its first paint, so the reader waits for the app to see text that
// was in the HTML all along. After the paint, the same work only delays interactivity, which the page hardly needs
// (links and text work without it).
//
// The signal is the start of the second frame: the loader asks for an animation frame, whose callback runs just
// before the browser renders the first frame, asks there for the next one, and then for a task. The compositor
// starts a frame only once the one before it has been drawn, so the second frame's callback means the page is on
// screen. That matters when Chromium holds a new page's first frame back (paint holding, seen for about a second
// in Lighthouse runs here): frames then stop, and so do the scripts, instead of running while the reader still
// sees nothing. Waiting for the first-contentful-paint entry proved worse: under paint holding it came late too,
// with nothing else to draw. A hidden tab renders no frames, so it loads at once, and if no frame comes within
// SAFETY_TIMEOUT_MS the scripts load anyway.

export const SAFETY_TIMEOUT_MS = 3000;

/** Marks where the template puts the script URLs (a JSON array) into the loader's source. */
const URLS = '__PAINT_FIRST_URLS__';

// Kept to what every browser the site supports runs without transpiling: this string goes into the page as it is.
const LOADER = `(function (urls) {
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
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  });
})(${URLS});`;

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
