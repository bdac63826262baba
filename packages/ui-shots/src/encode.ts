// One screenshot as the manifest records it: lossless WebP, its size, and hashes of the file and of its decoded pixels
// (drift compares pixels, so a re-encode alone is not a change). Shared by both harnesses so their entries agree.
import sharp, {type WebpOptions} from 'sharp';

import {emptyBand, type EmptyBand} from './bands.js';
import {sha256, type ImageEntry} from './manifest.js';

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
