// Stands in for @docusaurus/core's client entry (swapped by ./index.ts), doing what it does in the
// same order: window.docusaurus, preloading the current route's chunks, then hydrating in a transition. The
// original does all of it, after evaluating every module it imports (React DOM, the app, the route table), in the
// one task that evaluates main.js: on a phone at a quarter of this machine's speed, a task of several hundred
// milliseconds that blocks input. Here each step is a task of its own. The imports are eager: the modules stay in
// main.js and are only evaluated later, so no request is added.
import React, {startTransition, type ReactNode} from 'react';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import {matchRoutes} from 'react-router-config';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';
import {yieldToMain} from './yield-to-main';

// Docusaurus defines it: true for a production build, whose HTML is hydrated; false in `docusaurus start`.
const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

function Router({children}: {children: ReactNode}): ReactNode {
  return siteConfig.future.experimental_router === 'hash' ? (
    <HashRouter>{children}</HashRouter>
  ) : (
    <BrowserRouter>{children}</BrowserRouter>
  );
}

const onRecoverableError = (error: unknown, errorInfo: unknown) => {
  console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
};

function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname);
  } catch {
    return undefined;
  }
}

// Each a separate task before the runtime and before the app; the order follows what they import.
const RUNTIME_PARTS: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ '@generated/routesChunkNames'),
  () => import(/* webpackMode: "eager" */ '@generated/registry'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
];
const APP_PARTS: (() => Promise<unknown>)[] = [() => import(/* webpackMode: "eager" */ '@generated/globalData')];

async function start(): Promise<void> {
  const {pathname} = window.location;
  const decoded = decodedPath(pathname);
  // A malformed escape in the address (/%E0%A4%A) makes the router throw, and React would then replace the server's
  // not-found page with nothing. The page stays as the server sent it: readable, without scripts.
  if (decoded === undefined) return;
  await yieldToMain();
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  // The runtime and the app each pull in a large share of main.js; evaluating their biggest dependencies first,
  // one per task, keeps every step short (the later imports find them already evaluated).
  for (const evaluate of RUNTIME_PARTS) {
    await yieldToMain();
    await evaluate();
  }
  await yieldToMain();
  const {default: docusaurus} = await import(/* webpackMode: "eager" */ './docusaurus-runtime');
  // Same functions as the original's; its declared type has prefetch resolve to an array nothing reads.
  window.docusaurus = docusaurus as unknown as Window['docusaurus'];
  for (const evaluate of APP_PARTS) {
    await yieldToMain();
    await evaluate();
  }
  await yieldToMain();
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await yieldToMain();
  const {default: routes} = await import(/* webpackMode: "eager" */ '@generated/routes');
  const matches = [...new Set([pathname, decoded])].flatMap((path) => matchRoutes(routes, path));
  // A route's preload adds a <script> per chunk it lacks, each a few milliseconds on a phone: one task per route.
  const preloads: Promise<unknown>[] = [];
  for (const match of matches) {
    await yieldToMain();
    const component = match.route.component as unknown as {preload?: () => Promise<unknown>};
    preloads.push(component.preload?.() ?? Promise.resolve());
  }
  await Promise.all(preloads);

  const container = document.getElementById('__docusaurus')!;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
    } else if (hydrate) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

if (ExecutionEnvironment.canUseDOM) {
  start().catch((error: unknown) => console.error('Docusaurus client failed to start:', error));
  // Re-running this module on a hot update renders into the root that already exists (see above).
  (module as {hot?: {accept: () => void}}).hot?.accept();
}
