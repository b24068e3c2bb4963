// @vitest-environment jsdom
import type { TargetReportRow } from '@saji/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import type { FigureBlock } from './realization';
import { RealizationTable } from './realization-table';

const figures = { budget: 1_342_200_000, actual: 1_238_896_800.5, varian: -103_303_199.5 };
const row = (outletid: number | null, outletname: string, kelas: string) =>
  ({ outletid, outletname, kelas, ...figures }) as unknown as TargetReportRow;
const block = (key: string, title: string): FigureBlock => ({
  key,
  title,
  range: { tgl1: '2026-01-01', tgl2: '2026-11-30' },
  value: (r, f) => r[f],
});

describe('Target vs Realization', () => {
  it('reads its amounts in millions so the three blocks fit 1366 px, with each exact amount on hover', () => {
    render(
      <RealizationTable
        rows={[row(1, 'Saji Braga', 'outlet'), row(null, 'TOTAL', 'total')]}
        blocks={[block('m11', 'Nov 2026'), block('ytd', 'Year To Date'), block('total', 'TOTAL')]}
      />,
    );
    expect(screen.getByTestId('amount-unit').textContent).toBe('In millions of rupiah; point at a figure for its exact amount.');
    const cells = screen.getAllByRole('cell');
    const braga = cells.slice(1, 4);
    expect(braga.map((c) => c.textContent)).toEqual(['1.342,20', '1.238,90', '-103,30']);
    expect(braga.map((c) => c.getAttribute('title'))).toEqual(['1.342.200.000,00', '1.238.896.800,50', '-103.303.199,50: under target']);
    // The actual's link to the sales list says the exact amount too.
    expect(screen.getAllByRole('link')[0].getAttribute('title')).toMatch(/^1\.238\.896\.800,50: Open the sales list/);
  });
});
