import { OTHER_MENUS, sum } from '@saji/core';
import { ArcElement, BarElement, CategoryScale, Chart as ChartJS, type ChartOptions, Legend, LinearScale, Tooltip } from 'chart.js';
import { useMemo } from 'react';
import { Bar, Pie } from 'react-chartjs-2';
import { formatAmount } from '../../lib/format';
import { REPORT_CHART, rupiahTicks } from './chart-options';
import type { ChartPick } from './drill';
import type { ChartData } from './reports.api';

// Only what the three charts draw: stacked bars, pies, their tooltips and legends (Bar and Pie
// register their own controllers), so the charts chunk stays small.
ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Distinct slice colours for a pie of menus (a ring per outlet, a colour per menu); 'Other menus' stays grey. */
const sliceColours = (labels: string[]) =>
  labels.map((label, i) =>
    label === OTHER_MENUS ? '#ced4da' : `hsl(${Math.round((i * 360) / Math.max(labels.length, 1) + 200) % 360} 65% 55%)`,
  );

export interface SalesChartProps {
  data: Pick<ChartData, 'labels' | 'datasets'>;
  type: 'bar' | 'pie';
  /** The bars or slices under a click: one opens Detail Sales, several the Chart Detail list. */
  onPick?: (picks: ChartPick[]) => void;
  /** What the chart shows, for a screen reader: the caption, then each outlet's total. */
  label?: string;
}

/** A stacked bar chart (one stack per label, one colour per outlet) or a pie (one ring per outlet). */
export function SalesChart({ data, type, onPick, label }: SalesChartProps) {
  const chartData = useMemo(
    () => ({
      labels: data.labels,
      datasets: data.datasets.map((d) => ({
        label: d.label,
        data: d.data,
        backgroundColor: type === 'pie' ? sliceColours(data.labels) : d.backgroundColor,
      })),
    }),
    [data, type],
  );
  const tooltip = {
    callbacks: {
      label: (c: { dataset: { label?: string }; parsed: unknown; raw: unknown }) => `${c.dataset.label}: ${formatAmount(Number(c.raw))}`,
    },
  };
  const onClick: ChartOptions['onClick'] = (event, _elements, chart) => {
    if (!onPick || !event.native) return;
    // Every outlet's bar (or ring) at the clicked label: a stacked month is several outlets' sales.
    const hits = chart.getElementsAtEventForMode(event.native, 'index', { intersect: true }, false);
    const picks = hits.map((h) => ({ datasetIndex: h.datasetIndex, index: h.index }));
    const withSales = picks.filter((p) => (data.datasets[p.datasetIndex]?.data[p.index] ?? 0) !== 0);
    if (picks.length) onPick(withSales.length ? withSales : picks);
  };
  // A canvas says nothing to a screen reader: its text alternative is the figures it draws.
  const a11y = {
    role: 'img',
    'aria-label': [label, ...data.datasets.map((d) => `${d.label}: ${formatAmount(sum(d.data))}`)].filter(Boolean).join('; '),
  };
  if (type === 'pie') {
    return (
      <Pie
        {...a11y}
        data={chartData}
        options={{
          ...REPORT_CHART,
          onClick,
          plugins: { tooltip, legend: { position: 'right' } },
        }}
      />
    );
  }
  return (
    <Bar
      {...a11y}
      data={chartData}
      options={{
        ...REPORT_CHART,
        onClick,
        scales: { x: { stacked: true }, y: { stacked: true, ticks: rupiahTicks } },
        plugins: { tooltip, legend: { position: 'top' } },
      }}
    />
  );
}
