import { describe, expect, it } from 'vitest';
import { orderNote } from './order-note.js';

describe('orderNote', () => {
  it('lists quantity and menu name per line, comma-joined', () => {
    expect(
      orderNote([
        { qty: 2, menuname: 'Nasi Goreng' },
        { qty: 1, menuname: 'Es Teh Manis ' },
      ]),
    ).toBe('2 Nasi Goreng, 1 Es Teh Manis');
    expect(orderNote([])).toBe('');
  });
});
