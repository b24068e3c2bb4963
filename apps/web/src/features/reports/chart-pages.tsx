import { Center, Group, Input, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceSwitch } from '../../components/choice-switch';
import { Toolbar } from '../../components/toolbar';
import { useProfile } from '../../lib/auth';
import { formatMillions, monthName } from '../../lib/format';
import { type Translate, useT } from '../../lib/i18n';
import { type ChartKind, chartTotal, type DrillItem, drillItems, drillTotal, periodText } from './drill';
import { ChartDetailModal, DetailSalesModal } from './drill-modals';
import { ReportFormPanel } from './report-form';
import { emptyText } from './report-state';
import { type ChartData, type ReportForm, useChart } from './reports.api';
import { text } from './reports.text';
import { SalesChart } from './sales-chart';
import { useReportRun } from './use-report-run';

const TITLES = { monthly: text.monthly, daily: text.daily, menu: text.menuChart };

/** The caption above a chart: the year, the month, or the period. */
function captionOf(t: Translate, kind: ChartKind, chart: Pick<ChartData, 'tgl1' | 'tgl2'>): string {
  const year = chart.tgl2.slice(0, 4);
  if (kind === 'monthly') return t(text.yearOf, { year });
  if (kind === 'daily') return t(text.monthOf, { month: monthName(Number(chart.tgl2.slice(5, 7))), year });
  return periodText(chart);
}

function useDrill(kind: ChartKind, chart: ChartData | undefined, form: ReportForm) {
  const [items, setItems] = useState<DrillItem[]>([]);
  const outlet = form.outletid ? { outletid: Number(form.outletid), outletname: form.outletname } : undefined;
  return {
    single: items.length === 1 ? items[0] : null,
    several: items.length > 1 ? items : [],
    total: chart && items.length > 1 ? drillTotal(kind, chart, items, outlet) : { sales: 0, persentasi: 0 },
    pick: chart ? (picks: Parameters<typeof drillItems>[2]) => setItems(drillItems(kind, chart, picks)) : undefined,
    close: () => setItems([]),
  };
}

/** The menu chart before its first answer: one grey slice (spec section 4). */
const placeholder = (label: string) => ({ labels: [label], datasets: [{ label: '', labelid: 0, data: [1], backgroundColor: '#dee2e6' }] });

/** A sales chart screen: the filter, the caption and total, the chart, and its drill-down modals. */
function ChartPage({ kind }: { kind: ChartKind }) {
  const t = useT();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const currency = profile?.matauang ?? 'IDR';
  const { form, request, panel } = useReportRun(kind);
  const [type, setType] = useState<'pie' | 'bar'>(kind === 'menu' ? 'pie' : 'bar');
  const report = useChart(kind, request);
  const chart = report.isFetching ? undefined : report.data;
  const drill = useDrill(kind, chart, request?.form ?? form);

  const body = () => {
    // Hidden while loading, shown once the answer is in (spec section 4).
    if (report.isFetching) {
      return (
        <Center h={420}>
          <Loader data-testid="chart-loading" />
        </Center>
      );
    }
    if (!chart && kind === 'menu') return <SalesChart data={placeholder(t(text.placeholder))} type="pie" />;
    if (!chart || chart.datasets.length === 0) {
      return (
        <Center h={200}>
          <Text c="dimmed">{emptyText(t, request, report.error)}</Text>
        </Center>
      );
    }
    // The months in the screen's language (the server sends the spec's labels, Juni and Desember).
    const labels = kind === 'monthly' ? chart.labels.map((_, i) => monthName(i + 1)) : chart.labels;
    return <SalesChart data={{ ...chart, labels }} type={type} onPick={drill.pick} label={captionOf(t, kind, chart)} />;
  };

  return (
    <Stack gap="md">
      <Title order={2}>{t(TITLES[kind])}</Title>
      <ReportFormPanel
        {...panel}
        loading={report.isFetching}
        startDisabled={kind === 'monthly'}
        fields={
          kind === 'menu' && (
            <Input.Wrapper label={t(text.typeChart)}>
              <ChoiceSwitch size="md" value={type} onChange={setType} labels={{ pie: t(text.pie), bar: t(text.bar) }} />
            </Input.Wrapper>
          )
        }
        actions={<Toolbar onClose={() => navigate('/')} />}
      />
      <Paper withBorder p="md" radius="sm">
        {chart && chart.datasets.length > 0 && (
          <Group justify="space-between" mb="sm">
            <Text fw={600} data-testid="chart-caption">
              {captionOf(t, kind, chart)}
            </Text>
            <Text fw={600} data-testid="chart-total">
              {t(text.totalMillion, { currency, amount: formatMillions(chartTotal(chart)) })}
            </Text>
          </Group>
        )}
        <div style={{ position: 'relative', height: 420 }} data-testid="chart">
          {body()}
        </div>
      </Paper>
      <DetailSalesModal item={drill.single} currency={currency} onClose={drill.close} />
      <ChartDetailModal items={drill.several} total={drill.total} currency={currency} onClose={drill.close} />
    </Stack>
  );
}

export const MonthlyChartPage = () => <ChartPage kind="monthly" />;
export const DailyChartPage = () => <ChartPage kind="daily" />;
export const MenuChartPage = () => <ChartPage kind="menu" />;
