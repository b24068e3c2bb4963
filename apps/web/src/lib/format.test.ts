import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatPayment, parseDay, setBusinessTimeZone } from './format';

describe('money on screen', () => {
  it('shows payments in whole rupiah and other amounts with 2 decimals, Indonesian style', () => {
    expect(formatPayment(1_234_567)).toBe('1.234.567');
    expect(formatAmount(1_234_567.5)).toBe('1.234.567,50');
    expect(formatPayment(null)).toBe('0');
    expect(formatAmount(undefined)).toBe('0,00');
  });
});

describe('dates on the restaurant clock', () => {
  afterEach(() => setBusinessTimeZone('Asia/Jakarta'));

  it('formats in the business time zone, not the browser one', () => {
    // 18:30 UTC is already the next day in Jakarta (UTC+7).
    const late = '2026-11-24T18:30:00Z';
    expect(formatDate(late)).toContain('25');
    setBusinessTimeZone('UTC');
    expect(formatDate(late)).toContain('24');
    expect(formatDateTime(late)).toContain('18:30');
  });
});

describe('typed dates', () => {
  it('read as shown or as stored', () => {
    expect(parseDay('15-Mar-2025')).toBe('2025-03-15');
    expect(parseDay('5-mar-2025')).toBe('2025-03-05');
    expect(parseDay('2025-03-15')).toBe('2025-03-15');
    expect(parseDay('15/03/2025')).toBeNull();
  });
});
