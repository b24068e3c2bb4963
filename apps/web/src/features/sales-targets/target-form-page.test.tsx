// @vitest-environment jsdom
import { BUDGET_KEYS, type TargetGrid, targetMonths } from '@saji/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, render } from '../../test/render';
import { TargetFormPage } from './target-form-page';

/** Year 2026 from January, the active date in December: eleven months closed, December open. */
function grid(): TargetGrid {
  const months = targetMonths(2026, 1).map((m) => ({ ...m, closed: m.month < 12 }));
  const amounts = Object.fromEntries(BUDGET_KEYS.map((k) => [k, 1_000_000]));
  const row = { outletid: 1, outletname: 'Saji Senayan', kelas: 'outlet', ...amounts, budget: 12_000_000 };
  return [[row as TargetGrid[0][number]], { tahun: 2026, awalbln: 1, tglaktif: '2026-12-03', months }];
}

const scrolledTo: Element[] = [];
const scrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = scrollIntoView;
  scrolledTo.length = 0;
});

describe('the sales target form', () => {
  it('opens scrolled to the first month still open, not at the closed months of the year start', async () => {
    // jsdom lays nothing out: what the grid asks to bring into view is what a browser would scroll to.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    fakeServer({ 'GET /api/restotargetsales/edit': grid() });
    render(<TargetFormPage />, { at: '/targets/form/2026', route: '/targets/form/:tahun' });
    await screen.findByTestId('target-grid');
    expect(scrolledTo.map((e) => e.textContent)).toEqual(['Des 2026']);
    expect(screen.getByLabelText('Saji Senayan Des 2026').hasAttribute('readonly')).toBe(false);
    expect(screen.getByLabelText('Saji Senayan Nov 2026').hasAttribute('readonly')).toBe(true);
  });
});
