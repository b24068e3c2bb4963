import { describe, expect, it } from 'vitest';
import { appendDigit, backspace, keypadNumber, PAYMENT_KEYPAD_LENGTH } from './keypad.js';

describe('keypad', () => {
  it('appends digits up to the default length of 2', () => {
    expect(appendDigit('', '1')).toBe('1');
    expect(appendDigit('1', 2)).toBe('12');
    expect(appendDigit('12', '3')).toBe('12');
  });

  it('ignores a digit that would exceed the maximum', () => {
    expect(appendDigit('1', '2', { max: 8 })).toBe('1');
    expect(appendDigit('', '9', { max: 8 })).toBe('');
    expect(appendDigit('', '8', { max: 8 })).toBe('8');
    expect(appendDigit('1', '0', { max: 10 })).toBe('10');
  });

  it('takes whole numbers only and drops leading zeros', () => {
    expect(appendDigit('1', '.')).toBe('1');
    expect(appendDigit('1', '-')).toBe('1');
    expect(appendDigit('1', 12)).toBe('1');
    expect(appendDigit('0', '5')).toBe('5');
    expect(appendDigit('0', '0')).toBe('0');
  });

  it('holds a 24-digit payment amount', () => {
    let v = '';
    for (let i = 0; i < 30; i++) v = appendDigit(v, '9', { maxLength: PAYMENT_KEYPAD_LENGTH });
    expect(v).toBe('9'.repeat(24));
  });

  it('removes the last digit', () => {
    expect(backspace('123')).toBe('12');
    expect(backspace('')).toBe('');
    expect(keypadNumber('')).toBe(0);
    expect(keypadNumber('150000')).toBe(150_000);
  });
});
