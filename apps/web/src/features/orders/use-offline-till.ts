import { type OrderPaymentInput, type OrderSaveInput, offlineNumber, type SettledPayment } from '@saji/core';
import { useQueryClient } from '@tanstack/react-query';
import { nextOfflineSeq } from '../../lib/outbox/outbox-store';
import { outboxOf, queueCommand } from '../../lib/outbox/use-outbox';
import { deviceTerminal } from '../shifts';
import { type OfflineStamp, offlineDetail } from './offline-order';
import { showOffline } from './offline-view';
import type * as D from './order-draft';
import type { OrderDetail } from './orders.api';
import { usePosLookups, usePosOrder } from './pos-state';

/** A till without a terminal chosen still numbers its offline orders, under this name. */
const NO_TERMINAL = 'POS';

/**
 * The till without a server (issue 29): a save or a payment that got no answer, or that comes while
 * earlier ones still wait, goes to the outbox, and the screen goes on with the order as the till
 * computed it (offline-order.ts). The outbox sends them in order once the server answers.
 */
export function useOfflineTill() {
  const { profile, outletid, lastDetail } = usePosOrder();
  const { outlet, types } = usePosLookups();
  const queryClient = useQueryClient();
  const shown = (detail: OrderDetail) => {
    showOffline(queryClient, detail);
    return detail;
  };
  const rates = () => ({ servicepc: outlet.data?.servicepc ?? 0, pb1pc: outlet.data?.pb1pc ?? 0 });

  /** The order's offline time and number: those it was first queued with, or new ones. */
  const stampOf = async (d: D.OrderDraft): Promise<OfflineStamp & { fresh: boolean }> => {
    const outbox = await outboxOf(profile.username);
    const first = outbox.current.commands.find((c) => c.orderkey === d.orderkey);
    const base = {
      outletname: outlet.data?.outletname ?? profile.outletname ?? '',
      compcode: profile.compcode,
      createby: profile.username,
    };
    const stored = lastDetail?.header.orderkey === d.orderkey && !lastDetail.header.offlineno ? lastDetail : null;
    if (first) {
      const { offlineat } = first.body as { offlineat?: string };
      return { ...base, offlineno: first.offlineno, offlineat: offlineat ?? new Date().toISOString(), stored, fresh: !!offlineat };
    }
    const terminal = deviceTerminal(outletid) ?? NO_TERMINAL;
    const offlineat = new Date().toISOString();
    // An order the server already has keeps its number; a new one takes the next provisional number.
    if (d.version !== undefined) return { ...base, offlineno: d.orderno ?? '', offlineat, stored, fresh: false };
    return { ...base, offlineno: offlineNumber(terminal, await nextOfflineSeq(terminal)), offlineat, stored: null, fresh: true };
  };

  return {
    /** Whether commands still wait: the next one queues behind them so the server gets them in order. */
    mustQueue: async (): Promise<boolean> => (await outboxOf(profile.username)).current.commands.length > 0,

    async queueSave(d: D.OrderDraft, payload: OrderSaveInput): Promise<OrderDetail> {
      const stamp = await stampOf(d);
      // An order born offline is new to the server: no version, its offline time and number instead.
      const body: OrderSaveInput = stamp.fresh
        ? { ...payload, version: undefined, offlineat: stamp.offlineat, offlineno: stamp.offlineno }
        : payload;
      await queueCommand(profile.username, { kind: 'save', orderkey: d.orderkey, offlineno: stamp.offlineno, body });
      const { servicepc, pb1pc } = rates();
      return shown(offlineDetail(d, stamp, servicepc, pb1pc));
    },

    async queuePay(d: D.OrderDraft, settled: SettledPayment): Promise<OrderDetail> {
      const stamp = await stampOf(d);
      const paidAt = new Date().toISOString();
      const body: OrderPaymentInput = {
        orderkey: d.orderkey,
        terminal: deviceTerminal(outletid) ?? undefined,
        payments: settled.lines.map((p) => ({
          codepayment: p.codepayment,
          paymentamount: p.paymentamount,
          paymentnote: p.paymentnote ?? undefined,
        })),
        // The receipt was printed in the browser when it was paid: none more when the payment arrives.
        printreceipt: false,
        offlineat: paidAt,
      };
      await queueCommand(profile.username, { kind: 'pay', orderkey: d.orderkey, offlineno: stamp.offlineno, body });
      const names = new Map(types.map((t) => [t.codepayment, t.namepayment]));
      const { servicepc, pb1pc } = rates();
      return shown(offlineDetail(d, { ...stamp, offlineat: paidAt }, servicepc, pb1pc, { ...settled, names }));
    },
  };
}
