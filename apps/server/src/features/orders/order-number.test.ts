import { describe, expect, it } from 'vitest';
import { orderNoPrefix } from './order-number.js';

describe('orderNoPrefix', () => {
  it("dates the number by the restaurant's day, turning at its midnight, whatever was asked before", () => {
    expect(orderNoPrefix('JKT01', new Date('2026-11-27T16:59:59Z'), 'Asia/Jakarta')).toBe('JKT01-261127-');
    expect(orderNoPrefix('JKT01', new Date('2026-11-27T17:00:00Z'), 'Asia/Jakarta')).toBe('JKT01-261128-');
    // The same minute in another zone is another day there.
    expect(orderNoPrefix('MKS01', new Date('2026-11-27T16:30:00Z'), 'Asia/Makassar')).toBe('MKS01-261128-');
    expect(orderNoPrefix('JKT01', new Date('2026-11-27T16:30:10Z'), 'Asia/Jakarta')).toBe('JKT01-261127-');
    // An order taken offline hours earlier keeps its own day.
    expect(orderNoPrefix('JKT01', new Date('2026-11-26T03:00:00Z'), 'Asia/Jakarta')).toBe('JKT01-261126-');
  });
});
