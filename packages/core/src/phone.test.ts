import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['08123456789', '08123456789'],
    ['+628123456789', '08123456789'],
    ['628123456789', '08123456789'],
    ['8123456789', '08123456789'],
    ['006281234567890', '081234567890'],
    ['+62 812-3456-789', '08123456789'],
    ['(021) 555.1234', '0215551234'],
    [' 0812 3456 7890 ', '081234567890'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['0812abc4567'],
    ['0812345'],
    [''],
    ['   '],
    ['+6581234567'],
    ['2112345678'],
    ['0812345678901234'],
    ['++628123456789'],
    ['0081234567'],
  ])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('refuses no input', () => {
    expect(normalizePhone(null)).toBeNull();
    expect(normalizePhone(undefined)).toBeNull();
  });
});
