import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { VarianceRow } from '@saji/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { PeriodForm } from '../../components/period-form';
import { formatPayment } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { exportVariance, type StockPeriod, useVariance, variancePdfUrl } from './stock.api';
import { text } from './stock.text';
import { qty } from './stock-format';
import { useStockStart } from './stock-period';

/** Actual against theoretical usage per item for an outlet's period, the food cost of both, xlsx and PDF. */
export function VariancePage() {
  const t = useT();
  const [draft, setDraft] = useState<StockPeriod>(useStockStart());
  const [period, setPeriod] = useState<StockPeriod | null>(null);
  const report = useVariance(period);
  const labels = { outlet: t(text.outlet), from: t(text.from), until: t(text.until), process: t(text.process) };
  const totals = report.data?.totals;
  const n = (key: 'opening' | 'received' | 'wasted' | 'produced' | 'closing' | 'theoreticalusage' | 'actualusage', title: string) => ({
    accessor: key,
    title: <Wrapped title={title} />,
    textAlign: 'right' as const,
    render: (r: VarianceRow) => qty(r[key]),
  });
  return (
    <Stack gap="md">
      <Title order={2}>{t(text.varianceTitle)}</Title>
      <PeriodForm
        value={draft}
        onChange={setDraft}
        onProcess={(p) => setPeriod({ ...p })}
        loading={report.isFetching}
        labels={labels}
        actions={
          period && (
            <>
              <Button variant="light" color="teal" leftSection={<IconDownload size={18} />} onClick={() => exportVariance(period)}>
                {t('export')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconFileTypePdf size={18} />}
                component="a"
                href={variancePdfUrl(period)}
                target="_blank"
              >
                {t(text.pdf)}
              </Button>
            </>
          )
        }
      />
      {totals && (
        <SimpleGrid cols={3}>
          <Paper withBorder p="sm">
            <Text size="sm" c="dimmed">
              {t(text.netsales)}
            </Text>
            <Text fw={700} size="lg">
              Rp {formatPayment(totals.netsales)}
            </Text>
          </Paper>
          <Paper withBorder p="sm">
            <Text size="sm">
              {t(text.foodCost, {
                kind: t(text.kindTheoretical),
                amount: formatPayment(totals.theoreticalcost),
                pct: totals.theoreticalpct,
              })}
            </Text>
            <Text size="sm" fw={600}>
              {t(text.foodCost, { kind: t(text.kindActual), amount: formatPayment(totals.actualcost), pct: totals.actualpct })}
            </Text>
          </Paper>
          <Paper withBorder p="sm" data-testid="variance-total">
            <Text size="sm" c="dimmed">
              {t(text.varianceValue)}
            </Text>
            <Text fw={700} size="lg" c={totals.variancevalue > 0 ? 'red' : undefined}>
              Rp {formatPayment(totals.variancevalue)}
            </Text>
          </Paper>
        </SimpleGrid>
      )}
      {period && (
        <DataTable<VarianceRow>
          withTableBorder
          striped
          horizontalSpacing="xs"
          minHeight={160}
          fetching={report.isFetching}
          records={report.data?.list ?? []}
          idAccessor="itemno"
          noRecordsText={report.error ? String(report.error.message) : t('noRecords')}
          columns={[
            { accessor: 'itemname', title: t(text.itemname), render: (r) => `${r.itemname} (${r.invunitom})` },
            n('opening', t(text.opening)),
            n('received', t(text.received)),
            {
              accessor: 'transferin',
              title: <Wrapped title={t(text.transferred)} />,
              textAlign: 'right',
              render: (r) => qty(r.transferin - r.transferout),
            },
            n('wasted', t(text.wasted)),
            n('produced', t(text.produced)),
            n('closing', t(text.closing)),
            n('theoreticalusage', t(text.theoretical)),
            n('actualusage', t(text.actual)),
            {
              accessor: 'variance',
              title: <Wrapped title={t(text.variance)} />,
              textAlign: 'right',
              render: (r) => <Loss value={qty(r.variance)} loss={r.variance > 0} />,
            },
            {
              accessor: 'variancevalue',
              title: <Wrapped title={t(text.varianceValue)} />,
              textAlign: 'right',
              render: (r) => <Loss value={formatPayment(r.variancevalue)} loss={r.variancevalue > 0} />,
            },
          ]}
        />
      )}
    </Stack>
  );
}

/**
 * A figure's title wraps at its words, so the twelve figures of an item fit a 1366 px screen beside the
 * menu: the table's header cells keep their text on one line, which the title's own element overrides.
 */
const Wrapped = ({ title }: { title: string }) => (
  <span style={{ display: 'inline-block', whiteSpace: 'normal', lineHeight: 1.2 }}>{title}</span>
);

/** More used than the recipes explain (a loss) shows in red. */
const Loss = ({ value, loss }: { value: string; loss: boolean }) => (
  <Text size="sm" span c={loss ? 'red' : undefined} fw={loss ? 600 : undefined}>
    {value}
  </Text>
);
