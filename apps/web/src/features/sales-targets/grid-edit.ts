/**
 * The target form's keyboard and clipboard rules, kept apart from the screen so they can be tested:
 * reading a typed or pasted amount, moving between cells, and filling cells from a spreadsheet paste.
 */

const MONTHS = 12;

/**
 * An amount as typed or pasted: '1500000', '1.500.000,50' (Indonesian), '1,500,000.50' (English),
 * 'Rp 1.500.000'. A separator followed by exactly three digits and used as a group separator is a
 * thousands separator; the last other '.' or ',' is the decimal point. Empty is 0; anything else is null.
 */
export function parseAmountText(input: string): number | null {
  let text = input.replace(/\s|rp/gi, '');
  if (text === '' || text === '-') return 0;
  if (!/^[\d.,]+$/.test(text)) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let decimal: '.' | ',' | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else {
    const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
    if (sep) {
      const groups = text.split(sep);
      const grouping = groups.length > 2 || groups[groups.length - 1].length === 3;
      decimal = grouping ? null : sep;
    }
  }
  const thousands = decimal === '.' ? ',' : decimal === ',' ? '.' : /[.]/.test(text) ? '.' : ',';
  text = text.split(thousands).join('');
  if (decimal) text = text.replace(decimal, '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

export interface Cell {
  row: number;
  col: number;
}

/**
 * The next open cell from `at`: forward (Enter, Tab) along the row and on to the next rows, backward
 * (Shift+Enter) the other way, or up and down the same month (arrows). Closed months are passed over;
 * null past the edge of the grid.
 */
export function nextCell(at: Cell, move: 'forward' | 'backward' | 'up' | 'down', rows: number, closed: boolean[]): Cell | null {
  if (move === 'up' || move === 'down') {
    const row = at.row + (move === 'down' ? 1 : -1);
    return row >= 0 && row < rows ? { row, col: at.col } : null;
  }
  const step = move === 'forward' ? 1 : -1;
  for (let i = at.row * MONTHS + at.col + step; i >= 0 && i < rows * MONTHS; i += step) {
    if (!closed[i % MONTHS]) return { row: Math.floor(i / MONTHS), col: i % MONTHS };
  }
  return null;
}

export interface PasteResult {
  values: number[][];
  /** Cells changed. */
  changed: number;
  /** Pasted amounts that fell on closed months and were left as they were. */
  closedSkipped: number;
  /** Pasted texts that are not amounts. */
  invalid: number;
}

/**
 * Fills the grid from a spreadsheet paste (tab-separated, a line a row) at the cell pasted into. A line
 * of twelve amounts or more fills the row's twelve months whatever its column; a shorter one fills
 * from the column pasted into. Leading texts (an outlet's name copied along) are passed over, the rows
 * run down from the row pasted into, and closed months keep their amounts.
 */
export function applyPaste(values: number[][], closed: boolean[], at: Cell, text: string): PasteResult {
  const lines = text.replace(/\r/g, '').split('\n');
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  const next = values.map((r) => [...r]);
  const result = { changed: 0, closedSkipped: 0, invalid: 0 };
  lines.forEach((line, i) => {
    const row = at.row + i;
    if (row >= next.length) return;
    const cells = line.split('\t');
    while (cells.length && parseAmountText(cells[0]) === null) cells.shift();
    const start = cells.length >= MONTHS ? 0 : at.col;
    cells.slice(0, MONTHS - start).forEach((cell, j) => {
      const col = start + j;
      const amount = parseAmountText(cell);
      if (amount === null) result.invalid++;
      else if (closed[col]) result.closedSkipped += amount === next[row][col] ? 0 : 1;
      else if (amount !== next[row][col]) {
        next[row][col] = amount;
        result.changed++;
      }
    });
  });
  return { values: next, ...result };
}

/** Whether a paste is for applyPaste (several cells) rather than the one input pasted into. */
export const isBlockPaste = (text: string) => /[\t\n]/.test(text.replace(/\r?\n$/, ''));
