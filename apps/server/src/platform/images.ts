import { imageSize } from 'image-size';
import { badRequest } from './errors.js';

const ALLOWED = new Set(['png', 'jpg', 'gif', 'webp', 'svg']);
/** Browsers resize uploads to 160x100 first; gif and svg are kept as drawn, so only their bytes are capped. */
export const IMAGE_MAX_WIDTH = 160;
export const IMAGE_MAX_HEIGHT = 100;
export const IMAGE_MAX_BYTES = 256 * 1024;

/**
 * Checks an uploaded image (a data URL) by its bytes, not by what the client claims:
 * it must decode as an allowed image, stay under the byte cap and, unless gif or svg, fit 160x100.
 */
export function assertImageDataUrl(dataUrl: string | null | undefined, field: string): void {
  if (!dataUrl) return;
  const match = /^data:image\/[a-z+]+;base64,(.+)$/.exec(dataUrl);
  if (!match) throw badRequest(`${field}: only images can be uploaded`);
  const bytes = Buffer.from(match[1], 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw badRequest(`${field}: the image is larger than ${IMAGE_MAX_BYTES / 1024} KB`);
  let info: ReturnType<typeof imageSize>;
  try {
    info = imageSize(bytes);
  } catch {
    throw badRequest(`${field}: only images can be uploaded`);
  }
  if (!info.type || !ALLOWED.has(info.type)) throw badRequest(`${field}: only images can be uploaded`);
  if (info.type === 'svg' && /<script|\son\w+\s*=|javascript:/i.test(bytes.toString('utf8'))) {
    throw badRequest(`${field}: the SVG contains scripts`);
  }
  const resizable = info.type !== 'gif' && info.type !== 'svg';
  if (resizable && ((info.width ?? 0) > IMAGE_MAX_WIDTH || (info.height ?? 0) > IMAGE_MAX_HEIGHT)) {
    throw badRequest(`${field}: the image must be at most ${IMAGE_MAX_WIDTH}x${IMAGE_MAX_HEIGHT} pixels`);
  }
}
