// @vitest-environment jsdom
import type { SalesListLine } from '@saji/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, render } from '../../test/render';
import { SalesListPage } from './sales-list-page';

const SALE: SalesListLine = {
  orderkey: 'k1',
  outletid: 1,
  outletname: 'Saji Senayan',
  orderno: 'JKT01-261128-000001',
  orderdate: '2026-05-14T04:05:00Z',
  createby: 'kasir1',
  netto: 100_000,
  serviceval: 5_000,
  pb1val: 10_500,
  total: 115_500,
  note: '1 Nasi Goreng',
  ordertype: 'DINE IN',
  paymethod: 'CASH',
};

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim());

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the restaurant sales list', () => {
  it('opens with the columns that fit 1366 px and brings back the rest from the column chooser, kept for the next visit', async () => {
    fakeServer({ 'GET /api/restoreport/rptsalesbyoutlet': envelope([SALE]) });
    const { unmount } = render(<SalesListPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    await screen.findByText('JKT01-261128-000001');
    expect(headers()).toEqual(['Trx. Number', 'Trx. Date', 'Outlet Name', 'Netto', 'TOTAL', 'Description', 'Payment Method']);
    // The period's total stays under the sale's number, which cannot be hidden.
    expect(screen.getByText('Total Sales (IDR)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const choice = await screen.findByTestId('column-choice');
    fireEvent.click(within(choice).getByLabelText('Cashier'));
    fireEvent.click(within(choice).getByLabelText('Service Tax (PB1)'));
    expect(headers()).toEqual([
      'Trx. Number',
      'Trx. Date',
      'Outlet Name',
      'Cashier',
      'Netto',
      'Service Tax (PB1)',
      'TOTAL',
      'Description',
      'Payment Method',
    ]);
    expect(screen.getByText('kasir1')).toBeTruthy();
    unmount();

    render(<SalesListPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    await screen.findByText('JKT01-261128-000001');
    expect(headers()).toContain('Cashier');
  });
});
