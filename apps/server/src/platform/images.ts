import { IMAGE_UPLOAD_MAX_BYTES } from '@saji/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { badRequest } from './errors.js';
import { fileResponse } from './openapi.js';

/** The spec's upload box: pictures are stored at most this size. */
export const IMAGE_MAX_WIDTH = 160;
export const IMAGE_MAX_HEIGHT = 100;
// A decompression bomb (a small file of a huge picture) is refused before it is decoded.
const MAX_INPUT_PIXELS = 4096 * 4096;

type Raster = 'png' | 'jpeg' | 'gif' | 'webp';
/** What pictures are stored as: WebP for menus (small), PNG for logos (the receipt printer reads PNG). */
export type StoredImageFormat = 'webp' | 'png';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The kind of picture by its first bytes, whatever the upload claimed to be. */
function sniff(bytes: Buffer): Raster | 'svg' | null {
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8) === 'WEBP') return 'webp';
  if (/<svg[\s>]|<\?xml|<!doctype svg/i.test(bytes.subarray(0, 4096).toString('utf8'))) return 'svg';
  return null;
}

function decodeDataUrl(dataUrl: string): Buffer | null {
  const match = /^data:[a-z/+.-]*;base64,([A-Za-z0-9+/=]+)$/i.exec(dataUrl);
  return match ? Buffer.from(match[1], 'base64') : null;
}

const toDataUrl = (bytes: Buffer, format: StoredImageFormat) => `data:image/${format};base64,${bytes.toString('base64')}`;

/**
 * Draws the picture anew at most 160x100, keeping its aspect ratio (never cropped, never enlarged),
 * upright by its EXIF orientation, without its metadata and without any byte of the original: what
 * trailed the image data (an HTML or script polyglot) or hid in its chunks is gone. A GIF keeps its
 * first frame. Throws when the bytes do not decode.
 */
async function redraw(bytes: Buffer, format: StoredImageFormat): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(IMAGE_MAX_WIDTH, IMAGE_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true });
  return format === 'webp' ? image.webp({ quality: 80 }).toBuffer() : image.png({ compressionLevel: 9 }).toBuffer();
}

/**
 * An upload (a data URL) checked by its bytes, not by the type it declares, and redrawn into what is
 * stored: PNG, JPEG, GIF or WebP, at most 2 MB. SVG is refused outright (it carries scripts, and every
 * filter for them was bypassed); anything else that is not one of those pictures is refused too.
 */
export async function storableImage(dataUrl: string, field: string, format: StoredImageFormat): Promise<string> {
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) throw badRequest(`${field}: only images can be uploaded`, [{ field, message: 'not an image' }]);
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) throw badRequest(`${field}: the image is larger than 2 MB`, [{ field, message: 'too large' }]);
  const kind = sniff(bytes);
  if (kind === 'svg') throw badRequest(`${field}: SVG images are not accepted, use PNG, JPEG, GIF or WebP`, [{ field, message: 'SVG' }]);
  if (!kind) throw badRequest(`${field}: only images can be uploaded`, [{ field, message: 'not an image' }]);
  try {
    // The decoder must agree with the first bytes: a PNG header on something else is not a PNG.
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== kind) throw new Error(`${kind} header on ${meta.format}`);
    return toDataUrl(await redraw(bytes, format), format);
  } catch {
    throw badRequest(`${field}: the image cannot be read`, [{ field, message: 'unreadable' }]);
  }
}

/** A picture the server draws itself as SVG (demo data), stored as an upload would be. */
export async function drawnImage(svg: string, format: StoredImageFormat): Promise<string> {
  return toDataUrl(await redraw(Buffer.from(svg), format), format);
}

export interface ServedImage {
  type: string;
  bytes: Buffer;
}

// Pictures stored before uploads were redrawn (SVG, or PNG and JPEG of any size) are redrawn once per
// version when first asked for; the browser then keeps them, so the cache holds only recent ones.
const redrawn = new Map<string, ServedImage | null>();
const REDRAWN_SIZE = 256;

/**
 * A stored picture ready to send: its bytes as stored when they are already in `format` (every upload
 * since uploads are redrawn), else redrawn from what an older version stored, SVG included, which is
 * rasterised here and never sent as SVG. Null when the stored bytes are no picture.
 */
export async function servableImage(dataUrl: string, version: string, format: StoredImageFormat): Promise<ServedImage | null> {
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) return null;
  if (dataUrl.startsWith(`data:image/${format};`) && sniff(bytes) === format) return { type: `image/${format}`, bytes };
  const key = `${format}:${version}`;
  if (redrawn.has(key)) return redrawn.get(key) ?? null;
  let image: ServedImage | null = null;
  try {
    if (sniff(bytes)) image = { type: `image/${format}`, bytes: await redraw(bytes, format) };
  } catch {
    image = null;
  }
  if (redrawn.size >= REDRAWN_SIZE) redrawn.delete(redrawn.keys().next().value as string);
  redrawn.set(key, image);
  return image;
}

/** The answer's schema for a route that sends a picture (OpenAPI). */
export const imageResponse = fileResponse('image/webp', 'The picture; 304 when If-None-Match names its version');

/**
 * Sends a picture with its version as the ETag. An address that names the current version never
 * changes its bytes, so the browser keeps it for a year without asking; any other address is checked
 * again each time, and answered 304 when the browser already has this version. Private: pictures are
 * the company's, behind its session.
 */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: ServedImage, version: string, asked: string | undefined) {
  const etag = `"${version}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', asked === version ? 'private, max-age=31536000, immutable' : 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox");
  const known = (request.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (known.includes(etag) || known.includes('*')) return reply.code(304).send();
  return reply.type(image.type).send(image.bytes);
}
