import { describe, expect, it } from 'vitest';
import { formatMillions, formatMoney, formatPercent, formatQty, formatWholeRupiah, monthName } from './format';

describe('one way to write numbers', () => {
  it('writes money the Indonesian way whatever the language: payments whole, other amounts with 2 decimals', () => {
    expect(formatMoney(105_000)).toBe('105.000,00');
    expect(formatWholeRupiah(2_125_200)).toBe('2.125.200');
    expect(formatMillions(5_000_000)).toBe('5,00');
    expect(formatMoney(null)).toBe('0,00');
  });

  it('writes quantities in the language, without a trailing zero', () => {
    expect(formatQty(12, 'en')).toBe('12');
    expect(formatQty(12.5, 'id')).toBe('12,5');
    expect(formatQty(1250.75, 'en')).toBe('1,250.75');
    expect(formatQty(0.12345, 'id')).toBe('0,1235');
  });

  it('writes a percentage with one sign and the language decimal sign', () => {
    expect(formatPercent(31.5, 'id')).toBe('31,5%');
    expect(formatPercent(28.19, 'en')).toBe('28.19%');
    expect(formatPercent(10, 'id')).toBe('10%');
  });

  it('names months in the language (June in English, Juni in Indonesian)', () => {
    expect(monthName(6, 'en')).toBe('June');
    expect(monthName(12, 'id')).toBe('Desember');
    expect(monthName(13, 'en')).toBe('');
  });
});
