import { Group, Stack, TextInput, Title } from '@mantine/core';
import type { Customer } from '@saji/core';
import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { FormSuspense, useListScreen } from '../../components/list-screen';
import { OutletField } from '../../components/outlet-field';
import { Toolbar } from '../../components/toolbar';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { type CustomerFilters, exportCustomers, useCustomerList, useDeleteCustomer } from './customers.api';
import { text } from './customers.text';

const CustomerForm = lazy(() => import('./customer-form').then((m) => ({ default: m.CustomerForm })));

const NO_FILTERS: CustomerFilters = { customernm: '', PhoneNo: '', outletid: '', outletname: '' };

/** The customer directory: name, phone and outlet filters, add/edit form, delete and export. */
export function CustomersPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('customers.write');
  const canDelete = useCan('customers.delete');
  const canExport = useCan('customers.export');
  const filters = useFilters(NO_FILTERS);
  const list = useCustomerList(filters.applied);
  const screen = useListScreen(useDeleteCustomer(), (c: Customer) => c.customerid);

  if (screen.mode.kind === 'form') {
    return (
      <FormSuspense>
        <CustomerForm customerid={screen.mode.row?.customerid} onClose={screen.close} />
      </FormSuspense>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.title)}</Title>
        <Toolbar<Customer>
          selected={screen.selected}
          onAdd={canWrite ? screen.add : undefined}
          onEdit={canWrite ? screen.edit : undefined}
          onDelete={canDelete ? screen.remove : undefined}
          onExport={canExport ? () => exportCustomers(list.exportParams) : undefined}
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
        selected={screen.selected}
        onSelect={screen.setSelected}
        onEdit={canWrite ? screen.edit : undefined}
        onDelete={canDelete ? screen.remove : undefined}
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
