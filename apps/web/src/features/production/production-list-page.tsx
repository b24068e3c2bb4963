import 'mantine-datatable/styles.css';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { PRODUCTION_PAGE_SIZE, PRODUCTION_PAGE_SIZES } from '@saji/core';
import { IconDownload, IconPlus, IconX } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePaginationText } from '../../components/data-table';
import { useProfile } from '../../lib/auth';
import { formatAmount, formatDate } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { errorText } from '../../lib/notify';
import { exportProductions, type ProductionFilter, type ProductionPage, type ProductionRow, useProductionList } from './production.api';
import { text } from './production.text';
import { ProductionFilterPanel } from './production-filter';

type SearchField = 'all' | 'productioncode' | 'outlet';

/** The local filter: the production code or the outlet fields, or both. */
function matches(row: ProductionRow, search: string, field: SearchField): boolean {
  const s = search.trim().toLowerCase();
  if (!s) return true;
  const code = row.productioncode.toLowerCase().includes(s);
  const outlet = `${row.outlet_outletcode} ${row.outlet_outletname}`.toLowerCase().includes(s);
  return field === 'productioncode' ? code : field === 'outlet' ? outlet : code || outlet;
}

/** The form's start: the route's parameters, else the user's outlet and the current month. */
function useInitialFilter(): ProductionFilter {
  const params = useParams();
  const { data: profile } = useProfile();
  const today = profile?.tglaktif ?? new Date().toISOString().slice(0, 10);
  const last = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return {
    outletid: params.outletid ?? (profile?.outletid ? String(profile.outletid) : ''),
    outletname: params.outletname ?? profile?.outletname ?? '',
    tgl1: params.tgl1 ?? `${today.slice(0, 8)}01`,
    tgl2: params.tgl2 ?? last,
  };
}

/** Production List (salesresto.productionlist): outlet and period, Process, a local filter, Export; double-click opens a production. */
export function ProductionListPage() {
  const t = useT();
  const navigate = useNavigate();
  const paginationText = usePaginationText();
  const { data: profile } = useProfile();
  const initial = useInitialFilter();
  const [filter, setFilter] = useState(initial);
  const [request, setRequest] = useState<ProductionPage | null>(null);
  const [search, setSearch] = useState('');
  const [field, setField] = useState<SearchField>('all');
  const list = useProductionList(request);
  const rows = useMemo(() => (list.data?.list ?? []).filter((r) => matches(r, search, field)), [list.data, search, field]);
  const process = (f: ProductionFilter) =>
    setRequest((r) => ({
      filter: f,
      page: 1,
      limit: r?.limit ?? PRODUCTION_PAGE_SIZE,
      sortBy: r?.sortBy ?? 'productioncode',
      sortDir: r?.sortDir ?? 'asc',
    }));
  const paging = (patch: Partial<ProductionPage>) => setRequest((r) => (r ? { ...r, ...patch } : r));
  const routeKey = useParams().tgl1;
  // Opened with dates (a drill or a link), the list runs by itself (spec section 2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per route's dates
  useEffect(() => {
    if (!routeKey) return;
    const timer = setTimeout(() => process(initial), 100);
    return () => clearTimeout(timer);
  }, [routeKey]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t(text.listTitle)}</Title>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={18} />} onClick={() => navigate('/production/new')}>
            {t('add')}
          </Button>
          <Button variant="default" leftSection={<IconX size={18} />} onClick={() => navigate('/')}>
            {t('close')}
          </Button>
        </Group>
      </Group>
      <ProductionFilterPanel
        value={filter}
        onChange={setFilter}
        onProcess={process}
        loading={list.isFetching}
        actions={
          <Button variant="light" color="teal" leftSection={<IconDownload size={18} />} onClick={() => exportProductions(filter)}>
            {t('export')}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end">
        <TextInput label={t(text.search)} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={260} />
        <Select
          label={t(text.searchIn)}
          w={200}
          allowDeselect={false}
          value={field}
          onChange={(v) => setField((v ?? 'all') as SearchField)}
          data={[
            { value: 'all', label: t(text.allColumns) },
            { value: 'productioncode', label: t(text.code) },
            { value: 'outlet', label: t(text.store) },
          ]}
        />
      </Group>
      <DataTable<ProductionRow>
        withTableBorder
        striped
        highlightOnHover
        minHeight={rows.length ? undefined : 180}
        idAccessor="productionkey"
        records={rows}
        fetching={list.isFetching}
        noRecordsText={list.error ? errorText(list.error) : t('noRecords')}
        totalRecords={list.data?.meta.total ?? 0}
        page={request?.page ?? 1}
        onPageChange={(page) => paging({ page })}
        recordsPerPage={request?.limit ?? PRODUCTION_PAGE_SIZE}
        recordsPerPageOptions={[...PRODUCTION_PAGE_SIZES]}
        onRecordsPerPageChange={(limit) => paging({ limit, page: 1 })}
        recordsPerPageLabel={t('recordsPerPage')}
        paginationText={paginationText}
        sortStatus={{ columnAccessor: request?.sortBy ?? 'productioncode', direction: request?.sortDir ?? 'asc' }}
        onSortStatusChange={(s) => paging({ sortBy: String(s.columnAccessor), sortDir: s.direction, page: 1 })}
        onRowDoubleClick={({ record }) => navigate(`/production/detail/${record.productionkey}`)}
        columns={[
          { accessor: 'productioncode', title: t(text.code), sortable: true },
          { accessor: 'outlet_outletname', title: t(text.store), sortable: true },
          { accessor: 'ttlnetto', title: t(text.totalCost), sortable: true, textAlign: 'right', render: (r) => formatAmount(r.ttlnetto) },
          {
            accessor: 'productiondate',
            title: t(text.productionDate),
            sortable: true,
            render: (r) => formatDate(`${r.productiondate}T12:00:00Z`),
          },
          { accessor: 'createby', title: t(text.createby), sortable: true },
        ]}
      />
      <Text fw={600} ta="right" data-testid="production-total">
        {t(text.footer, { currency: profile?.matauang ?? 'IDR', amount: formatAmount(list.data?.meta.ttlnetto ?? 0) })}
      </Text>
    </Stack>
  );
}
