import { Badge, Center, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { dineTimeText, type Outlet, pb1Text, serviceText } from '@saji/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { Toolbar } from '../../components/toolbar';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { exportOutlets, type OutletFilters, useDeleteOutlet, useOutletList } from './outlets.api';
import { text } from './outlets.text';

// The form and its inputs load when Add or Edit is first pressed, so a read-only visit stays light.
const OutletForm = lazy(() => import('./outlet-form').then((m) => ({ default: m.OutletForm })));

/** Which side of the screen shows: the list, or the form (new, or editing one outlet). */
type Mode = { kind: 'list' } | { kind: 'form'; outletid?: number };

const NO_FILTERS: OutletFilters = { provinsi: '', outletname: '', aktif: '' };

/**
 * Restaurant Branch/Outlet: the list and the add/edit form share one screen and toggle. The list's
 * state (filters, page, sort, selection) lives here, so it is as it was when the form closes.
 */
export function OutletsPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('outlets.write');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [selected, setSelected] = useState<Outlet | null>(null);
  const filters = useFilters(NO_FILTERS);
  const list = useOutletList(filters.applied);
  const remove = useDeleteOutlet();

  const add = () => setMode({ kind: 'form' });
  const edit = (row: Outlet) => setMode({ kind: 'form', outletid: row.outletid });
  const del = async (row: Outlet) => {
    if (!(await confirmDelete({ confirm: t('delete'), cancel: t('cancel') }))) return;
    remove.mutate(row.outletid, { onSuccess: () => setSelected(null) });
  };

  if (mode.kind === 'form') {
    return (
      <Suspense
        fallback={
          <Center h={240}>
            <Loader />
          </Center>
        }
      >
        <OutletForm outletid={mode.outletid} onClose={() => setMode({ kind: 'list' })} />
      </Suspense>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.title)}</Title>
        <Toolbar<Outlet>
          selected={selected}
          onAdd={canWrite ? add : undefined}
          onEdit={canWrite ? edit : undefined}
          onDelete={canWrite ? del : undefined}
          onExport={() => exportOutlets(list.exportParams)}
          onClose={() => navigate('/')}
        />
      </Group>

      <FilterPanel onApply={filters.apply} onClear={filters.clear}>
        <TextInput label={t(text.provinsi)} {...filters.field('provinsi')} />
        <TextInput label={t(text.outletname)} {...filters.field('outletname')} />
        <Select
          label={t('active')}
          w={140}
          allowDeselect={false}
          // Select cannot hold '' as an option value, so ALL travels as 'all' here and '' to the server.
          value={filters.draft.aktif || 'all'}
          onChange={(v) => filters.field('aktif').onChange(v === 'all' ? '' : v)}
          data={[
            { value: 'all', label: t('all') },
            { value: '1', label: t('yes') },
            { value: '0', label: t('notYes') },
          ]}
        />
      </FilterPanel>

      <DataTable<Outlet>
        list={list}
        idAccessor="outletid"
        numbered
        selected={selected}
        onSelect={setSelected}
        onEdit={canWrite ? edit : undefined}
        onDelete={canWrite ? del : undefined}
        columns={[
          {
            accessor: 'outletname',
            title: t(text.outlet),
            sortable: true,
            noWrap: true,
            render: (o) => (
              <Group gap="xs" wrap="nowrap">
                <span style={{ width: 12, height: 12, borderRadius: 6, background: o.outletcolor, flex: 'none' }} />
                <div>
                  <Text size="sm" fw={500}>
                    {o.outletname}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {o.outletcode}
                  </Text>
                </div>
              </Group>
            ),
          },
          {
            accessor: 'alamat1',
            title: t(text.address),
            width: 180,
            render: (o) => (
              <>
                <Text size="sm">{o.alamat1}</Text>
                <Text size="sm">{o.alamat2}</Text>
              </>
            ),
          },
          { accessor: 'provinsi', title: t(text.provinsi), sortable: true },
          { accessor: 'maxdinetime', title: t(text.dineTime), sortable: true, render: (o) => dineTimeText(o.maxdinetime) },
          { accessor: 'servicepc', title: t(text.service), sortable: true, render: (o) => serviceText(o.servicepc) },
          { accessor: 'pb1pc', title: t(text.pb1), sortable: true, render: (o) => pb1Text(o.pb1pc) },
          {
            accessor: 'aktif',
            title: t('active'),
            sortable: true,
            textAlign: 'center',
            render: (o) => (
              <Badge color={o.aktif === '1' ? 'green' : 'gray'} variant="light">
                {o.aktif === '1' ? t('yes') : t('notYes')}
              </Badge>
            ),
          },
        ]}
      />
    </Stack>
  );
}
