import { Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { FoodCostChart } from '@saji/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Toolbar } from '../../components/toolbar';
import { api } from '../../lib/api';
import { useProfile } from '../../lib/auth';
import { formatAmount, formatPercent } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useReportQuery } from '../../lib/use-report-query';
import { type DrillItem, dayText, salesByOutletLink, shareOf } from './drill';
import { DetailSalesModal } from './drill-modals';
import { foodCostText as text } from './food-cost.text';
import { FoodCostBars } from './food-cost-chart';
import { ReportFormPanel } from './report-form';
import { emptyText } from './report-state';
import { type ReportRun, reportQuery } from './reports.api';
import { useReportRun } from './use-report-run';

function useFoodCost(request: ReportRun | null) {
  return useReportQuery(['production', 'foodcost'], request, (r) =>
    api.get<FoodCostChart>('/api/production/rptsalesfoodcostdaily', reportQuery(r.form)),
  );
}

/** A picked day as the daily sales chart drills it: that day's sales and the sales list of that day. */
function dayItem(chart: FoodCostChart, index: number, outlet: { outletid: number; outletname: string } | undefined): DrillItem {
  const day = chart.dates[index];
  const sales = chart.datasets.find((d) => d.labelid === 'sales')?.data[index] ?? 0;
  return {
    outletid: outlet?.outletid ?? 0,
    outletname: outlet?.outletname ?? '',
    menuname: '',
    menuid: 0,
    periode: dayText(day),
    sales,
    persentasi: shareOf(sales, chart.totals.sales),
    dayidx: index,
    link: salesByOutletLink({ tgl1: day, tgl2: day }, outlet),
  };
}

/** Daily Food Cost: nett sales, production cost and theoretical cost per day, and the food cost percentage. */
export function FoodCostPage() {
  const t = useT();
  const navigate = useNavigate();
  const currency = useProfile().data?.matauang ?? 'IDR';
  const { request, panel } = useReportRun('daily');
  const report = useFoodCost(request);
  const chart = report.isFetching ? undefined : report.data;
  const [picked, setPicked] = useState<number | null>(null);
  const outlet = request?.form.outletid ? { outletid: Number(request.form.outletid), outletname: request.form.outletname } : undefined;
  const labels = { sales: t(text.sales), cost: t(text.cost), theoretical: t(text.theoretical), percent: t(text.percent) };
  const hasData = !!chart && (chart.totals.sales !== 0 || chart.totals.cost !== 0);

  const body = () => {
    if (report.isFetching)
      return (
        <Center h={420}>
          <Loader data-testid="chart-loading" />
        </Center>
      );
    if (!chart || !hasData)
      return (
        <Center h={200}>
          <Text c="dimmed">{emptyText(t, request, report.error)}</Text>
        </Center>
      );
    return <FoodCostBars data={chart} labels={labels} onPickDay={setPicked} />;
  };

  return (
    <Stack gap="md">
      <Title order={2}>{t(text.title)}</Title>
      <ReportFormPanel {...panel} loading={report.isFetching} actions={<Toolbar onClose={() => navigate('/')} />} />
      <Paper withBorder p="md" radius="sm">
        {chart && hasData && (
          <Group justify="space-between" mb="sm" data-testid="food-cost-totals">
            <Text fw={600}>{`${t(text.sales)}: ${currency} ${formatAmount(chart.totals.sales)}`}</Text>
            <Text fw={600}>{`${t(text.cost)}: ${currency} ${formatAmount(chart.totals.cost)}`}</Text>
            <Text fw={600} data-testid="food-cost-percent">{`${t(text.percent)}: ${formatPercent(chart.totals.percent)}`}</Text>
            <Text c="dimmed">{`${t(text.theoretical)}: ${currency} ${formatAmount(chart.totals.theoretical)} (${formatPercent(chart.totals.theoreticalPercent)})`}</Text>
          </Group>
        )}
        <div style={{ position: 'relative', height: 420 }} data-testid="chart">
          {body()}
        </div>
      </Paper>
      <DetailSalesModal
        item={chart && picked !== null ? dayItem(chart, picked, outlet) : null}
        currency={currency}
        onClose={() => setPicked(null)}
      />
    </Stack>
  );
}
