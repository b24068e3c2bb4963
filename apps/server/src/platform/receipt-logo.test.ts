import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { decodeText, encodeDocument, escpos } from './escpos.js';
import { logoBitmap } from './receipt-logo.js';

/** A 16x2 picture: the left half black, the right half white (or see-through). */
function picture(rightAlpha = 255) {
  const data = Buffer.alloc(16 * 2 * 4);
  for (let y = 0; y < 2; y++) {
    for (let x = 0; x < 16; x++) {
      const i = (y * 16 + x) * 4;
      const v = x < 8 ? 0 : 255;
      data.set([v, v, v, x < 8 ? 255 : rightAlpha], i);
    }
  }
  return { width: 16, height: 2, data };
}

const pngUrl = (rightAlpha?: number) => {
  const png = new PNG({ width: 16, height: 2 });
  png.data = picture(rightAlpha).data;
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
};

describe('receipt logo', () => {
  it('turns a PNG into printer dots, transparent pixels as paper, doubled when it fits', () => {
    const bitmap = logoBitmap(pngUrl(0), 576);
    expect(bitmap).toMatchObject({ width: 32, height: 4 });
    // 32 dots = 4 bytes a row: 16 black dots, then 16 white ones.
    expect([...(bitmap?.bits.subarray(0, 4) ?? [])]).toEqual([0xff, 0xff, 0x00, 0x00]);
  });

  it('reads JPEG logos too, and never prints wider than the paper', () => {
    const encoded = jpeg.encode({ ...picture(), data: Buffer.from(picture().data) }, 100);
    const bitmap = logoBitmap(`data:image/jpeg;base64,${encoded.data.toString('base64')}`, 16);
    expect(bitmap).toMatchObject({ width: 16, height: 2 });
    expect(bitmap?.bits[0]).toBe(0xff);
    expect(bitmap?.bits[1]).toBe(0x00);
  });

  it('prints no logo for pictures it cannot read', () => {
    expect(logoBitmap('data:image/svg+xml;base64,PHN2Zy8+', 576)).toBeNull();
    expect(logoBitmap('data:image/png;base64,bm90IGEgcG5n', 576)).toBeNull();
    expect(logoBitmap(null, 576)).toBeNull();
  });

  it('sends the logo as GS v 0 before the text, which still reads back', () => {
    const logo = logoBitmap(pngUrl(), 576);
    const bytes = encodeDocument([{ text: 'SAJI' }], { logo });
    const raster = escpos.raster(logo as NonNullable<typeof logo>);
    expect([...raster.subarray(0, 8)]).toEqual([0x1d, 0x76, 0x30, 0x00, 4, 0, 4, 0]);
    expect(bytes.includes(raster)).toBe(true);
    expect(decodeText(bytes)).toBe('SAJI\n');
  });
});
