import { ITEM_LOOKUP_PAGE_SIZES, jasaText } from '@saji/core';
import { LookupModal, type LookupProps } from '../../components/lookup-modal';
import { formatAmount } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { MasterItem } from './standard-production.api';
import { text } from './standard-production.text';

/** The master item lookup of the recipe form: filters code, name and head category; Service or Material from jasa. */
export function ItemLookup(lookup: LookupProps<MasterItem>) {
  const t = useT();
  return (
    <LookupModal<MasterItem>
      {...lookup}
      title={t(text.itemLookup)}
      idAccessor="itemno"
      pageSize={ITEM_LOOKUP_PAGE_SIZES[0]}
      pageSizes={[...ITEM_LOOKUP_PAGE_SIZES]}
      searchFields={[
        { name: 'itemcode', label: text.partnumber },
        { name: 'itemname', label: text.itemname },
        { name: 'headcategory', label: text.headcategory },
      ]}
      source={{ kind: 'server', key: 'items', path: '/api/item', sortBy: 'itemname' }}
      columns={[
        { accessor: 'partnumber', title: t(text.partnumber) },
        { accessor: 'itemname', title: t(text.itemname) },
        { accessor: 'unitsize', title: t(text.unit) },
        { accessor: 'itemcategory', title: t(text.itemcategory) },
        { accessor: 'jasa', title: t(text.jasa), render: (i) => jasaText(i.jasa) },
        { accessor: 'lastprice', title: t(text.unitprice), textAlign: 'right', render: (i) => formatAmount(i.lastprice) },
      ]}
    />
  );
}
