import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import type { RestoTable } from '@saji/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { ActiveBadge, ActiveSelect, FormSuspense, useListScreen } from '../../components/list-screen';
import { OutletField } from '../../components/outlet-field';
import { Toolbar } from '../../components/toolbar';
import { useCan, useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { exportTables, type TableFilters, useDeleteTable, useTableList } from './tables.api';
import { text } from './tables.text';

const TableForm = lazy(() => import('./table-form').then((m) => ({ default: m.TableForm })));
const PositionsModal = lazy(() => import('./positions-modal').then((m) => ({ default: m.PositionsModal })));

const NO_FILTERS: TableFilters = { outletid: '', outletname: '', tablename: '', aktif: '' };
/** The list opens on the tables in service; Clear Filter empties every filter, so ALL. */
const OPENING_FILTERS: TableFilters = { ...NO_FILTERS, aktif: '1' };

/** Restaurant Table: the list (outlet, name and active filters) and a separate add/edit form. */
export function TablesPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('tables.write');
  const { data: profile } = useProfile();
  const [positionsOpen, setPositionsOpen] = useState(false);
  const filters = useFilters(OPENING_FILTERS, NO_FILTERS);
  const list = useTableList(filters.applied);
  const screen = useListScreen(useDeleteTable(), (r: RestoTable) => r.tableid);
  const { selected } = screen;
  // The positions editor works on one outlet: the filtered one, the selected row's, or the user's own.
  const positionsOutlet = filters.applied.outletid
    ? { outletid: Number(filters.applied.outletid), outletname: filters.applied.outletname }
    : selected
      ? { outletid: selected.outletid, outletname: selected.outletname }
      : profile?.outletid && profile.group !== 'admin'
        ? { outletid: profile.outletid, outletname: profile.outletname ?? '' }
        : undefined;

  if (screen.mode.kind === 'form') {
    return (
      <FormSuspense>
        <TableForm
          tableid={screen.mode.row?.tableid}
          defaultOutlet={
            filters.applied.outletid ? { outletid: filters.applied.outletid, outletname: filters.applied.outletname } : undefined
          }
          onClose={screen.close}
        />
      </FormSuspense>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.title)}</Title>
        <Group gap="xs">
          {canWrite && (
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
          )}
          <Toolbar<RestoTable>
            selected={selected}
            onAdd={canWrite ? screen.add : undefined}
            onExport={() => exportTables(list.exportParams)}
            onClose={() => navigate('/')}
          />
        </Group>
      </Group>

      <FilterPanel onApply={filters.apply} onClear={filters.clear}>
        <OutletField
          label={t(text.outlet)}
          outletid={filters.draft.outletid}
          outletname={filters.draft.outletname}
          placeholder={t('allOutlets')}
          clearable
          onChange={(o) => {
            filters.field('outletid').onChange(o.outletid);
            filters.field('outletname').onChange(o.outletname);
          }}
        />
        <TextInput label={t(text.tablename)} w={160} {...filters.field('tablename')} />
        <ActiveSelect value={filters.draft.aktif} onChange={filters.field('aktif').onChange} />
      </FilterPanel>

      <DataTable<RestoTable>
        list={list}
        idAccessor="tableid"
        numbered
        selected={selected}
        onSelect={screen.setSelected}
        onEdit={canWrite ? screen.edit : undefined}
        onDelete={canWrite ? screen.remove : undefined}
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
      />

      {positionsOpen && positionsOutlet && (
        <Suspense fallback={null}>
          <PositionsModal outlet={positionsOutlet} onClose={() => setPositionsOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
