import { CUSTOMER_PAGE_SIZE, type Customer } from '@saji/core';
import { LookupModal } from '../../components/lookup-modal';
import { useT } from '../../lib/i18n';
import { CUSTOMER_KEY, CUSTOMER_PATH } from './customers.api';
import { text } from './customers.text';

export interface CustomerLookupProps {
  opened: boolean;
  onClose: () => void;
  /** The clicked customer; the lookup then closes. */
  onSelect: (customer: Customer) => void;
}

/** The customer popup for the POS: 20 per page (10 to 50), sorted by name, searched by name and phone. */
export function CustomerLookup({ opened, onClose, onSelect }: CustomerLookupProps) {
  const t = useT();
  return (
    <LookupModal<Customer>
      opened={opened}
      onClose={onClose}
      onSelect={onSelect}
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
