// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, render, type Sent } from '../../../test/render';
import { shiftDetailFixture } from '../shift-fixtures';
import { CloseShiftDialog } from './close-shift-dialog';

afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const shown = (id: string) => screen.getByTestId(id).textContent;

function closeDialog(detail = shiftDetailFixture()) {
  const server = fakeServer({
    'GET /api/shift/7': detail,
    'POST /api/shift/7/close': ({ body }: Sent) => {
      const counted = (body as { counted: { denomination: number; count: number }[] }).counted.reduce(
        (s, c) => s + c.denomination * c.count,
        0,
      );
      return shiftDetailFixture({ status: 'closed', counted });
    },
  });
  render(<CloseShiftDialog shiftid={7} terminal="KASIR-1" paperWidth={58} onClose={() => {}} />, { who: 'cashier' });
  return server;
}

describe('closing a shift with a counted drawer', () => {
  it('adds the counted notes and coins as they are typed, against the expected cash, and shows the difference', async () => {
    closeDialog();
    await waitFor(() => expect(shown('expected')).toContain('Rp 587.500'));
    expect(shown('counted')).toContain('Rp 0');
    type('Rp 100.000 · Notes', '5');
    type('Rp 20.000 · Notes', '4');
    type('Rp 1.000 · Coins', '7');
    type('Rp 500 · Coins', '1');
    // 500.000 + 80.000 + 7.000 + 500 = 587.500: it tallies.
    expect(shown('amount-100000note')).toBe('500.000');
    expect(shown('counted')).toContain('Rp 587.500');
    expect(shown('difference')).toBe('Rp 0');
    type('Rp 500 · Coins', '0');
    expect(shown('difference')).toBe('Rp -500 (short)');
    type('Rp 2.000 · Notes', '1');
    expect(shown('difference')).toBe('+Rp 1.500 (over)');
    // The totals by payment type with their counts.
    expect(shown('tenders')).toContain('CASH3Rp 137.500');
    expect(shown('tenders')).toContain('QRIS2Rp 80.000');
  });

  it('sends the count by denomination and kind, then shows the closed result with the Z report', async () => {
    const server = closeDialog();
    await waitFor(() => expect(shown('expected')).toContain('Rp 587.500'));
    type('Rp 100.000 · Notes', '5');
    type('Rp 1.000 · Notes', '3');
    type('Rp 1.000 · Coins', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Close shift' }));
    await screen.findByTestId('close-result');
    expect(server.to('POST', '/api/shift/7/close')[0].body).toEqual({
      counted: [
        { denomination: 100_000, kind: 'note', count: 5 },
        { denomination: 1_000, kind: 'note', count: 3 },
        { denomination: 1_000, kind: 'coin', count: 2 },
      ],
      print: true,
      width: 58,
    });
    // 505.000 counted against 587.500 expected.
    expect(shown('difference')).toBe('Rp -82.500 (short)');
    expect(screen.getByRole('button', { name: 'Print Z' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Z PDF' })).toBeTruthy();
  });

  it('hides the expected cash and the tenders under a blind count', async () => {
    closeDialog(shiftDetailFixture({ blind: true }));
    await screen.findByText(/Blind count/);
    type('Rp 50.000 · Notes', '2');
    expect(shown('counted')).toContain('Rp 100.000');
    expect(shown('expected')).toContain('–');
    expect(screen.queryByTestId('difference')).toBeNull();
    expect(screen.queryByTestId('tenders')).toBeNull();
  });

  it('refuses a count that is not a whole number of pieces', async () => {
    closeDialog();
    await waitFor(() => expect(shown('expected')).toContain('Rp 587.500'));
    type('Rp 10.000 · Notes', '2,5');
    expect((screen.getByRole('button', { name: 'Close shift' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
