import vm from 'node:vm';
import * as eta from 'eta';
import {describe, expect, it} from 'vitest';
import {SAFETY_TIMEOUT_MS, paintFirstLoader, paintFirstSsrTemplate} from './index';

type Listener = () => void;

/** A page for the loader to run in: a head that records the scripts added, timers and frames run by hand. */
function fakePage({hidden = false, paintTiming = false} = {}) {
  const appended: {src: string; async: boolean}[] = [];
  const timers: {at: number; run: () => void}[] = [];
  const frames: Listener[] = [];
  const visibilityListeners: Listener[] = [];
  let now = 0;
  const paintObservers: Array<
    (list: {getEntries: () => {name: string}[]}, observer: {disconnect: () => void}) => void
  > = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'longtask'];
    constructor(private readonly callback: (typeof paintObservers)[number]) {}
    observe({type}: {type: string}) {
      if (type === 'paint') paintObservers.push(this.callback);
    }
  }
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: {
      appendChild: (script: {src: string; async: boolean}) => appended.push({src: script.src, async: script.async}),
    },
    createElement: (tag: string) => ({tag, src: '', async: true}),
    addEventListener: (type: string, listener: Listener) =>
      type === 'visibilitychange' && visibilityListeners.push(listener),
  };
  const context = vm.createContext({
    window: paintTiming ? {PerformanceObserver: FakePerformanceObserver} : {},
    document,
    setTimeout: (run: () => void, delay: number) => timers.push({at: now + delay, run}),
    requestAnimationFrame: (frame: Listener) => frames.push(frame),
  });
  return {
    appended,
    run: (source: string) => vm.runInContext(source, context),
    /** Runs every timer due by `ms` from now, in order, including those they schedule. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.splice(timers.indexOf(due), 1);
        now = due.at;
        due.run();
      }
      now = until;
    },
    /** Reports the page's first paints, as the browser does once they are on the screen. */
    paint() {
      const entries = [{name: 'first-paint'}, {name: 'first-contentful-paint'}];
      for (const observer of paintObservers.splice(0)) observer({getEntries: () => entries}, {disconnect: () => {}});
    },
    /** Runs the callbacks of one frame; those they request wait for the next. */
    frame: () => frames.splice(0).forEach((frame) => frame()),
    hide() {
      document.visibilityState = 'hidden';
      visibilityListeners.forEach((listener) => listener());
    },
  };
}

const URLS = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];
const inOrder = URLS.map((src) => ({src, async: false}));

describe('paintFirstLoader', () => {
  it('adds nothing until the second frame starts, then the scripts in order with ordered execution, in a task', () => {
    const page = fakePage();
    page.run(paintFirstLoader(URLS));
    page.advance(100);
    expect(page.appended).toEqual([]);
    page.frame();
    page.advance(0);
    // The first frame may still be held back from the screen; the next one only starts once it has been drawn.
    expect(page.appended).toEqual([]);
    page.frame();
    expect(page.appended).toEqual([]);
    page.advance(0);
    expect(page.appended).toEqual(inOrder);
  });

  it('where the browser reports paints, waits for the first contentful paint even when frames keep coming', () => {
    const page = fakePage({paintTiming: true});
    page.run(paintFirstLoader(URLS));
    // Paint holding: frames are produced, none shown yet.
    page.frame();
    page.frame();
    page.frame();
    page.advance(1000);
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([]);
    page.advance(0);
    expect(page.appended).toEqual(inOrder);
  });

  it('where the browser reports paints, still waits for the second frame after an early paint entry', () => {
    const page = fakePage({paintTiming: true});
    page.run(paintFirstLoader(URLS));
    page.paint();
    page.advance(0);
    page.frame();
    page.advance(0);
    expect(page.appended).toEqual([]);
    page.frame();
    page.advance(0);
    expect(page.appended).toEqual(inOrder);
  });

  it('where the browser reports paints, loads after the safety timeout when no paint is reported', () => {
    const page = fakePage({paintTiming: true});
    page.run(paintFirstLoader(URLS));
    page.frame();
    page.frame();
    page.advance(SAFETY_TIMEOUT_MS - 1);
    expect(page.appended).toEqual([]);
    page.advance(1);
    expect(page.appended).toEqual(inOrder);
  });

  it('adds the scripts once, whatever else fires later', () => {
    const page = fakePage();
    page.run(paintFirstLoader(URLS));
    page.frame();
    page.frame();
    page.advance(0);
    page.hide();
    page.frame();
    page.advance(SAFETY_TIMEOUT_MS * 2);
    expect(page.appended).toEqual(inOrder);
  });

  it('loads at once in a hidden tab, which renders no frames', () => {
    const page = fakePage({hidden: true});
    page.run(paintFirstLoader(URLS));
    expect(page.appended).toEqual(inOrder);
  });

  it('loads when the tab is hidden before its first frame', () => {
    const page = fakePage();
    page.run(paintFirstLoader(URLS));
    page.hide();
    expect(page.appended).toEqual(inOrder);
  });

  it('loads after the safety timeout when no frame comes', () => {
    const page = fakePage();
    page.run(paintFirstLoader(URLS));
    page.advance(SAFETY_TIMEOUT_MS - 1);
    expect(page.appended).toEqual([]);
    page.advance(1);
    expect(page.appended).toEqual(inOrder);
  });
});

// The inline script that lists the entry scripts (the loader is minified, so it is found by its URL list).
const LOADER_SCRIPT = /<script>((?:(?!<\/script>)[\s\S])*?runtime~main(?:(?!<\/script>)[\s\S])*?)<\/script>/;

describe('paintFirstSsrTemplate', () => {
  const render = (data: Record<string, unknown>) =>
    eta.compile(paintFirstSsrTemplate().trim(), {rmWhitespace: true})(
      {
        htmlAttributes: 'lang="en" dir="ltr"',
        bodyAttributes: 'class="page"',
        version: '3.10.0',
        metaAttributes: ['<title>T</title>'],
        headTags: '<meta name="x" content="y">',
        stylesheets: ['assets/css/styles.css'],
        scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
        baseUrl: '/',
        preBodyTags: '<script>pre()</script>',
        appHtml: '<main>app</main>',
        postBodyTags: '',
        ...data,
      },
      eta.defaultConfig,
    );

  it('renders the page with the loader in place of script tags with src', () => {
    const html = render({});
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>T</title>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.css" />');
    expect(html).toContain('<div id="__docusaurus"><main>app</main></div>');
    expect(html).toContain('<body class="page">');
    expect(html).not.toMatch(/<script[^>]* src=/);
    const loader = LOADER_SCRIPT.exec(html)?.[1];
    expect(loader).toContain(JSON.stringify(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']));
  });

  it('writes a loader that runs and loads the page scripts once the page is on screen', () => {
    const html = render({baseUrl: '/docs/'});
    const loader = LOADER_SCRIPT.exec(html)![1];
    const page = fakePage();
    page.run(loader);
    page.frame();
    page.frame();
    page.advance(0);
    expect(page.appended.map((script) => script.src)).toEqual([
      '/docs/assets/js/runtime~main.1.js',
      '/docs/assets/js/main.2.js',
    ]);
  });
});
