import { describe, expect, it } from 'vitest';
import { applyPaste, isBlockPaste, nextCell, parseAmountText } from './grid-edit';

const grid = (rows: number) => Array.from({ length: rows }, () => new Array<number>(12).fill(0));
const open = new Array<boolean>(12).fill(false);

describe('the target form: typing, moving and pasting', () => {
  it('reads amounts as Indonesian and English spreadsheets write them', () => {
    expect(parseAmountText('1500000')).toBe(1_500_000);
    expect(parseAmountText('1.500.000')).toBe(1_500_000);
    expect(parseAmountText('1.500.000,50')).toBe(1_500_000.5);
    expect(parseAmountText('1,500,000.50')).toBe(1_500_000.5);
    expect(parseAmountText('Rp 2.000.000')).toBe(2_000_000);
    expect(parseAmountText('1000,5')).toBe(1000.5);
    expect(parseAmountText('12.5')).toBe(12.5);
    expect(parseAmountText('')).toBe(0);
    expect(parseAmountText('abc')).toBeNull();
    expect(parseAmountText('-5')).toBeNull();
  });

  it('moves forward along the row and on to the next, over closed months, and up and down a month', () => {
    const closed = open.map((_, i) => i < 3);
    expect(nextCell({ row: 0, col: 3 }, 'forward', 2, closed)).toEqual({ row: 0, col: 4 });
    expect(nextCell({ row: 0, col: 11 }, 'forward', 2, closed)).toEqual({ row: 1, col: 3 });
    expect(nextCell({ row: 1, col: 3 }, 'backward', 2, closed)).toEqual({ row: 0, col: 11 });
    expect(nextCell({ row: 1, col: 11 }, 'forward', 2, closed)).toBeNull();
    expect(nextCell({ row: 0, col: 5 }, 'down', 2, closed)).toEqual({ row: 1, col: 5 });
    expect(nextCell({ row: 0, col: 5 }, 'up', 2, closed)).toBeNull();
  });

  it('fills a whole row from a 12-column paste, skipping a leading outlet name, whatever the cell pasted into', () => {
    const row = ['Saji Braga', ...Array.from({ length: 12 }, (_, i) => `${i + 1}.000`), '78.000'].join('\t');
    const r = applyPaste(grid(2), open, { row: 1, col: 7 }, `${row}\r\n`);
    expect(r.values[1]).toEqual(Array.from({ length: 12 }, (_, i) => (i + 1) * 1000));
    expect(r.values[0]).toEqual(new Array(12).fill(0));
    expect(r).toMatchObject({ changed: 12, closedSkipped: 0, invalid: 0 });
  });

  it('fills a shorter block from the cell pasted into, down the rows, and leaves closed months and the grid’s edge alone', () => {
    const closed = open.map((_, i) => i === 2);
    const r = applyPaste(grid(2), closed, { row: 1, col: 1 }, '10\t20\t30\n40\tx\t60\n70\n');
    expect(r.values[1].slice(0, 4)).toEqual([0, 10, 0, 30]);
    expect(r).toMatchObject({ changed: 2, closedSkipped: 1, invalid: 0 });
    expect(isBlockPaste('1500000')).toBe(false);
    expect(isBlockPaste('1500000\n')).toBe(false);
    expect(isBlockPaste('1\t2')).toBe(true);
  });
});
