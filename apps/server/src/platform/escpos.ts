import type { ReceiptLine } from '@saji/core';
import type { Bitmap } from './receipt-logo.js';

/**
 * A minimal ESC/POS encoder: what receipt and kitchen printers of every brand understand.
 * Text is sent as plain ASCII (code page 437 shares it); anything else is folded to its ASCII
 * letter or replaced by '?', because a wrong code page prints garbage rather than nothing.
 */
const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

const ALIGN = { left: 0, center: 1, right: 2 } as const;

export const escpos = {
  init: () => Buffer.from([ESC, 0x40]),
  align: (a: keyof typeof ALIGN) => Buffer.from([ESC, 0x61, ALIGN[a]]),
  bold: (on: boolean) => Buffer.from([ESC, 0x45, on ? 1 : 0]),
  /** GS ! n: double width and height, or normal. */
  size: (double: boolean) => Buffer.from([GS, 0x21, double ? 0x11 : 0x00]),
  text: (s: string) => Buffer.from(toAscii(s), 'latin1'),
  feed: (lines = 1) => Buffer.from([ESC, 0x64, Math.max(0, Math.min(255, lines))]),
  /** GS V 66 0: feed to the cutter and cut partially (full cut tears rolls on some printers). */
  cut: () => Buffer.from([GS, 0x56, 0x42, 0x00]),
  /** ESC p 0 25 250: pulse pin 2 for 50 ms on, 500 ms off, which opens the cash drawer. */
  drawerKick: () => Buffer.from([ESC, 0x70, 0x00, 25, 250]),
  /** GS v 0: a raster bit image, the picture command every ESC/POS printer of the last twenty years takes. */
  raster: ({ width, height, bits }: Bitmap) => {
    const rowBytes = Math.ceil(width / 8);
    return Buffer.concat([Buffer.from([GS, 0x76, 0x30, 0x00, rowBytes & 0xff, rowBytes >> 8, height & 0xff, height >> 8]), bits]);
  },
};

export function toAscii(s: string): string {
  return s
    .replace(/\s/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** A whole document: the logo, styled lines, a few blank lines for the tear bar, and a cut. */
export function encodeDocument(
  lines: readonly ReceiptLine[],
  options: { cut?: boolean; kickDrawer?: boolean; logo?: Bitmap | null } = {},
): Buffer {
  const parts: Buffer[] = [escpos.init()];
  if (options.logo) parts.push(escpos.align('center'), escpos.raster(options.logo));
  for (const line of lines) {
    parts.push(
      escpos.align(line.align ?? 'left'),
      escpos.bold(!!line.bold),
      escpos.size(!!line.double),
      escpos.text(line.text),
      Buffer.from([LF]),
    );
  }
  parts.push(escpos.align('left'), escpos.bold(false), escpos.size(false), escpos.feed(4));
  if (options.cut !== false) parts.push(escpos.cut());
  if (options.kickDrawer) parts.push(escpos.drawerKick());
  return Buffer.concat(parts);
}

/** Dots across the paper: a 12-dot character of the printer's standard font per column. */
export const dotsFor = (columns: number) => columns * 12;

/** Just the drawer kick. */
export function encodeDrawerKick(): Buffer {
  return Buffer.concat([escpos.init(), escpos.drawerKick()]);
}

/**
 * The printable text of ESC/POS bytes: the commands this encoder writes are skipped and the rest
 * is kept. Tests read receipts with it, and the print job list can show what a job holds.
 */
export function decodeText(bytes: Buffer): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === ESC) {
      const cmd = bytes[i + 1];
      if (cmd === 0x40) i += 1;
      else if (cmd === 0x70) i += 4;
      else i += 2;
    } else if (b === GS) {
      const cmd = bytes[i + 1];
      if (cmd === 0x76) i += 7 + (bytes[i + 4] + bytes[i + 5] * 256) * (bytes[i + 6] + bytes[i + 7] * 256);
      else i += cmd === 0x56 ? 3 : 2;
    } else if (b === LF || (b >= 0x20 && b < 0x7f)) {
      out += String.fromCharCode(b);
    }
  }
  return out;
}
