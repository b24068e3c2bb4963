import { Button, TextInput } from '@mantine/core';
import type { RestoTable } from '@saji/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ActiveBadge, ActiveSelect } from '../../components/active-filter';
import { ListScreen } from '../../components/list-screen';
import { OutletFilter } from '../../components/outlet-filter';
import { useListScreen } from '../../components/use-list-screen';
import { useCan, useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { exportTables, type TableFilters, tableList, useDeleteTable } from './tables.api';
import { text } from './tables.text';

const TableForm = lazy(() => import('./table-form').then((m) => ({ default: m.TableForm })));
const PositionsModal = lazy(() => import('./positions-modal').then((m) => ({ default: m.PositionsModal })));

const NO_FILTERS: TableFilters = { outletid: '', outletname: '', tablename: '', aktif: '' };
/** The list opens on the tables in service; Clear Filter empties every filter, so ALL. */
const OPENING_FILTERS: TableFilters = { ...NO_FILTERS, aktif: '1' };

/** Restaurant Table: the list (outlet, name and active filters) and a separate add/edit form. */
export function TablesPage() {
  const t = useT();
  const canWrite = useCan('tables.write');
  const { data: profile } = useProfile();
  const [positionsOpen, setPositionsOpen] = useState(false);
  const screen = useListScreen({
    source: tableList,
    id: 'tableid',
    filters: OPENING_FILTERS,
    cleared: NO_FILTERS,
    remove: useDeleteTable(),
  });
  const { filters, selected } = screen;
  const { applied } = filters;
  // The positions editor works on one outlet: the filtered one, the selected row's, or the user's own.
  const positionsOutlet = applied.outletid
    ? { outletid: Number(applied.outletid), outletname: applied.outletname }
    : selected
      ? { outletid: selected.outletid, outletname: selected.outletname }
      : profile?.outletid && profile.group !== 'admin'
        ? { outletid: profile.outletid, outletname: profile.outletname ?? '' }
        : undefined;

  return (
    <ListScreen<RestoTable>
      screen={screen}
      title={t(text.title)}
      actions={{ add: canWrite, edit: canWrite, delete: canWrite, export: exportTables, where: 'rows' }}
      extra={
        canWrite && (
          <Button
            variant="light"
            color="grape"
            leftSection={<IconLayoutGrid size={18} />}
            disabled={!positionsOutlet}
            title={positionsOutlet ? undefined : t(text.pickOutletFirst)}
            onClick={() => setPositionsOpen(true)}
          >
            {t(text.positions)}
          </Button>
        )
      }
      filters={
        <>
          <OutletFilter label={t(text.outlet)} filters={filters} />
          <TextInput label={t(text.tablename)} w={160} {...filters.field('tablename')} />
          <ActiveSelect value={filters.draft.aktif} onChange={filters.field('aktif').onChange} />
        </>
      }
      numbered
      columns={[
        { accessor: 'tablename', title: t(text.tablename), sortable: true },
        { accessor: 'outletname', title: t(text.outlet), sortable: true },
        { accessor: 'tableposname', title: t(text.position), sortable: true },
        { accessor: 'tablecapacity', title: t(text.tablecapacity), sortable: true, textAlign: 'right' },
        {
          accessor: 'tableaktif',
          title: t('active'),
          sortable: true,
          textAlign: 'center',
          render: (r) => <ActiveBadge active={r.tableaktif} />,
        },
      ]}
      form={(row) => (
        <TableForm
          tableid={row?.tableid}
          defaultOutlet={applied.outletid ? { outletid: applied.outletid, outletname: applied.outletname } : undefined}
          onClose={screen.close}
        />
      )}
    >
      {positionsOpen && positionsOutlet && (
        <Suspense fallback={null}>
          <PositionsModal outlet={positionsOutlet} onClose={() => setPositionsOpen(false)} />
        </Suspense>
      )}
    </ListScreen>
  );
}
