import { DELIVERY_INVALID, normalizePhone, type OrderType, PAX_MISSING, TAKE_AWAY_SELECTED } from '@saji/core';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { notifyError, notifyWarning } from '../../lib/notify';
import { clearDraft } from './draft-storage';
import * as D from './order-draft';
import type { TableCard } from './orders.api';
import { text } from './orders.text';
import { usePosOrder } from './pos-state';
import { checksPath } from './table-service/table-service.api';

/** Where the order is served: its tables, its order type and the delivery details. */
export function useTableAndType() {
  const t = useT();
  const navigate = useNavigate();
  const { draft, setDraft, update, profile, outletid, viewOnly, leaveDraft } = usePosOrder();
  const { username } = profile;

  const onPickTable = (card: TableCard) => {
    const joining = draft.tables.length > 0 && !D.isClosed(draft);
    if (card.orderkey && card.orderkey !== draft.orderkey) {
      if (joining) return notifyError(t(text.tableTaken));
      // A split bill's table opens its checks, each paid on its own.
      if (card.checks !== null) return leaveDraft(() => navigate(checksPath(card.orderkey as string)));
      // A table with an open order opens that order.
      return leaveDraft(() => {
        clearDraft(username);
        navigate(`/pos/${card.orderkey}`);
      });
    }
    if (!draft.pax || D.paxOf(draft) < 1) return notifyError(PAX_MISSING);
    const base = D.isClosed(draft) ? { ...D.newDraft(outletid), pax: draft.pax } : draft;
    const picked = D.pickTable(base, card);
    if (!picked.ok) return notifyError(picked.message);
    setDraft(picked.draft);
  };

  const onOrderType = (type: OrderType) => {
    if (viewOnly) return;
    if (type === 'TAKE AWAY') {
      update(D.chooseTakeAway);
      notifyWarning(TAKE_AWAY_SELECTED);
    } else if (type === 'DELIVERY') update(D.chooseDelivery);
    else update(D.chooseDineIn);
  };

  const onDeliveryNext = () => {
    if (!D.deliveryComplete(draft.delivery)) return notifyError(DELIVERY_INVALID);
    update((d) => ({ ...d, delivery: { ...d.delivery, PhoneNo: normalizePhone(d.delivery.PhoneNo) as string }, step: 'menu' }));
  };

  return { onPickTable, onOrderType, onDeliveryNext };
}
