// Our diagrams are SVG files shown as images, so the page's colour mode cannot reach inside them: each must paint its
// own opaque background, and every label must read at 4.5:1 against whatever the drawing puts behind it, stay inside
// the box it names and clear of other labels. The sweep's checks see only the page's own text, never an image's.
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {get} from './html';

const FOLDER = path.resolve(__dirname, '../static/img/diagrams');
const DIAGRAMS = fs.readdirSync(FOLDER).filter((name) => name.endsWith('.svg'));

/** Runs in the page holding the drawing: each label that is faint, spills out of its box or lies over another. */
function labelProblems(): string[] {
  type Rgba = [number, number, number, number];
  // An SVG document makes SVG elements, so the canvas that turns any CSS colour into numbers is an offscreen one.
  const probe = new OffscreenCanvas(1, 1).getContext('2d')!;
  const rgba = (paint: string, opacity: number): Rgba | null => {
    if (!paint || paint === 'none' || paint.startsWith('url(')) return null;
    probe.clearRect(0, 0, 1, 1);
    probe.fillStyle = paint;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
    return a === 0 ? null : [r, g, b, (a / 255) * opacity];
  };
  const onTop = (top: Rgba, below: Rgba): Rgba => [
    top[0] * top[3] + below[0] * (1 - top[3]),
    top[1] * top[3] + below[1] * (1 - top[3]),
    top[2] * top[3] + below[2] * (1 - top[3]),
    1,
  ];
  const luminance = ([r, g, b]: Rgba) => {
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  const problems: string[] = [];
  for (const label of Array.from(document.querySelectorAll('text'))) {
    const box = label.getBoundingClientRect();
    if (box.width === 0 || !label.textContent?.trim()) continue;
    const shapes = document
      .elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      .filter((element) => element instanceof SVGGeometryElement);
    // What the drawing paints behind the label, from the bottom up; nothing opaque at the bottom means the page shows.
    let behind: Rgba | null = null;
    const bottomUp = [...shapes].reverse();
    for (const shape of bottomUp) {
      const style = getComputedStyle(shape);
      const fill = rgba(style.fill, Number(style.fillOpacity) * Number(style.opacity));
      if (fill) behind = behind ? onTop(fill, behind) : fill[3] === 1 ? fill : null;
    }
    const text = `"${label.textContent.trim().slice(0, 40)}"`;
    if (!behind) {
      problems.push(`${text} has no opaque background of the drawing's own behind it`);
      continue;
    }
    // A label set on a box stays inside it: the box nearest the label, unless that is the drawing's own background.
    const ownBox = shapes.find((shape) => shape instanceof SVGRectElement && shape !== bottomUp[0]);
    if (ownBox) {
      const frame = ownBox.getBoundingClientRect();
      if (box.left < frame.left + 1 || box.right > frame.right - 1 || box.top < frame.top || box.bottom > frame.bottom)
        problems.push(`${text} spills out of its box`);
    }
    const style = getComputedStyle(label);
    const colour = rgba(style.fill, Number(style.fillOpacity) * Number(style.opacity));
    const contrast = colour ? ratio(onTop(colour, behind), behind) : 1;
    if (contrast < 4.5) problems.push(`${text} is ${contrast.toFixed(2)}:1 against what is behind it`);
  }
  // No two labels drawn over each other.
  const placed = Array.from(document.querySelectorAll('text')).filter((label) => label.textContent?.trim());
  for (let i = 0; i < placed.length; i++)
    for (let j = i + 1; j < placed.length; j++) {
      const [a, b] = [placed[i].getBoundingClientRect(), placed[j].getBoundingClientRect()];
      if (
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
      )
        problems.push(
          `"${placed[i].textContent.trim().slice(0, 40)}" overlaps "${placed[j].textContent.trim().slice(0, 40)}"`,
        );
    }
  return problems;
}

describe('diagrams', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('finds the diagrams the pages show', () => {
    expect(DIAGRAMS.length).toBeGreaterThanOrEqual(8);
  });

  it.for(DIAGRAMS)(
    '%s has a background of its own and legible labels, each inside its box and clear of the others',
    async (name) => {
      const page = await browser.newPage();
      // Served as the site serves it, then drawn inline on a dark page (a bare SVG document makes Chromium ask for a
      // favicon the site does not have): a drawing without a background of its own shows the page through it.
      const {html: svg} = await get(`${baseUrl()}/img/diagrams/${name}`);
      await page.setContent(`<!doctype html><html><body style="margin:0;background:#0b1020">${svg}</body></html>`);
      const labels = await page.locator('text').count();
      expect(labels).toBeGreaterThan(0);
      expect(await page.evaluate(labelProblems)).toEqual([]);
      await page.close();
      expect(browser.problems).toEqual([]);
    },
  );
});
