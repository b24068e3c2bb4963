import { describe, expect, it } from 'vitest';
import { decodeText, encodeDocument, encodeDrawerKick, toAscii } from './escpos.js';

describe('ESC/POS encoder', () => {
  it('frames a document: init, styled lines, feed and cut', () => {
    const bytes = encodeDocument([{ text: 'SAJI', align: 'center', bold: true, double: true }, { text: 'Total 1.000' }]);
    expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect(bytes.includes(Buffer.from([0x1b, 0x61, 0x01]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x1d, 0x21, 0x11]))).toBe(true);
    expect([...bytes.subarray(-4)]).toEqual([0x1d, 0x56, 0x42, 0x00]);
    expect(decodeText(bytes)).toBe('SAJI\nTotal 1.000\n');
  });

  it('kicks the drawer with ESC p 0 25 250', () => {
    expect([...encodeDrawerKick()]).toEqual([0x1b, 0x40, 0x1b, 0x70, 0x00, 25, 250]);
  });

  it('folds accents and replaces what a receipt printer cannot print', () => {
    expect(toAscii('Café crème — 2×')).toBe('Cafe creme ? 2?');
  });
});
