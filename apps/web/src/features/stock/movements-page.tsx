import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { ItemPicker, type PickedItem } from './item-picker';
import { MovementList } from './movement-list';
import { text } from './stock.text';
import { useStockStart } from './stock-period';

/** The movements of an item at an outlet (opened from on hand with the item), or of every item. */
export function MovementsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const start = useStockStart();
  const itemno = params.get('itemno') ?? '';
  const [item, setItem] = useState<PickedItem | null>(
    itemno ? { itemno: Number(itemno), itemname: params.get('itemname') ?? '', invunitom: params.get('unit') ?? '' } : null,
  );
  return (
    <MovementList
      key={item?.itemno ?? 'all'}
      title={item ? `${t(text.movementsTitle)}: ${item.itemname}` : t(text.movementsTitle)}
      itemno={item ? String(item.itemno) : ''}
      fields={<ItemPicker outletid={start.outletid} value={item} onChange={setItem} w={300} />}
    />
  );
}
