import { Group, Stack, Title } from '@mantine/core';
import { REPORT_DEFAULT_LIMIT, REPORT_PAGE_SIZES, type SalesListLine, salesExportFile, sum } from '@saji/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ColumnChoice, type OptionalColumns, useShownColumns } from '../../components/column-choice';
import { amountColumn } from '../../components/data-table';
import { Toolbar } from '../../components/toolbar';
import { useProfile } from '../../lib/auth';
import { downloadFile } from '../../lib/download';
import { formatAmount, formatDateTime } from '../../lib/format';
import { type Translate, useT } from '../../lib/i18n';
import { notifyInvalidForm } from '../../lib/notify';
import { LocalDataTable, TableSearch } from './local-table';
import { isComplete, ReportFormPanel } from './report-form';
import { emptyText } from './report-state';
import { reportQuery, useSalesList } from './reports.api';
import { text } from './reports.text';
import { useLocalTable } from './use-local-table';
import { useReportRun } from './use-report-run';

const SEARCH_IN: (keyof SalesListLine)[] = ['note', 'paymethod', 'ordertype', 'orderno'];
const AMOUNTS = ['netto', 'serviceval', 'pb1val', 'total'] as const;

/**
 * Every column of the spec beside the menu is 1,600 px wide: the list opens with the sale, its outlet,
 * Netto, TOTAL, what was sold and how it was paid, and the chooser brings back the cashier, the order
 * type and the amounts' parts (the export always has them all).
 */
const SALES_COLUMNS: OptionalColumns<'outletname' | 'createby' | 'netto' | 'serviceval' | 'pb1val' | 'ordertype' | 'paymethod'> = {
  labels: {
    outletname: text.outletName,
    createby: text.cashier,
    netto: text.netto,
    serviceval: text.service,
    pb1val: text.pb1,
    ordertype: text.orderType,
    paymethod: text.payMethod,
  },
  shownAtFirst: ['outletname', 'netto', 'paymethod'],
  storageKey: 'saji.salesList.columns',
};

function columns(t: Translate, rows: SalesListLine[], currency: string): DataTableColumn<SalesListLine>[] {
  const money = (accessor: (typeof AMOUNTS)[number], title: string) =>
    amountColumn<SalesListLine>(accessor, title, { footer: formatAmount(sum(rows.map((r) => r[accessor]))) });
  return [
    // The footer's label sits under the sale's number, a column that cannot be hidden.
    { accessor: 'orderno', title: t(text.trxNumber), sortable: true, noWrap: true, footer: `${t(text.totalSales)} (${currency})` },
    { accessor: 'orderdate', title: t(text.trxDate), sortable: true, noWrap: true, render: (r) => formatDateTime(r.orderdate) },
    { accessor: 'outletname', title: t(text.outletName), sortable: true },
    { accessor: 'createby', title: t(text.cashier), sortable: true },
    money('netto', t(text.netto)),
    money('serviceval', t(text.service)),
    money('pb1val', t(text.pb1)),
    money('total', t(text.total)),
    { accessor: 'note', title: t(text.description), sortable: true },
    { accessor: 'ordertype', title: t(text.orderType), sortable: true, noWrap: true },
    { accessor: 'paymethod', title: t(text.payMethod), sortable: true },
  ];
}

/** Restaurant Sales List: every sale of the period, filtered, sorted and totalled on the screen. */
export function SalesListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const { form, request, panel } = useReportRun('list');
  const report = useSalesList(request);
  const rows = report.data?.list ?? [];
  const table = useLocalTable(rows, { searchIn: SEARCH_IN, defaultLimit: REPORT_DEFAULT_LIMIT, defaultSort: 'orderdate' });
  const currency = profile?.matauang ?? 'IDR';
  const choice = useShownColumns(SALES_COLUMNS);
  const cols = useMemo(() => choice.apply(columns(t, table.filtered, currency)), [t, table.filtered, currency, choice.apply]);

  const exportList = () =>
    isComplete(form)
      ? downloadFile('/api/restoreport/rptsalesbyoutletexport', salesExportFile(form.tgl2), reportQuery(form))
      : notifyInvalidForm();

  return (
    <Stack gap="md">
      <Title order={2}>{t(text.salesList)}</Title>
      <ReportFormPanel {...panel} loading={report.isFetching} actions={<Toolbar onExport={exportList} onClose={() => navigate('/')} />} />
      <Group justify="space-between">
        <TableSearch table={table} />
        <ColumnChoice {...choice} />
      </Group>
      <LocalDataTable<SalesListLine>
        table={table}
        columns={cols}
        idAccessor="orderkey"
        pageSizes={[...REPORT_PAGE_SIZES]}
        fetching={report.isFetching}
        emptyText={emptyText(t, request, report.error)}
      />
    </Stack>
  );
}
