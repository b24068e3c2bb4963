import type { FoodCostChart } from '@saji/core';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { formatAmount, formatPercent } from '../../lib/format';
import { REPORT_CHART, rupiahTicks } from './chart-options';

// Bars for the amounts and a line for the percentage on its own axis.
ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Sales, issued cost and theoretical cost per day as bars, the food cost percentage as a line; a click picks the day. */
export function FoodCostBars({
  data,
  labels,
  onPickDay,
}: {
  data: FoodCostChart;
  labels: Record<string, string>;
  onPickDay: (index: number) => void;
}) {
  const chartData = useMemo(
    () => ({
      labels: data.labels,
      datasets: data.datasets.map((d) =>
        d.labelid === 'percent'
          ? {
              type: 'line' as const,
              label: labels[d.labelid],
              data: d.data,
              borderColor: d.backgroundColor,
              backgroundColor: d.backgroundColor,
              yAxisID: 'pct',
              order: 0,
            }
          : { type: 'bar' as const, label: labels[d.labelid], data: d.data, backgroundColor: d.backgroundColor, yAxisID: 'y', order: 1 },
      ),
    }),
    [data, labels],
  );
  const onClick: ChartOptions['onClick'] = (event, _elements, chart) => {
    if (!event.native) return;
    const hits = chart.getElementsAtEventForMode(event.native, 'index', { intersect: false }, false);
    if (hits[0]) onPickDay(hits[0].index);
  };
  return (
    <Chart
      type="bar"
      data={chartData}
      options={{
        ...REPORT_CHART,
        onClick,
        scales: {
          y: { position: 'left', ticks: rupiahTicks },
          pct: { position: 'right', min: 0, grid: { drawOnChartArea: false }, ticks: { callback: (v) => formatPercent(Number(v)) } },
        },
        plugins: {
          legend: { position: 'top' },
          tooltip: {
            callbacks: {
              label: (c) =>
                `${c.dataset.label}: ${c.dataset.yAxisID === 'pct' ? formatPercent(Number(c.raw)) : formatAmount(Number(c.raw))}`,
            },
          },
        },
      }}
    />
  );
}
