// One screenshot as the manifest records it: lossless WebP, its size, and hashes of the file and of its decoded pixels
// (drift compares pixels, so a re-encode alone is not a change). Shared by both harnesses so their entries agree.
import sharp, {type WebpOptions} from 'sharp';

import {emptyBand, type EmptyBand} from './bands.js';
import {sha256, type AnimationImage, type ImageEntry} from './manifest.js';

export type EncodedShot = Omit<ImageEntry, 'file'> & {webp: Buffer};

export async function encodeShot(png: Buffer, options: WebpOptions): Promise<{image: EncodedShot; band: EmptyBand}> {
  const decoded = await sharp(png).ensureAlpha().raw().toBuffer({resolveWithObject: true});
  const webp = await sharp(png).webp(options).toBuffer();
  return {
    band: emptyBand(decoded.data, decoded.info.width, decoded.info.height),
    image: {
      width: decoded.info.width,
      height: decoded.info.height,
      bytes: webp.length,
      sha256: sha256(webp),
      pixelsSha256: sha256(decoded.data),
      webp,
    },
  };
}

/** Above this, an animation costs a reader on a slow connection more than the step it shows is worth. */
export const MAX_ANIMATION_BYTES = 300_000;

export type EncodedAnimation = Omit<AnimationImage, 'file'> & {webp: Buffer};

/**
 * An animated WebP from same-sized PNG frames, each shown for its delay (ms), looping forever. The frames are stacked
 * into one tall raw image whose page height is one frame, which is how libvips takes an animation; libwebp then stores
 * each frame as the part that changed, so a flow in which little moves costs little more than its first frame.
 */
export async function encodeAnimation(
  frames: Buffer[],
  delays: number[],
  options: WebpOptions,
): Promise<EncodedAnimation> {
  if (frames.length < 2 || frames.length !== delays.length) {
    throw new Error(
      `an animation needs two frames or more, each with a delay (got ${frames.length} and ${delays.length})`,
    );
  }
  const decoded = await Promise.all(
    frames.map((png) => sharp(png).ensureAlpha().raw().toBuffer({resolveWithObject: true})),
  );
  const {width, height} = decoded[0]!.info;
  if (decoded.some((d) => d.info.width !== width || d.info.height !== height)) {
    throw new Error('the frames of an animation must all have the same size');
  }
  const pixels = Buffer.concat(decoded.map((d) => d.data));
  const webp = await sharp(pixels, {raw: {width, height: height * frames.length, channels: 4, pageHeight: height}})
    .webp({...options, loop: 0, delay: delays})
    .toBuffer();
  return {
    width,
    height,
    bytes: webp.length,
    sha256: sha256(webp),
    pixelsSha256: sha256(pixels),
    frames: frames.length,
    durationMs: delays.reduce((sum, ms) => sum + ms, 0),
    webp,
  };
}
