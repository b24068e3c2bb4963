import { Center, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import type { Customer } from '@saji/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { Toolbar } from '../../components/toolbar';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { OutletField } from '../tables/outlet-field';
import { type CustomerFilters, exportCustomers, useCustomerList, useDeleteCustomer } from './customers.api';
import { text } from './customers.text';

const CustomerForm = lazy(() => import('./customer-form').then((m) => ({ default: m.CustomerForm })));

type Mode = { kind: 'list' } | { kind: 'form'; customerid?: number };

const NO_FILTERS: CustomerFilters = { customernm: '', PhoneNo: '', outletid: '', outletname: '' };

/** The customer directory: name, phone and outlet filters, add/edit form, delete and export. */
export function CustomersPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('customers.write');
  const canDelete = useCan('customers.delete');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [selected, setSelected] = useState<Customer | null>(null);
  const filters = useFilters(NO_FILTERS);
  const list = useCustomerList(filters.applied);
  const remove = useDeleteCustomer();

  const edit = (row: Customer) => setMode({ kind: 'form', customerid: row.customerid });
  const del = async (row: Customer) => {
    if (!(await confirmDelete({ confirm: t('delete'), cancel: t('cancel') }))) return;
    remove.mutate(row.customerid, { onSuccess: () => setSelected(null) });
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
        <CustomerForm customerid={mode.customerid} onClose={() => setMode({ kind: 'list' })} />
      </Suspense>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.title)}</Title>
        <Toolbar<Customer>
          selected={selected}
          onAdd={canWrite ? () => setMode({ kind: 'form' }) : undefined}
          onEdit={canWrite ? edit : undefined}
          onDelete={canDelete ? del : undefined}
          onExport={() => exportCustomers(list.exportParams)}
          onClose={() => navigate('/')}
        />
      </Group>

      <FilterPanel onApply={filters.apply} onClear={filters.clear}>
        <TextInput label={t(text.customernm)} w={200} {...filters.field('customernm')} />
        <TextInput label={t(text.PhoneNo)} w={160} {...filters.field('PhoneNo')} />
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
      </FilterPanel>

      <DataTable<Customer>
        list={list}
        idAccessor="customerid"
        numbered
        selected={selected}
        onSelect={setSelected}
        onEdit={canWrite ? edit : undefined}
        onDelete={canDelete ? del : undefined}
        columns={[
          { accessor: 'customernm', title: t(text.customernm), sortable: true },
          { accessor: 'PhoneNo', title: t(text.PhoneNo), sortable: true },
          { accessor: 'DeliveryAddr', title: t(text.DeliveryAddr), sortable: true },
          { accessor: 'City', title: t(text.City), sortable: true },
          { accessor: 'outletname', title: t(text.outlet), sortable: true, render: (c) => c.outletname ?? t(text.anyOutlet) },
        ]}
      />
    </Stack>
  );
}
