import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { PRODUCTION_PAGE_SIZES } from '@saji/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ListScreen } from '../../components/list-screen';
import { useListScreen } from '../../components/use-list-screen';
import { useProfile } from '../../lib/auth';
import { formatAmount, formatDate } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { exportProductions, type ProductionFilter, type ProductionRow, productionList } from './production.api';
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
  const { data: profile } = useProfile();
  const screen = useListScreen({ source: productionList, id: 'productionkey', filters: useInitialFilter(), waits: true });
  const { filters, list } = screen;
  const [search, setSearch] = useState('');
  const [field, setField] = useState<SearchField>('all');
  // The search filters the page on screen, not the server's list.
  const records = useMemo(() => list.records.filter((r) => matches(r, search, field)), [list.records, search, field]);
  const routeKey = useParams().tgl1;
  // Opened with dates (a drill or a link), the list runs by itself (spec section 2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per route's dates
  useEffect(() => {
    if (!routeKey) return;
    const timer = setTimeout(screen.process, 100);
    return () => clearTimeout(timer);
  }, [routeKey]);

  return (
    <ListScreen<ProductionRow>
      screen={{ ...screen, list: { ...list, records } }}
      title={t(text.listTitle)}
      actions={{ add: () => navigate('/production/new') }}
      head={
        <>
          <ProductionFilterPanel
            value={filters.draft}
            onChange={filters.set}
            onProcess={screen.process}
            loading={list.fetching}
            actions={
              <Button
                variant="light"
                color="teal"
                leftSection={<IconDownload size={18} />}
                onClick={() => exportProductions(filters.draft)}
              >
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
        </>
      }
      pageSizes={[...PRODUCTION_PAGE_SIZES]}
      onOpen={(row) => navigate(`/production/detail/${row.productionkey}`)}
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
    >
      <Text fw={600} ta="right" data-testid="production-total">
        {t(text.footer, { currency: profile?.matauang ?? 'IDR', amount: formatAmount(list.meta?.ttlnetto ?? 0) })}
      </Text>
    </ListScreen>
  );
}
