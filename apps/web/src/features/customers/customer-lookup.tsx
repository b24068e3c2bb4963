import { CUSTOMER_PAGE_SIZE, type Customer } from '@saji/core';
import { LookupModal, type LookupProps } from '../../components/lookup-modal';
import { useT } from '../../lib/i18n';
import { CUSTOMER_KEY, CUSTOMER_PATH } from './customers.api';
import { text } from './customers.text';

/** The customer popup for the POS: 20 per page (10 to 50), sorted by name, searched by name and phone. */
export function CustomerLookup(lookup: LookupProps<Customer>) {
  const t = useT();
  return (
    <LookupModal<Customer>
      {...lookup}
      title={t(text.lookupTitle)}
      idAccessor="customerid"
      pageSize={CUSTOMER_PAGE_SIZE}
      searchFields={[
        { name: 'customernm', label: text.customernm },
        { name: 'PhoneNo', label: text.PhoneNo },
      ]}
      source={{ kind: 'server', key: CUSTOMER_KEY, path: CUSTOMER_PATH, sortBy: 'customernm' }}
      columns={[
        { accessor: 'customernm', title: t(text.customernm) },
        { accessor: 'PhoneNo', title: t(text.PhoneNo), width: 150 },
        { accessor: 'DeliveryAddr', title: t(text.DeliveryAddr) },
        { accessor: 'City', title: t(text.City), width: 120 },
      ]}
    />
  );
}
