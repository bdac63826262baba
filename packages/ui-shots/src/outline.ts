// Geometry of the highlight drawn around the control a page's step names, and of the crop. Pure and unit-tested:
// the renderer only measures boxes and draws what these functions return.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding all the given boxes; null for none (the caller fails the scene). */
export function unionBoxes(boxes: Box[]): Box | null {
  const visible = boxes.filter((b) => b.width > 0 && b.height > 0);
  if (visible.length === 0) return null;
  const left = Math.min(...visible.map((b) => b.x));
  const top = Math.min(...visible.map((b) => b.y));
  const right = Math.max(...visible.map((b) => b.x + b.width));
  const bottom = Math.max(...visible.map((b) => b.y + b.height));
  return {x: left, y: top, width: right - left, height: bottom - top};
}

/** Room around a box: the same on every side, or side by side (a frame flush with a menu's top, say). */
export type Padding = number | {top: number; right: number; bottom: number; left: number};

export function padBox(box: Box, padding: Padding): Box {
  const {top, right, bottom, left} =
    typeof padding === 'number' ? {top: padding, right: padding, bottom: padding, left: padding} : padding;
  return {x: box.x - left, y: box.y - top, width: box.width + left + right, height: box.height + top + bottom};
}

/** The part of box inside bounds; null when they do not overlap. */
export function clampBox(box: Box, bounds: Box): Box | null {
  const left = Math.max(box.x, bounds.x);
  const top = Math.max(box.y, bounds.y);
  const right = Math.min(box.x + box.width, bounds.x + bounds.width);
  const bottom = Math.min(box.y + box.height, bounds.y + bounds.height);
  if (right <= left || bottom <= top) return null;
  return {x: left, y: top, width: right - left, height: bottom - top};
}

/** Whole CSS pixels, outward, so the screenshot clip never cuts a row of pixels in half at scale 2. */
export function roundOut(box: Box): Box {
  const left = Math.floor(box.x);
  const top = Math.floor(box.y);
  return {x: left, y: top, width: Math.ceil(box.x + box.width) - left, height: Math.ceil(box.y + box.height) - top};
}

/**
 * The outline rectangle for the matched elements: their union, padded, then kept inside the crop minus an inset
 * so that the stroke stays visible at the crop's edge.
 */
export function outlineRect(targets: Box[], crop: Box, padding = 4, inset = 2): Box | null {
  const union = unionBoxes(targets);
  if (!union) return null;
  const inner = {x: crop.x + inset, y: crop.y + inset, width: crop.width - 2 * inset, height: crop.height - 2 * inset};
  const clamped = clampBox(padBox(union, padding), inner);
  return clamped ? roundOut(clamped) : null;
}

/**
 * The crop: the union of the crop selector's boxes, padded and kept inside the page, at whatever height it needs. Whole
 * pixels outward, except on a side with no padding, which is flush with the content: rounded inward there, so that no
 * sub-pixel row of what lies behind (the view under a menu) shows at the edge.
 */
export function cropRect(targets: Box[], page: Box, padding: Padding): Box | null {
  const union = unionBoxes(targets);
  if (!union) return null;
  const clamped = clampBox(padBox(union, padding), page);
  if (!clamped) return null;
  const out = roundOut(clamped);
  if (typeof padding === 'number') return out;
  const left = padding.left === 0 ? Math.ceil(clamped.x) : out.x;
  const top = padding.top === 0 ? Math.ceil(clamped.y) : out.y;
  const right = padding.right === 0 ? Math.floor(clamped.x + clamped.width) : out.x + out.width;
  const bottom = padding.bottom === 0 ? Math.floor(clamped.y + clamped.height) : out.y + out.height;
  return {x: left, y: top, width: right - left, height: bottom - top};
}

/** The diameter of a numbered callout badge, in CSS px. */
export const CALLOUT_SIZE = 20;

/** The space kept between a badge and the element it names, in CSS px. */
export const CALLOUT_GAP = 2;

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

// The badge's border is drawn inside its box, so a badge flush with the frame's edge is still whole.
function inside(spot: Box, frame: Box): boolean {
  return (
    spot.x >= frame.x &&
    spot.y >= frame.y &&
    spot.x + spot.width <= frame.x + frame.width &&
    spot.y + spot.height <= frame.y + frame.height
  );
}

