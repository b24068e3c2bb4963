import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { useItemChoices } from './stock.api';
import { text } from './stock.text';

export interface PickedItem {
  itemno: number;
  itemname: string;
  invunitom: string;
}

/** An item of the company, found by code or name as it is typed (the first 50 that match). */
export function ItemPicker(props: {
  outletid: string;
  value: PickedItem | null;
  onChange: (item: PickedItem | null) => void;
  w?: number | string;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, 250);
  const { data } = useItemChoices(props.outletid, typed);
  const rows = data?.list ?? [];
  const options = rows.map((r) => ({ value: String(r.itemno), label: `${r.partnumber} · ${r.itemname} (${r.invunitom})` }));
  if (props.value && !rows.some((r) => r.itemno === props.value?.itemno))
    options.unshift({ value: String(props.value.itemno), label: `${props.value.itemname} (${props.value.invunitom})` });
  return (
    <Select
      aria-label={t(text.item)}
      placeholder={t(text.search)}
      searchable
      clearable
      w={props.w}
      data={options}
      value={props.value ? String(props.value.itemno) : null}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={(v) => {
        const row = rows.find((r) => String(r.itemno) === v);
        props.onChange(row ? { itemno: row.itemno, itemname: row.itemname, invunitom: row.invunitom } : v ? props.value : null);
      }}
    />
  );
}
