import type { Outlet, Profile } from '@saji/core';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { OrderDetail } from './orders.api';
import { openReceiptWindow, receiptWidth } from './receipt-window';
import { tillApi } from './till.api';

/**
 * Prints the pre-bill of an open order: the server counts it and, with a receipt printer, queues it
 * marked PRE-BILL; without one the browser prints the same marked text with the count.
 */
export async function printPrebill(ctx: { outlet: Outlet; profile: Profile }, detail: OrderDetail): Promise<void> {
  try {
    const { printcount, job } = await tillApi.prebill(detail.header.orderkey, receiptWidth());
    if (!job) openReceiptWindow(detail, ctx.outlet, ctx.profile.name, ctx.profile.timezone, { printcount });
    notifySuccess(`PRE-BILL #${printcount} · ${detail.header.orderno}`);
  } catch (err) {
    notifyError(err, { long: true });
  }
}