/** The sides of an element a badge may sit on, in the order they are tried when a scene names none. */
export const CALLOUT_SIDES = ['left', 'above', 'right', 'below'] as const;
export type CalloutSide = (typeof CALLOUT_SIDES)[number];

/**
 * The place a badge takes on one side of a target. Beside a tall element the badge lines up with its first line (a
 * chat box, a row with a description) rather than its middle; above or below a wide one it lines up with its start,
 * so the number reads as that element's label.
 */
function besideSpot(target: Box, side: CalloutSide, size: number, gap: number): Box {
  const across = target.height <= 3 * size ? target.y + (target.height - size) / 2 : target.y;
  const along = target.width <= 3 * size ? target.x + (target.width - size) / 2 : target.x;
  const spot = {
    left: {x: target.x - gap - size, y: across},
    above: {x: along, y: target.y - gap - size},
    right: {x: target.x + target.width + gap, y: across},
    below: {x: along, y: target.y + target.height + gap},
  }[side];
  return {x: Math.round(spot.x), y: Math.round(spot.y), width: size, height: size};
}

/**
 * Where a numbered badge goes: outside the element it names, never on top of it, and inside the frame; also clear
 * of everything in `avoid` (the other badges and the elements the other badges name) when some side allows it. The
 * sides are tried from `side` (a scene's choice where only the picture shows which side is empty), then in the order
 * of CALLOUT_SIDES. Where no side is free, the one covering least of `avoid` wins; where none fits in the frame at
 * all, the badge goes at the element's top-left corner, kept inside the frame. Null when the element is not in the
 * frame.
 */
export function calloutSpot(
  targets: Box[],
  frame: Box,
  size = CALLOUT_SIZE,
  avoid: Box[] = [],
  side?: CalloutSide,
): Box | null {
  const union = unionBoxes(targets);
  if (!union || !clampBox(union, frame)) return null;
  const sides: readonly CalloutSide[] = side
    ? [side, ...CALLOUT_SIDES.filter((other) => other !== side)]
    : CALLOUT_SIDES;
  const fitting = sides.map((s) => besideSpot(union, s, size, CALLOUT_GAP)).filter((spot) => inside(spot, frame));
  const covered = (spot: Box) => avoid.reduce((sum, other) => sum + overlapArea(spot, other), 0);
  const best = fitting.reduce<Box | null>(
    (found, spot) => (!found || covered(spot) < covered(found) ? spot : found),
    null,
  );
  if (best) return best;
  const clampTo = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  return {
    x: Math.round(clampTo(union.x - size / 2, frame.x + 1, frame.x + frame.width - size - 1)),
    y: Math.round(clampTo(union.y - size / 2, frame.y + 1, frame.y + frame.height - size - 1)),
    width: size,
    height: size,
  };
}

/** How many badges' area makes an element a region rather than a control (16: a 20 px badge, about 80 by 80 px). */
export const REGION_BADGES = 16;

/** One callout as measured on the page: the boxes of the elements it names, and the side its scene asks for. */
export interface CalloutTarget {
  targets: Box[];
  side?: CalloutSide;
}

/**
 * Every badge of a figure, in order: each avoids the elements the other badges name and the badges placed before
 * it, so that a number never hides a neighbouring control nor sits where it could name two. One entry per callout,
 * null where its element is not in the frame.
 */
export function calloutSpots(callouts: CalloutTarget[], frame: Box, size = CALLOUT_SIZE): (Box | null)[] {
  const placed: Box[] = [];
  // A region many badges large (a chat box, a panel) is not avoided: the controls inside it or along its edge leave
  // no other place, and a badge on its blank part hides nothing. Its own badge still never sits on it.
  const control = (target: Box) => target.width * target.height <= REGION_BADGES * size * size;
  return callouts.map(({targets, side}, index) => {
    const others = callouts
      .filter((_, other) => other !== index)
      .flatMap((callout) => callout.targets)
      .filter(control);
    const spot = calloutSpot(targets, frame, size, [...others, ...placed], side);
    if (spot) placed.push(spot);
    return spot;
  });
}
