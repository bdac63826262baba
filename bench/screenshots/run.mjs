// Screenshots for people to look at: a fixed set of pages at five widths in both colour modes, written as PNGs to
// bench/results/screenshots/<page>-<width>-<mode>.png. Not a test: it only shows what the layout test measures.
//   npm run build && npm run screenshots [-- --page anthropic --width 390]
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {MOCKS, withServedBuild} from '../lib/browser.mjs';
import {ROOT} from '../lib/report.mjs';

const PAGES = {
  home: '/',
  anthropic: '/providers/anthropic',
  bedrock: '/providers/bedrock',
  'custom-modes': '/features/custom-modes',
  settings: '/features/settings-management',
  tools: '/advanced-usage/available-tools/tool-use-overview',
  'release-note': '/update-notes/v3.28.10',
};
const WIDTHS = [1440, 1280, 1024, 390, 320];
const MODES = ['dark', 'light'];

const {values} = parseArgs({
  options: {page: {type: 'string', multiple: true}, width: {type: 'string', multiple: true}},
});
const pages = values.page ?? Object.keys(PAGES);
const widths = values.width?.map(Number) ?? WIDTHS;
const outDir = path.join(ROOT, 'bench/results/screenshots');

fs.mkdirSync(outDir, {recursive: true});
await withServedBuild(async ({browser, baseUrl}) => {
  for (const mode of MODES) {
    // Reduced motion stills the animated background, so two runs of the same build give the same pictures.
    const context = await browser.newContext({reducedMotion: 'reduce', colorScheme: mode});
    await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    for (const {pattern, body} of MOCKS) await context.route(pattern, (route) => route.fulfill({json: body}));
    const page = await context.newPage();
    for (const name of pages) {
      for (const width of widths) {
        await page.setViewportSize({width, height: width < 600 ? 844 : 900});
        await page.goto(baseUrl + PAGES[name]);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        const file = path.join(outDir, `${name}-${width}-${mode}.png`);
        // The first screen and, for the table pages, the first wide table too: that is where layouts go wrong.
        await page.screenshot({path: file});
        const table = page.locator('article table').first();
        if ((await table.count()) > 0) {
          await table.scrollIntoViewIfNeeded();
          await page.screenshot({path: file.replace(/\.png$/, '-table.png')});
        }
        console.log(path.relative(ROOT, file));
      }
    }
    await context.close();
  }
});
