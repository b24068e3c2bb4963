import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { dineTimeText, type Outlet, pb1Text, serviceText } from '@saji/core';
import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { ActiveBadge, ActiveSelect, FormSuspense, useListScreen } from '../../components/list-screen';
import { Toolbar } from '../../components/toolbar';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { exportOutlets, type OutletFilters, useDeleteOutlet, useOutletList } from './outlets.api';
import { text } from './outlets.text';

// The form and its inputs load when Add or Edit is first pressed, so a read-only visit stays light.
const OutletForm = lazy(() => import('./outlet-form').then((m) => ({ default: m.OutletForm })));

const NO_FILTERS: OutletFilters = { provinsi: '', outletname: '', aktif: '' };

/**
 * Restaurant Branch/Outlet: the list and the add/edit form share one screen and toggle. The list's
 * state (filters, page, sort, selection) lives here, so it is as it was when the form closes.
 */
export function OutletsPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('outlets.write');
  const filters = useFilters(NO_FILTERS);
  const list = useOutletList(filters.applied);
  const screen = useListScreen(useDeleteOutlet(), (o: Outlet) => o.outletid);

  if (screen.mode.kind === 'form') {
    return (
      <FormSuspense>
        <OutletForm outletid={screen.mode.row?.outletid} onClose={screen.close} />
      </FormSuspense>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.title)}</Title>
        <Toolbar<Outlet>
          selected={screen.selected}
          onAdd={canWrite ? screen.add : undefined}
          onEdit={canWrite ? screen.edit : undefined}
          onDelete={canWrite ? screen.remove : undefined}
          onExport={() => exportOutlets(list.exportParams)}
          onClose={() => navigate('/')}
        />
      </Group>

      <FilterPanel onApply={filters.apply} onClear={filters.clear}>
        <TextInput label={t(text.provinsi)} {...filters.field('provinsi')} />
        <TextInput label={t(text.outletname)} {...filters.field('outletname')} />
        <ActiveSelect value={filters.draft.aktif} onChange={filters.field('aktif').onChange} />
      </FilterPanel>

      <DataTable<Outlet>
        list={list}
        idAccessor="outletid"
        numbered
        selected={screen.selected}
        onSelect={screen.setSelected}
        onEdit={canWrite ? screen.edit : undefined}
        onDelete={canWrite ? screen.remove : undefined}
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
            render: (o) => <ActiveBadge active={o.aktif} />,
          },
        ]}
      />
    </Stack>
  );
}
