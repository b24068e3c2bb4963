import type { OptionalColumns } from '../../components/column-choice';
import { text } from './order-admin.text';

/**
 * The order list's optional columns. All of the spec's fit a 1366 px screen beside the menu only with
 * the amounts' parts or the note left out, so the list opens with the outlet and the payment method
 * beside the fixed columns; guests, the amounts' parts, the discount and the note are a tap away.
 */
export const ORDER_COLUMNS: OptionalColumns<'outletname' | 'pax' | 'netto' | 'serviceval' | 'pb1val' | 'discval' | 'paymethod' | 'note'> = {
  labels: {
    outletname: text.outlet,
    pax: text.pax,
    netto: text.netto,
    serviceval: text.service,
    pb1val: text.pb1,
    discval: text.discount,
    paymethod: text.payMethod,
    note: text.note,
  },
  shownAtFirst: ['outletname', 'paymethod'],
  storageKey: 'saji.orderList.columns',
};
