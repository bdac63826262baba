import {chromium} from 'playwright-core';
import {startStaticServer} from '../site/scripts/static-server.mjs';
const server = await startStaticServer({root: 'site/build'});
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu']});
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await page.goto(server.url + '/');
await page.waitForSelector('html[data-has-hydrated="true"]');
const box = page.locator('input.navbar__search-input');
await box.hover();
await box.click();
for (const q of process.argv.slice(2)) {
  await box.fill('');
  await box.pressSequentially(q, {delay: 15});
  await page.waitForTimeout(1500);
  console.log(q, await page.locator('[role="listbox"]').innerText().catch(() => 'none'));
}
await browser.close(); await server.close();
