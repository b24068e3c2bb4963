import { Stack, TextInput, Title } from '@mantine/core';
import { REPORT_DEFAULT_LIMIT, REPORT_PAGE_SIZES, type SalesListLine, salesExportFile, sum } from '@saji/core';
import { IconSearch } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Toolbar } from '../../components/toolbar';
import { useProfile } from '../../lib/auth';
import { downloadFile } from '../../lib/download';
import { formatAmount, formatDateTime } from '../../lib/format';
import { type Translate, useT } from '../../lib/i18n';
import { notifyInvalidForm } from '../../lib/notify';
import { LocalDataTable } from './local-table';
import { isComplete, ReportFormPanel } from './report-form';
import { emptyText } from './report-state';
import { reportQuery, useSalesList } from './reports.api';
import { text } from './reports.text';
import { useLocalTable } from './use-local-table';
import { useReportRun } from './use-report-run';

const SEARCH_IN: (keyof SalesListLine)[] = ['note', 'paymethod', 'ordertype', 'orderno'];
const AMOUNTS = ['netto', 'serviceval', 'pb1val', 'total'] as const;

function columns(t: Translate, rows: SalesListLine[], currency: string): DataTableColumn<SalesListLine>[] {
  const money = (accessor: (typeof AMOUNTS)[number], title: string): DataTableColumn<SalesListLine> => ({
    accessor,
    title,
    sortable: true,
    textAlign: 'right',
    render: (r) => formatAmount(r[accessor]),
    footer: formatAmount(sum(rows.map((r) => r[accessor]))),
  });
  return [
    { accessor: 'outletname', title: t(text.outletName), sortable: true, footer: `${t(text.totalSales)} (${currency})` },
    { accessor: 'orderno', title: t(text.trxNumber), sortable: true },
    { accessor: 'orderdate', title: t(text.trxDate), sortable: true, render: (r) => formatDateTime(r.orderdate) },
    { accessor: 'createby', title: t(text.cashier), sortable: true },
    money('netto', t(text.netto)),
    money('serviceval', t(text.service)),
    money('pb1val', t(text.pb1)),
    money('total', t(text.total)),
    { accessor: 'note', title: t(text.description), sortable: true, width: 260 },
    { accessor: 'ordertype', title: t(text.orderType), sortable: true },
    { accessor: 'paymethod', title: t(text.payMethod), sortable: true },
  ];
}

/** Restaurant Sales List: every sale of the period, filtered, sorted and totalled on the screen. */
export function SalesListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const { form, setForm, request, process } = useReportRun('list');
  const report = useSalesList(request);
  const rows = report.data?.list ?? [];
  const table = useLocalTable(rows, { searchIn: SEARCH_IN, defaultLimit: REPORT_DEFAULT_LIMIT, defaultSort: 'orderdate' });
  const currency = profile?.matauang ?? 'IDR';
  const cols = useMemo(() => columns(t, table.filtered, currency), [t, table.filtered, currency]);

  const exportList = () =>
    isComplete(form)
      ? downloadFile('/api/restoreport/rptsalesbyoutletexport', salesExportFile(form.tgl2), reportQuery(form))
      : notifyInvalidForm();

  return (
    <Stack gap="md">
      <Title order={2}>{t(text.salesList)}</Title>
      <ReportFormPanel
        kind="list"
        value={form}
        onChange={setForm}
        onProcess={process}
        loading={report.isFetching}
        actions={<Toolbar onExport={exportList} onClose={() => navigate('/')} />}
      />
      <TextInput
        w={320}
        leftSection={<IconSearch size={16} />}
        placeholder={t(text.search)}
        aria-label={t(text.search)}
        value={table.search}
        onChange={(e) => table.setSearch(e.currentTarget.value)}
      />
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
