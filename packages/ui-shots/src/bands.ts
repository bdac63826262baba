// The empty space in a frame: the longest run of rows drawn in one colour. Pure and unit-tested; the renderer fails a
// scene whose frame is mostly space, since a frame should follow what the figure is about.

/** Above this share of the frame's height, one empty band means the frame holds more space than content. */
export const MAX_EMPTY_SHARE = 0.15;

export interface EmptyBand {
  /** First and last row of the longest band (image pixels), or -1 when there is none. */
  from: number;
  to: number;
  /** Its height as a share of the image's. */
  share: number;
}

/** True when every pixel of the row has the colour of its first pixel (RGBA, alpha included). */
function uniformRow(pixels: Uint8Array, width: number, row: number): boolean {
  const start = row * width * 4;
  for (let i = start + 4; i < start + width * 4; i += 4) {
    if (
      pixels[i] !== pixels[start] ||
      pixels[i + 1] !== pixels[start + 1] ||
      pixels[i + 2] !== pixels[start + 2] ||
      pixels[i + 3] !== pixels[start + 3]
    ) {
      return false;
    }
  }
  return true;
}

/** The longest run of uniform rows in an RGBA image (the rows may differ in colour from one another). */
export function emptyBand(pixels: Uint8Array, width: number, height: number): EmptyBand {
  let best: EmptyBand = {from: -1, to: -1, share: 0};
  let from = -1;
  for (let row = 0; row <= height; row++) {
    const empty = row < height && uniformRow(pixels, width, row);
    if (empty && from === -1) from = row;
    if (!empty && from !== -1) {
      const rows = row - from;
      if (rows / height > best.share) best = {from, to: row - 1, share: rows / height};
      from = -1;
    }
  }
  return best;
}
