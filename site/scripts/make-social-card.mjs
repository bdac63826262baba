#!/usr/bin/env node
// Renders the default social card (static/img/social-card.png, 1200×630) from the HTML below with Debian's
// Chromium. Social networks ignore SVG images, so the card is a PNG; run this again after changing the design.
// Usage: node scripts/make-social-card.mjs [output.png]   (CHROMIUM_PATH overrides /usr/bin/chromium)
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';

const WIDTH = 1200;
const HEIGHT = 630;
const siteDir = path.resolve(import.meta.dirname, '..');
const output = path.resolve(process.argv[2] ?? path.join(siteDir, 'static/img/social-card.png'));
// The site's own logo, inlined so the page needs no server.
const logo = fs.readFileSync(path.join(siteDir, 'static/img/logo.svg'), 'utf8');

const html = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body {
    width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; position: relative;
    font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #eef2ff;
    background: radial-gradient(circle at 85% 15%, #1f2d5c 0, transparent 45%),
                radial-gradient(circle at 10% 95%, #123a44 0, transparent 40%), #0b1020;
  }
  .grid { position: absolute; inset: 0; opacity: 0.18;
    background-image: linear-gradient(#8ea8ff 1px, transparent 1px), linear-gradient(90deg, #8ea8ff 1px, transparent 1px);
    background-size: 60px 60px; mask-image: linear-gradient(120deg, transparent 35%, #000 100%); }
  .card { position: absolute; inset: 72px 80px; display: flex; flex-direction: column; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .brand svg { width: 112px; height: 112px; }
  .name { font-size: 88px; font-weight: 700; letter-spacing: -2px; }
  .kind { font-size: 34px; color: #8ea8ff; margin-top: 6px; letter-spacing: 1px; }
  .tagline { font-size: 44px; line-height: 1.25; max-width: 900px; font-weight: 600; }
  .foot { display: flex; justify-content: space-between; align-items: center; font-size: 28px; color: #b8c4e8; }
  .bar { height: 10px; width: 260px; border-radius: 5px; background: linear-gradient(90deg, #7c9cff, #4fd1c5); }
</style></head>
<body>
  <div class="grid"></div>
  <div class="card">
    <div class="brand">${logo}<div><div class="name">Roo Code</div><div class="kind">Documentation</div></div></div>
    <div class="tagline">Your AI coding team in VS Code: modes, tools, MCP and every model provider, explained.</div>
    <div class="foot"><span>docs.roocode.com</span><span class="bar"></span></div>
  </div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({viewport: {width: WIDTH, height: HEIGHT}, deviceScaleFactor: 1});
  await page.setContent(html, {waitUntil: 'load'});
  fs.mkdirSync(path.dirname(output), {recursive: true});
  await page.screenshot({path: output, type: 'png', clip: {x: 0, y: 0, width: WIDTH, height: HEIGHT}});
  console.log(`Wrote ${path.relative(process.cwd(), output)} (${WIDTH}×${HEIGHT})`);
} finally {
  await browser.close();
}
