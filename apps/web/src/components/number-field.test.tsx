// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../lib/i18n';
import { render } from '../test/render';
import { NumberField } from './number-field';

/** A field in a form: what the form holds is printed beside it. */
function Quantity({ decimals = 2, money, start = '' }: { decimals?: number; money?: boolean; start?: number | '' }) {
  const [value, setValue] = useState<number | ''>(start);
  return (
    <>
      <NumberField label="Qty" decimals={decimals} money={money} value={value} onChange={setValue} />
      <output data-testid="held">{String(value)}</output>
      <button type="button" onClick={() => setValue(1250.5)}>
        load
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Qty' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const held = () => screen.getByTestId('held').textContent;

afterEach(() => setLang('en'));

describe('NumberField', () => {
  it('on an Indonesian screen reads 12,5 and 1.250,75, and says what it read', () => {
    setLang('id');
    render(<Quantity />);
    fireEvent.focus(field());
    type('12,5');
    expect(held()).toBe('12.5');
    expect(screen.getByText('Dibaca: 12,5')).toBeTruthy();
    type('1.250,75');
    expect(held()).toBe('1250.75');
    expect(screen.getByText('Dibaca: 1250,75')).toBeTruthy();
  });

  it('keeps the hint line when left, so the control clicked next does not move from under the mouse', () => {
    render(<Quantity />);
    fireEvent.focus(field());
    type('6.5');
    const hint = screen.getByText('Read as 6.5');
    const describedBy = field().getAttribute('aria-describedby');
    fireEvent.blur(field());
    expect(screen.queryByText('Read as 6.5')).toBeNull();
    // The same description element is still there, blank.
    expect(hint.isConnected).toBe(true);
    expect(hint.textContent).toBe('\u00a0');
    expect(field().getAttribute('aria-describedby')).toBe(describedBy);
  });

  it('on an Indonesian screen refuses 12.5 as unclear, and the form holds no number', () => {
    setLang('id');
    render(<Quantity />);
    type('12.5');
    expect(held()).toBe('NaN');
    expect(screen.getByText('Tidak jelas: pakai koma untuk desimal (12,5) dan titik untuk ribuan (1.250)')).toBeTruthy();
  });

  it('on an English screen reads 12.5 and 1,250.75, and refuses 12,5 as unclear', () => {
    render(<Quantity />);
    type('1,250.75');
    expect(held()).toBe('1250.75');
    type('12,5');
    expect(held()).toBe('NaN');
    expect(screen.getByText('Unclear: use a point for decimals (12.5) and a comma for thousands (1,250)')).toBeTruthy();
    type('12.5');
    expect(held()).toBe('12.5');
    expect(screen.queryByText(/Unclear/)).toBeNull();
  });

  it('shows a value set from outside in the language of the screen, and the typed text once left', () => {
    setLang('id');
    render(<Quantity />);
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(field().value).toBe('1250,5');
    type('7,50');
    fireEvent.blur(field());
    expect(field().value).toBe('7,5');
    expect(held()).toBe('7.5');
  });

  it('keeps rupiah whole and grouped by points in English too', () => {
    render(<Quantity money decimals={0} start={27000} />);
    expect(field().value).toBe('27.000');
    type('29,000');
    expect(held()).toBe('29000');
    fireEvent.blur(field());
    expect(field().value).toBe('29.000');
    type('29.5');
    expect(screen.getByText('Whole numbers only, no decimals')).toBeTruthy();
  });

  it('empties to nothing, and steps with the arrow keys', () => {
    render(<Quantity decimals={0} start={3} />);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(held()).toBe('4');
    type('');
    expect(held()).toBe('');
  });
});
