// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, render } from '../../test/render';
import { DailyChartPage, MenuChartPage } from './chart-pages';

interface Drawn {
  data: { labels: string[]; datasets: { label: string; data: number[] }[] };
}

// jsdom has no canvas: the chart components are stood in for by what they were given to draw.
vi.mock('react-chartjs-2', () => {
  const drawn =
    (kind: string) =>
    ({ data }: Drawn): ReactNode => (
      <ul data-testid={`chart-${kind}`}>
        {data.datasets.map((d) => (
          <li key={d.label}>{`${d.label}: ${data.labels.map((l, i) => `${l}=${d.data[i]}`).join(' ')}`}</li>
        ))}
      </ul>
    );
  return { Bar: drawn('bar'), Pie: drawn('pie') };
});

const DAILY = {
  labels: ['01', '02', '03'],
  datasets: [
    { label: 'Saji Senayan', labelid: 1, data: [1_500_000, 0, 2_000_000], backgroundColor: '#f00' },
    { label: 'Saji Kemang', labelid: 2, data: [500_000, 1_000_000, 0], backgroundColor: '#0f0' },
  ],
  tgl1: '2026-05-01',
  tgl2: '2026-05-31',
};

afterEach(() => vi.unstubAllGlobals());

const process = () => fireEvent.click(screen.getByRole('button', { name: 'Process' }));

describe('a report chart', () => {
  it('asks for the month of the active date on Process and draws one stacked series per outlet, with the total in millions', async () => {
    const server = fakeServer({ 'GET /api/restoreport/rptsalesdaily': DAILY });
    render(<DailyChartPage />);
    expect(screen.getByText('Choose the outlet and the period, then press Process.')).toBeTruthy();
    process();
    const chart = await screen.findByTestId('chart-bar');
    expect(server.to('GET', '/api/restoreport/rptsalesdaily')[0].query).toMatchObject({ tgl1: '2026-05-01', tgl2: '2026-05-31' });
    expect(chart.textContent).toContain('Saji Senayan: 01=1500000 02=0 03=2000000');
    expect(chart.textContent).toContain('Saji Kemang: 01=500000 02=1000000 03=0');
    expect(screen.getByTestId('chart-caption').textContent).toBe('May 2026');
    // 5,000,000 rupiah in all.
    expect(screen.getByTestId('chart-total').textContent).toMatch(/^Total Sales : IDR 5[.,]00 million$/);
  });

  it('says so when the period has no sales, and why when the report failed', async () => {
    let answer: unknown = { ...DAILY, labels: [], datasets: [] };
    fakeServer({ 'GET /api/restoreport/rptsalesdaily': () => answer });
    render(<DailyChartPage />);
    process();
    expect(await screen.findByText('No sales in this period.')).toBeTruthy();
    answer = new Error('Database is busy');
    process();
    expect(await screen.findByText('The report could not be loaded: Database is busy')).toBeTruthy();
    expect(screen.queryByTestId('chart-bar')).toBeNull();
  });

  it('shows the menu chart as a pie, and as bars when the user switches', async () => {
    fakeServer({
      'GET /api/restoreport/rptsalesmenu': { ...DAILY, labels: ['Nasi Goreng', 'Es Teh', 'Other menus'], menuids: [1, 2, 0] },
    });
    render(<MenuChartPage />);
    // Before the first answer the pie is one grey slice.
    expect(screen.getByTestId('chart-pie')).toBeTruthy();
    process();
    await waitFor(() => expect(screen.getByTestId('chart-pie').textContent).toContain('Nasi Goreng=1500000'));
    fireEvent.click(screen.getByText('Bar Chart'));
    expect(screen.getByTestId('chart-bar').textContent).toContain('Es Teh=0');
  });
});
