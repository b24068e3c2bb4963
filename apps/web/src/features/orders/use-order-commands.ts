import { COMPLETE_OK, type Profile, SAVE_REQUEST, SAVE_REQUEST_ERROR, settlePayment, VIEW_ONLY_FEATURE, VIEW_ONLY_SAVE } from '@saji/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { formatRupiah } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { clearDraft } from './draft-storage';
import { type KitchenReach, kitchenIsReached } from './kitchen-reach';
import * as D from './order-draft';
import { type OrderDetail, type OutletSettings, outletSettingsQuery, type PaymentType, posApi, posKeys } from './orders.api';
import { text } from './orders.text';
import { addPayment, paymentEntries, updatePayment } from './payment-draft';
import { printPrebill } from './prebill';
import { openReceiptWindow, receiptWidth } from './receipt-window';
import { tillText } from './till.text';
import type { PosDraft } from './use-pos-draft';

/** What the till's commands work on: the draft and what the screen has loaded around it. */
export interface CommandContext {
  pos: PosDraft;
  profile: Profile;
  outletid: number;
  outlet: OutletSettings | undefined;
  /** Where the outlet's kitchen tickets go (printer, screens). */
  kitchen: KitchenReach;
  types: PaymentType[];
  cashCode: string;
  totals: D.DraftTotals | null;
  viewOnly: boolean;
}

export type Busy = 'save' | 'pay' | 'print' | null;
type SetBusy = (busy: Busy) => void;

/** Save, pay and print of the POS screen; one command runs at a time (`busy`). */
export function useOrderCommands(ctx: CommandContext) {
  const [busy, setBusy] = useState<Busy>(null);
  const queryClient = useQueryClient();
  // A save may have queued a kitchen ticket and a payment a receipt: their fate shows at once, not at the next poll.
  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: posKeys.tables(ctx.outletid) });
    queryClient.invalidateQueries({ queryKey: posKeys.printJobs(ctx.outletid) });
  };
  // Where the receipt goes is decided by the outlet's settings: a tap before they have loaded waits
  // for them instead of deciding without them (no receipt queued, and no browser receipt either).
  const outletSettings: OutletSettingsOf = async () =>
    ctx.outlet ?? (await queryClient.fetchQuery<OutletSettings>(outletSettingsQuery(ctx.outletid)));
  const saving = useSaveOrder(ctx, busy, setBusy, refresh);
  const paying = usePayOrder(ctx, busy, setBusy, saving, refresh, outletSettings);
  const printing = usePrintOrder(ctx, busy, setBusy, saving.save, outletSettings);
  return { busy, ...saving, ...paying, ...printing };
}

type Saving = ReturnType<typeof useSaveOrder>;

function useSaveOrder(ctx: CommandContext, busy: Busy, setBusy: SetBusy, refresh: () => void) {
  const t = useT();
  const { setDraft, setLastDetail, update } = ctx.pos;

  const handleSaveError = (err: unknown) => {
    if (err instanceof ApiError && err.status === 409) {
      const fresh = (err.body as { details?: OrderDetail } | undefined)?.details;
      if (fresh && typeof fresh === 'object' && 'header' in fresh) {
        // Someone else changed the order: show theirs; nothing is overwritten silently.
        setLastDetail(fresh);
        setDraft(D.fromDetail(fresh, 'menu'));
        notifyError(`${err.message} — ${t(text.freshOrder)}`, { title: SAVE_REQUEST_ERROR });
      } else {
        notifyError(err.message || t(text.tableTaken), { title: SAVE_REQUEST_ERROR });
        refresh();
        update((x) => (D.isSaved(x) ? x : { ...x, tables: [], step: 'table' }));
      }
      return;
    }
    notifyError(err instanceof ApiError ? err : `${t(text.saveFailed)}: ${String((err as Error)?.message ?? err)}`, {
      title: SAVE_REQUEST_ERROR,
    });
  };

  /** Sends the draft; answers the stored order, or null when the save was refused (already shown). */
  const save = async (d: D.OrderDraft, nextStep: D.PosStep): Promise<OrderDetail | null> => {
    const problem = D.orderProblem(d, ctx.totals ?? undefined);
    if (problem) {
      notifyError(problem.message);
      if (problem.step && problem.step !== d.step) update((x) => ({ ...x, step: problem.step as D.PosStep }));
      return null;
    }
    const payload = D.savePayload(d);
    setBusy('save');
    try {
      const detail = await posApi.save(payload);
      setLastDetail(detail);
      setDraft((current) => (current ? D.afterSave(current, d, payload, detail, nextStep) : current));
      refresh();
      return detail;
    } catch (err) {
      handleSaveError(err);
      return null;
    } finally {
      setBusy(null);
    }
  };

  const onSave = async () => {
    const { draft, startNew } = ctx.pos;
    if (!draft || busy) return;
    if (ctx.viewOnly) return notifyError(VIEW_ONLY_SAVE);
    const detail = await save(draft, 'menu');
    if (!detail) return;
    // Nothing goes to a kitchen without printer or screen: the cashier is told, not left to assume.
    const kitchen = kitchenIsReached(ctx.kitchen) ? '' : ` · ${t(tillText.kitchenNotSent)}`;
    notifySuccess(`${detail.header.orderno} · ${t(text.save)} OK${kitchen}`, SAVE_REQUEST);
    // The open order stays on its table; the terminal is free for the next guests.
    startNew();
  };

  return { save, handleSaveError, onSave };
}

