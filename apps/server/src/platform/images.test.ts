import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { servableImage, storableImage } from './images.js';

const dataUrl = (type: string, bytes: Buffer | string) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const bytesOf = (url: string) => Buffer.from(url.split(',')[1], 'base64');
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c62828' } })
    .png()
    .toBuffer();

/** The answer storableImage gives: the stored data URL, or the 400's message. */
async function store(url: string, format: 'webp' | 'png' = 'webp'): Promise<string> {
  try {
    return await storableImage(url, 'menuimg', format);
  } catch (err) {
    if (err instanceof AppError) return `${err.statusCode} ${err.message}`;
    throw err;
  }
}

// The script-bearing SVGs an audit sent; five of seven passed the old filter.
const SCRIPTED_SVGS = [
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="javascript:alert(1)"><rect width="9" height="9"/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><animate attributeName="href" values="javascript:alert(1)"/></svg>',
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler></svg>',
];

describe('storableImage', () => {
  it('refuses every SVG, scripted or not, whatever type it declares', async () => {
    for (const svg of [...SCRIPTED_SVGS, '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="10"/>']) {
      for (const type of ['image/svg+xml', 'image/png']) {
        expect(await store(dataUrl(type, svg)), svg).toBe('400 menuimg: SVG images are not accepted, use PNG, JPEG, GIF or WebP');
      }
    }
  });

  it('redraws a PNG carrying HTML and script after its image data: new bytes, no script left', async () => {
    const polyglot = Buffer.concat([await png(40, 20), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const stored = await store(dataUrl('image/png', polyglot));
    expect(stored).toMatch(/^data:image\/webp;base64,/);
    const bytes = bytesOf(stored);
    expect(bytes.equals(polyglot)).toBe(false);
    expect(bytes.toString('latin1')).not.toMatch(/script|html/i);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 40, height: 20 });
  });

  it('refuses text that calls itself a PNG, and a PNG header on something else', async () => {
    expect(await store(dataUrl('image/png', '<html><script>alert(1)</script></html>'))).toBe('400 menuimg: only images can be uploaded');
    expect(await store(dataUrl('image/png', 'just some text'))).toBe('400 menuimg: only images can be uploaded');
    const header = (await png(4, 4)).subarray(0, 8);
    expect(await store(dataUrl('image/png', Buffer.concat([header, Buffer.from('<script>alert(1)</script>')])))).toBe(
      '400 menuimg: the image cannot be read',
    );
  });

  it('scales a large picture down to fit 160x100, keeping its shape, and never enlarges a small one', async () => {
    const large = bytesOf(await store(dataUrl('image/png', await png(1600, 400))));
    expect(await sharp(large).metadata()).toMatchObject({ width: 160, height: 40 });
    const small = bytesOf(
      await store(
        dataUrl(
          'image/jpeg',
          await sharp(await png(30, 30))
            .jpeg()
            .toBuffer(),
        ),
      ),
    );
    expect(await sharp(small).metadata()).toMatchObject({ width: 30, height: 30 });
  });

  it('stores logos as PNG, which the receipt printer reads', async () => {
    const logo = await store(
      dataUrl(
        'image/webp',
        await sharp(await png(200, 200))
          .webp()
          .toBuffer(),
      ),
      'png',
    );
    expect(logo).toMatch(/^data:image\/png;base64,/);
    expect(await sharp(bytesOf(logo)).metadata()).toMatchObject({ format: 'png', width: 100, height: 100 });
  });

  it('refuses more than 2 MB and pictures of too many pixels', async () => {
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(2 * 1024 * 1024)]);
    expect(await store(dataUrl('image/png', big))).toBe('400 menuimg: the image is larger than 2 MB');
    const bomb = await sharp({ create: { width: 4100, height: 4100, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await store(dataUrl('image/png', bomb))).toBe('400 menuimg: the image cannot be read');
  });
});

describe('servableImage', () => {
  it('sends a stored WebP as it is and redraws what older versions stored, SVG included, as WebP', async () => {
    const webp = await sharp(await png(16, 10))
      .webp()
      .toBuffer();
    expect((await servableImage(dataUrl('image/webp', webp), 'v1', 'webp'))?.bytes.equals(webp)).toBe(true);
    const legacy = await servableImage(
      dataUrl('image/svg+xml', SCRIPTED_SVGS[0].replace('<script>', '<rect width="16" height="10"/><script>')),
      'v2',
      'webp',
    );
    expect(legacy?.type).toBe('image/webp');
    expect(legacy?.bytes.toString('latin1')).not.toContain('script');
    expect(await servableImage(dataUrl('image/png', 'not a picture'), 'v3', 'webp')).toBeNull();
  });
});
