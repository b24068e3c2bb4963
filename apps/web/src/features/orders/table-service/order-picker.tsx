import { Badge, Loader, Text } from '@mantine/core';
import type { OpenOrder } from '@saji/core';
import { formatRupiah } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useOpenOrders } from '../till.api';
import css from './service.module.css';
import { serviceText } from './table-service.text';

interface Props {
  outletid: number;
  /** The order the items or guests come from, which is not offered. */
  exclude: string;
  /** Only orders of this type (a merge joins orders of one type). */
  ordertype?: string;
  picked: string | null;
  onPick(order: OpenOrder): void;
  maxHeight: number;
}

/** The outlet's other open orders, one tap to choose one. */
export function OrderPicker({ outletid, exclude, ordertype, picked, onPick, maxHeight }: Props) {
  const t = useT();
  const list = useOpenOrders(outletid, '', true);
  const orders = (list.data ?? []).filter((o) => o.orderkey !== exclude && (!ordertype || o.ordertype === ordertype));
  if (list.isPending) return <Loader m="md" />;
  if (!orders.length) return <Text c="dimmed">{t(serviceText.noOtherOrders)}</Text>;
  return (
    <div className={css.pickList} style={{ maxHeight }} data-testid="order-picker">
      {orders.map((o) => (
        <button
          key={o.orderkey}
          type="button"
          className={css.pickRow}
          data-picked={o.orderkey === picked}
          data-orderno={o.orderno}
          onClick={() => onPick(o)}
        >
          <span className={css.strong}>
            <Badge size="sm" variant="light" mr={6}>
              {o.ordertype}
            </Badge>
            {o.ordertype === 'DINE IN' ? (o.tablename ?? '–') : (o.customernm ?? '')}
          </span>
          <span className={`${css.strong} ${css.right}`}>{formatRupiah(o.total)}</span>
          <span className={css.meta}>{o.orderno}</span>
          <span className={`${css.meta} ${css.right}`}>{o.pax} PAX</span>
        </button>
      ))}
    </div>
  );
}