type OutletSettingsOf = () => Promise<OutletSettings>;

function usePayOrder(
  ctx: CommandContext,
  busy: Busy,
  setBusy: SetBusy,
  { save, handleSaveError }: Saving,
  refresh: () => void,
  outletSettings: OutletSettingsOf,
) {
  const t = useT();
  const { update, setActiveRow } = ctx.pos;

  /** The payment step starts with an empty cash row under the amount keypad, the most common case. */
  const toPayment = () => {
    const fresh = ctx.pos.draft?.payments.length === 0;
    update((d) => ({ ...(d.payments.length ? d : addPayment(d, ctx.cashCode)), step: 'payment' }));
    setActiveRow(fresh ? 1 : null);
  };

  const onPay = async () => {
    const { draft } = ctx.pos;
    if (!draft || busy) return;
    if (ctx.viewOnly) return update((d) => ({ ...d, step: 'payment' }));
    if (!draft.dirty && D.isSaved(draft) && draft.lines.length) return toPayment();
    if (await save(draft, 'payment')) toPayment();
  };

  const complete = async (draft: D.OrderDraft) => {
    const { startNew } = ctx.pos;
    if (!ctx.totals || busy) return;
    if (ctx.viewOnly) return notifyError(VIEW_ONLY_SAVE);
    const entries = paymentEntries(draft, ctx.types);
    const settled = settlePayment({ total: ctx.totals.total, payments: entries });
    if (!settled.ok) return notifyError(settled.message);
    if (draft.dirty && !(await save(draft, 'payment'))) return;
    setBusy('pay');
    try {
      // With a receipt printer, the payment itself queues the receipt (and the drawer kick for cash).
      const outlet = await outletSettings();
      const onPrinter = !!outlet.posprinter;
      const paid = await posApi.pay({
        orderkey: draft.orderkey,
        payments: draft.payments.map((p) => ({
          codepayment: p.codepayment,
          paymentamount: p.amount || '0',
          paymentnote: p.paymentnote || undefined,
        })),
        printreceipt: onPrinter,
        receiptwidth: receiptWidth(),
        opendrawer: onPrinter && entries.some((e) => e.iscash && e.paymentamount > 0),
      });
      clearDraft(ctx.profile.username);
      // The screen moves on to the next guests at once: the change to hand back stays in the toast.
      notifySuccess(
        settled.changeamt > 0 ? `${COMPLETE_OK} · ${t(tillText.changeDue, { amount: formatRupiah(settled.changeamt) })}` : COMPLETE_OK,
        SAVE_REQUEST,
      );
      refresh();
      if (!onPrinter) openReceiptWindow(paid, outlet, ctx.profile.name, ctx.profile.timezone);
      startNew();
    } catch (err) {
      handleSaveError(err);
    } finally {
      setBusy(null);
    }
  };

  const onComplete = async () => {
    if (ctx.pos.draft) await complete(ctx.pos.draft);
  };

  /** A quick-cash tap: that amount on the row, and the sale completed in the same tap. */
  const onTender = async (rowid: number, amount: number) => {
    const { draft, setDraft } = ctx.pos;
    if (!draft || busy) return;
    const next = updatePayment(draft, rowid, { amount: String(amount) });
    setDraft(next);
    await complete(next);
  };

  return { onPay, onComplete, onTender };
}

function usePrintOrder(ctx: CommandContext, busy: Busy, setBusy: SetBusy, save: Saving['save'], outletSettings: OutletSettingsOf) {
  const t = useT();

  /** A receipt on demand: on the outlet's printer, or in the browser when it has none. */
  const onPrint = async () => {
    const { draft, lastDetail } = ctx.pos;
    if (!draft || busy) return;
    if (ctx.viewOnly) return notifyError(VIEW_ONLY_FEATURE);
    const detail = draft.dirty || !D.isSaved(draft) ? await save(draft, draft.step) : lastDetail;
    if (!detail) return;
    const outlet = await outletSettings().catch((err) => void notifyError(err));
    if (!outlet) return;
    // Before payment it is a pre-bill: marked as such and counted by the server.
    if (!D.isClosed(draft)) return printPrebill({ outlet, profile: ctx.profile }, detail, setBusy);
    if (!outlet.posprinter) {
      openReceiptWindow(detail, outlet, ctx.profile.name, ctx.profile.timezone);
      return;
    }
    setBusy('print');
    try {
      await posApi.printReceipt(draft.orderkey, receiptWidth());
    } catch (err) {
      notifyError(err, { long: true });
    } finally {
      setBusy(null);
    }
  };

  const onDrawer = async () => {
    const { draft } = ctx.pos;
    if (!draft) return;
    if (ctx.viewOnly || !D.isSaved(draft)) return notifyError(VIEW_ONLY_FEATURE);
    await posApi.openDrawer(draft.orderkey).catch((err) => notifyError(err, { long: true }));
  };

  const onKitchenReprint = async () => {
    const { draft } = ctx.pos;
    if (!draft) return;
    try {
      await posApi.printKitchen(draft.orderkey, true);
      notifySuccess(t(text.kitchenSent));
    } catch (err) {
      notifyError(err, { long: true });
    }
  };

  return { onPrint, onDrawer, onKitchenReprint };
}
