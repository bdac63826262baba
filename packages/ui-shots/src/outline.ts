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

export function padBox(box: Box, padding: number): Box {
  return {x: box.x - padding, y: box.y - padding, width: box.width + 2 * padding, height: box.height + 2 * padding};
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

/** The crop: the union of the crop selector's boxes, padded and kept inside the page, at whatever height it needs. */
export function cropRect(targets: Box[], page: Box, padding: number): Box | null {
  const union = unionBoxes(targets);
  if (!union) return null;
  const clamped = clampBox(padBox(union, padding), page);
  return clamped ? roundOut(clamped) : null;
}

/** The diameter of a numbered callout badge, in CSS px. */
export const CALLOUT_SIZE = 20;

/**
 * Where a numbered badge goes: centred on the top-left corner of the element it names, so it points at the element
 * while covering little of it, and moved inside the frame when the corner lies at its edge.
 */
export function calloutSpot(targets: Box[], frame: Box, size = CALLOUT_SIZE): Box | null {
  const union = unionBoxes(targets);
  if (!union || !clampBox(union, frame)) return null;
  const clampTo = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  return {
    x: Math.round(clampTo(union.x - size / 2, frame.x + 1, frame.x + frame.width - size - 1)),
    y: Math.round(clampTo(union.y - size / 2, frame.y + 1, frame.y + frame.height - size - 1)),
    width: size,
    height: size,
  };
}
