// ad-hoc: screenshot of an element's neighbourhood
import {chromium} from 'playwright-core';
import {startStaticServer} from '/work/wt-layout/site/scripts/static-server.mjs';
const [width, route, selector, mode = 'dark', out] = process.argv.slice(2);
const server = await startStaticServer({root: '/work/wt-layout/site/build'});
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const ctx = await browser.newContext({viewport: {width: Number(width), height: 900}, reducedMotion: 'reduce'});
await ctx.addInitScript((t) => { localStorage.setItem('theme', t); localStorage.setItem('roo-docs:consent', 'declined'); }, mode);
const page = await ctx.newPage();
await page.route(/^https:/, (r) => r.abort());
await page.goto(server.url + route);
await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
const el = page.locator(selector).first();
await el.scrollIntoViewIfNeeded();
await el.screenshot({path: out});
await browser.close(); await server.close();
