import { Group, Text, TextInput } from '@mantine/core';
import { dineTimeText, type Outlet, pb1Text, serviceText } from '@saji/core';
import { lazy } from 'react';
import { ActiveBadge, ActiveSelect } from '../../components/active-filter';
import { ListScreen } from '../../components/list-screen';
import { useListScreen } from '../../components/use-list-screen';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { exportOutlets, type OutletFilters, outletList, useDeleteOutlet } from './outlets.api';
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
  const canWrite = useCan('outlets.write');
  const screen = useListScreen({ source: outletList, id: 'outletid', filters: NO_FILTERS, remove: useDeleteOutlet() });
  const { filters } = screen;
  return (
    <ListScreen<Outlet>
      screen={screen}
      title={t(text.title)}
      actions={{ add: canWrite, edit: canWrite, delete: canWrite, export: exportOutlets }}
      filters={
        <>
          <TextInput label={t(text.provinsi)} {...filters.field('provinsi')} />
          <TextInput label={t(text.outletname)} {...filters.field('outletname')} />
          <ActiveSelect value={filters.draft.aktif} onChange={filters.field('aktif').onChange} />
        </>
      }
      numbered
      form={(row) => <OutletForm outletid={row?.outletid} onClose={screen.close} />}
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
  );
}
