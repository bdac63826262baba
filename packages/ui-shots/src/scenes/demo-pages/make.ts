// Rasterises the demo web pages that the browser-session scene shows as Roo's screenshots. Run once after editing an
// SVG (`npm run demo-pages -w packages/ui-shots`) and commit the WebP files: a scene reads the committed images, so the
// fonts of the machine that renders the scenes never change them.
import {readdirSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

import sharp from 'sharp';

const folder = fileURLToPath(new URL('./', import.meta.url));

for (const file of readdirSync(folder).filter((name) => name.endsWith('.svg'))) {
  const target = folder + file.replace(/\.svg$/, '.webp');
  // Quality 75 is Roo Code's default screenshot quality, so the images weigh what a real session's would.
  await sharp(folder + file)
    .webp({quality: 75})
    .toFile(target);
  console.log(target);
}
