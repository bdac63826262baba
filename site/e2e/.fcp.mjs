import {chromium} from 'playwright-core';
import {startStaticServer} from '/work/main/site/scripts/static-server.mjs';
import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
const root = process.argv[3] ?? '/work/main/site/build';
const server = await startStaticServer({root});
for (let i=0;i<3;i++){
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
const ctx = await chromium.launchPersistentContext(dir, {executablePath: '/usr/bin/chromium', headless: true, viewport:{width:412,height:823},
  args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync']});
await ctx.route((u) => u.host !== new URL(server.url).host, (r) => r.abort());
const page = await ctx.newPage();
await page.addInitScript(() => { window.__lt=[]; new PerformanceObserver((l)=>{for(const e of l.getEntries()) window.__lt.push([e.entryType, e.name, Math.round(e.startTime), Math.round(e.duration), e.element?.tagName ?? '', e.size ?? ''])}).observe({type:'longtask',buffered:true}); new PerformanceObserver((l)=>{for(const e of l.getEntries()) window.__lt.push([e.entryType, e.name, Math.round(e.startTime), 0, e.element?.tagName+'.'+(e.element?.className??''), e.size])}).observe({type:'largest-contentful-paint',buffered:true}); });
await page.goto(server.url + process.argv[2], {waitUntil:'load'});
await page.waitForTimeout(2500);
console.log(JSON.stringify(await page.evaluate(() => [performance.getEntriesByType('paint').map(e=>[e.name, Math.round(e.startTime)]), performance.getEntriesByType('navigation').map(e=>[Math.round(e.domContentLoadedEventEnd), Math.round(e.loadEventEnd)]), window.__lt])));
await ctx.close();}
await server.close();
