// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Keypad } from './keypad';

function Pax({ max, maxLength }: { max?: number; maxLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <MantineProvider>
      <Keypad value={value} onChange={setValue} max={max} maxLength={maxLength} label="PAX" />
    </MantineProvider>
  );
}

const press = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
const shown = () => screen.getByTestId('keypad-value').textContent;

describe('Keypad', () => {
  it('appends digits up to its length, clears and deletes the last digit', () => {
    render(<Pax maxLength={2} />);
    expect(shown()).toBe('0');
    press('1');
    press('2');
    press('3');
    expect(shown()).toBe('12');
    press('Backspace');
    expect(shown()).toBe('1');
    press('C');
    expect(shown()).toBe('0');
  });

  it('ignores a digit that would pass the ceiling (the seats of the table)', () => {
    render(<Pax max={6} />);
    press('5');
    press('0');
    expect(shown()).toBe('5');
  });
});
