// Writes a stand-in for the screenshot harness's output: one small PNG per scene and theme (a dark or light panel with
// a few bars, so a test or a person can tell the themes apart) and a manifest in the harness's format. The unit tests
// read the committed copy in build-lib/screenshots/fixtures; a local build can use one written into static/img/ui.
//   node site/scripts/ui-shots-fixture.mjs <out dir> [scene,…]
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {deflateSync} from 'node:zlib';

export const FIXTURE_SCENES = [
  'welcome', 'home', 'task-header', 'api-requests', 'read-approval', 'checkpoint-menu', 'followup',
  'command-approval', 'edit-approval', 'task-completed', 'todo-list', 'condensing', 'auto-approve-menu',
  'mode-selector', 'modes-view', 'modes-create-dialog', 'settings-providers', 'settings-auto-approve',
  'settings-checkpoints', 'settings-context', 'settings-terminal', 'settings-notifications', 'settings-prompts',
  'settings-experimental', 'settings-browser', 'indexing-popover', 'mcp-view', 'marketplace-modes',
  'marketplace-mcp', 'marketplace-install', 'history-view', 'context-menu', 'slash-menu', 'cloud-signed-out',
]; // prettier-ignore

const CRC_TABLE = Array.from({length: 256}, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of the given size: a background with horizontal bars in the foreground colour. */
export function fixturePng(width, height, background, foreground) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    const bar = Math.floor(y / 20) % 3 === 1;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const colour = bar && x > 20 && x < width - 60 ? foreground : background;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const data = deflateSync(Buffer.concat(rows), {level: 9});
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}

const COLOURS = {
  dark: [
    [31, 31, 31],
    [204, 204, 204],
  ],
  light: [
    [248, 248, 248],
    [59, 59, 59],
  ],
};

export function writeFixture(outDir, scenes = FIXTURE_SCENES) {
  fs.mkdirSync(outDir, {recursive: true});
  const manifest = {tag: 'v3.28.10', scale: 2, scenes: []};
  scenes.forEach((id, index) => {
    const width = 640;
    const height = 360 + (index % 4) * 80;
    const images = {};
    for (const [theme, [background, foreground]] of Object.entries(COLOURS)) {
      const file = `${id}-${theme}.png`;
      const bytes = fixturePng(width, height, background, foreground);
      fs.writeFileSync(path.join(outDir, file), bytes);
      images[theme] = {
        file,
        width,
        height,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    }
    const alt = `Fixture stand-in for the ${id} scene of the Roo Code panel`;
    manifest.scenes.push({id, alt, text: [`fixture ${id}`], images});
  });
  fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const [outDir, only] = process.argv.slice(2);
  if (!outDir) throw new Error('usage: node site/scripts/ui-shots-fixture.mjs <out dir> [scene,…]');
  writeFixture(outDir, only ? only.split(',') : FIXTURE_SCENES);
}
