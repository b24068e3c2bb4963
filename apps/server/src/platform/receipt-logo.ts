import crypto from 'node:crypto';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** A one-bit picture as receipt printers take it: rows of `width / 8` bytes, most significant bit left, 1 = black. */
export interface Bitmap {
  width: number;
  height: number;
  bits: Buffer;
}

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * The logo upload stores PNG (every upload is redrawn on the server); JPEG is read for logos stored
 * before that, and the GIF or SVG an older version kept prints without a logo.
 */
function decode(dataUrl: string): Rgba | null {
  const match = /^data:image\/(png|jpeg|jpg);base64,(.+)$/.exec(dataUrl);
  if (!match) return null;
  const bytes = Buffer.from(match[2], 'base64');
  try {
    if (match[1] === 'png') return PNG.sync.read(bytes);
    return jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 4, maxMemoryUsageInMB: 64 });
  } catch {
    return null;
  }
}

/**
 * The logo as a receipt printer's bitmap, `scale` dots per pixel (a 160-pixel logo is 20 mm wide at
 * 203 dpi, small on a 72 mm line, so it is doubled when it fits). Each dot is black when the pixel,
 * laid on white paper, is darker than middle grey: logos are drawn in flat colours, so a threshold
 * keeps their edges sharp where dithering would grain them.
 */
export function toBitmap(image: Rgba, maxDots: number): Bitmap {
  const scale = Math.max(1, Math.min(2, Math.floor(maxDots / image.width)));
  const width = Math.min(maxDots, image.width * scale);
  const height = image.height * scale;
  const rowBytes = Math.ceil(width / 8);
  const bits = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (Math.floor(y / scale) * image.width + Math.floor(x / scale)) * 4;
      const alpha = image.data[i + 3] / 255;
      const luma = 0.299 * image.data[i] + 0.587 * image.data[i + 1] + 0.114 * image.data[i + 2];
      if (luma * alpha + 255 * (1 - alpha) < 128) bits[y * rowBytes + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  return { width, height, bits };
}

// Outlets print many receipts with one logo: it is decoded once per picture and width.
const cache = new Map<string, Bitmap | null>();
const CACHE_SIZE = 32;

/** The outlet's logo ready to print, or null when there is none or it cannot be read. */
export function logoBitmap(dataUrl: string | null | undefined, maxDots: number): Bitmap | null {
  if (!dataUrl) return null;
  const key = `${maxDots}:${crypto.createHash('sha1').update(dataUrl).digest('base64')}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const image = decode(dataUrl);
  const bitmap = image && image.width > 0 && image.height > 0 ? toBitmap(image, maxDots) : null;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, bitmap);
  return bitmap;
}
