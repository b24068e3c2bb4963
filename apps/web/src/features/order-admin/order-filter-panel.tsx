import { Checkbox, Input, SegmentedControl, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { ORDER_LIST_TYPES } from '@saji/core';
import type { FilterState } from '../../components/filter-panel';
import { OutletFilter } from '../../components/outlet-filter';
import { useT } from '../../lib/i18n';
import { text } from './order-admin.text';

export const INITIAL_ORDER_FILTERS = {
  outletid: '',
  outletname: '',
  status: '0',
  isvoid: '0',
  deliverby: '',
  tablename: '',
  tgl1: '',
  tgl2: '',
  ordertype: 'ALL',
  posting: '',
  paymethod: '',
};

export type OrderFilters = typeof INITIAL_ORDER_FILTERS;

/** The order list's filters (spec section 2.4), applied together by Apply Filter. */
export function OrderFilterFields({
  filters,
  paymentTypes,
}: {
  filters: FilterState<OrderFilters>;
  paymentTypes: { namepayment: string }[] | undefined;
}) {
  const t = useT();
  return (
    <>
      <OutletFilter label={t(text.outlet)} filters={filters} w={240} />
      <Input.Wrapper label={t(text.status)}>
        <SegmentedControl
          display="flex"
          size="md"
          data={[
            { value: '1', label: t(text.open) },
            { value: '0', label: t(text.closed) },
          ]}
          {...filters.field('status')}
        />
      </Input.Wrapper>
      <Checkbox
        label={t(text.void)}
        mb={10}
        checked={filters.draft.isvoid === '1'}
        onChange={(e) => filters.field('isvoid').onChange(e.currentTarget.checked ? '1' : '0')}
      />
      <TextInput label={t(text.deliverBy)} w={150} {...filters.field('deliverby')} />
      <TextInput label={t(text.tableName)} w={130} {...filters.field('tablename')} />
      <DateInput label={t(text.dateFrom)} clearable w={150} size="md" {...filters.date('tgl1')} />
      <DateInput label={t(text.dateTo)} clearable w={150} size="md" {...filters.date('tgl2')} />
      <Select
        label={t(text.orderType)}
        w={140}
        data={ORDER_LIST_TYPES.map((v) => ({ value: v, label: v === 'ALL' ? t('all') : v }))}
        allowDeselect={false}
        {...filters.field('ordertype')}
      />
      <Select
        label={t(text.posting)}
        w={140}
        data={[
          { value: '', label: t('all') },
          { value: '1', label: t(text.posted) },
          { value: '0', label: t(text.unposted) },
        ]}
        allowDeselect={false}
        {...filters.field('posting')}
      />
      <Select
        label={t(text.payMethod)}
        w={160}
        clearable
        // An order's paymethod lists the names of the types that paid, so the filter sends a name.
        data={[...new Set((paymentTypes ?? []).map((p) => p.namepayment))]}
        value={filters.draft.paymethod || null}
        onChange={filters.field('paymethod').onChange}
      />
    </>
  );
}
