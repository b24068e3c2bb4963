// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { ChoiceSwitch } from './choice-switch';

function Way() {
  const [way, setWay] = useState<'in' | 'out'>('out');
  return (
    <>
      <ChoiceSwitch value={way} onChange={setWay} labels={{ in: 'Cash in', out: 'Cash out' }} />
      <output data-testid="held">{way}</output>
    </>
  );
}

describe('ChoiceSwitch', () => {
  it('shows the choices in the order of their labels and answers the value chosen', () => {
    render(<Way />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['in', 'out']);
    expect(radios[1].checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Cash in'));
    expect(screen.getByTestId('held').textContent).toBe('in');
  });
});
