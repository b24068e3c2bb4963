// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../lib/i18n';
import { render } from '../../test/render';
import { costsOf, type RecipeLineDraft } from './recipe-draft';
import { RecipeLines } from './recipe-lines';

const beef: RecipeLineDraft = {
  id: 1,
  itemno: 7,
  partnumber: 'DG-01',
  itemname: 'Daging sapi',
  description: 'Daging sapi',
  quantity: 1,
  unitsize: 'GR',
  unitprice: 1339.2,
};

/** The recipe's lines as the form holds them, with the cost of each as the form computes it. */
function Lines({ seen }: { seen: (lines: RecipeLineDraft[]) => void }) {
  const [lines, setLines] = useState([beef]);
  return (
    <RecipeLines
      lines={lines}
      costs={costsOf(lines, '').costs}
      readOnly={false}
      onChange={(next) => {
        seen(next);
        setLines(next);
      }}
    />
  );
}

afterEach(() => setLang('en'));

describe('recipe lines: the quantity as typed in each language', () => {
  it('reads 12,5 as twelve and a half in Indonesian, and costs it so (not 125)', async () => {
    setLang('id');
    const seen = vi.fn();
    render(<Lines seen={seen} />);
    const quantity = screen.getByRole('textbox', { name: 'Jumlah 1' });
    fireEvent.change(quantity, { target: { value: '12,5' } });
    expect(seen).toHaveBeenLastCalledWith([expect.objectContaining({ quantity: 12.5 })]);
    expect(screen.getByTestId('line-cost').textContent).toBe('16.740,00');
  });

  it('reads 12.5 as twelve and a half in English', async () => {
    setLang('en');
    const seen = vi.fn();
    render(<Lines seen={seen} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity 1' }), { target: { value: '12.5' } });
    expect(seen).toHaveBeenLastCalledWith([expect.objectContaining({ quantity: 12.5 })]);
  });
});
