import { TextInput } from '@mantine/core';
import type { Customer } from '@saji/core';
import { lazy } from 'react';
import { ListScreen } from '../../components/list-screen';
import { OutletFilter } from '../../components/outlet-filter';
import { useListScreen } from '../../components/use-list-screen';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { type CustomerFilters, customerList, exportCustomers, useDeleteCustomer } from './customers.api';
import { text } from './customers.text';

const CustomerForm = lazy(() => import('./customer-form').then((m) => ({ default: m.CustomerForm })));

const NO_FILTERS: CustomerFilters = { customernm: '', PhoneNo: '', outletid: '', outletname: '' };

/** The customer directory: name, phone and outlet filters, add/edit form, delete and export. */
export function CustomersPage() {
  const t = useT();
  const canWrite = useCan('customers.write');
  const screen = useListScreen({ source: customerList, id: 'customerid', filters: NO_FILTERS, remove: useDeleteCustomer() });
  const { filters } = screen;
  return (
    <ListScreen<Customer>
      screen={screen}
      title={t(text.title)}
      actions={{ add: canWrite, edit: canWrite, delete: useCan('customers.delete'), export: useCan('customers.export') && exportCustomers }}
      filters={
        <>
          <TextInput label={t(text.customernm)} w={200} {...filters.field('customernm')} />
          <TextInput label={t(text.PhoneNo)} w={160} {...filters.field('PhoneNo')} />
          <OutletFilter label={t(text.outlet)} filters={filters} />
        </>
      }
      numbered
      columns={[
        { accessor: 'customernm', title: t(text.customernm), sortable: true },
        { accessor: 'PhoneNo', title: t(text.PhoneNo), sortable: true },
        { accessor: 'DeliveryAddr', title: t(text.DeliveryAddr), sortable: true },
        { accessor: 'City', title: t(text.City), sortable: true },
        { accessor: 'outletname', title: t(text.outlet), sortable: true, render: (c) => c.outletname ?? t(text.anyOutlet) },
      ]}
      form={(row) => <CustomerForm customerid={row?.customerid} onClose={screen.close} />}
    />
  );
}
