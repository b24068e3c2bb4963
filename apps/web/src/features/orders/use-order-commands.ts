import { COMPLETE_OK, type Outlet, SAVE_REQUEST, SAVE_REQUEST_ERROR, settlePayment, VIEW_ONLY_FEATURE, VIEW_ONLY_SAVE } from '@saji/core';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatRupiah } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { isNoAnswer, markUnreachable } from '../../lib/outbox/use-outbox';
import { deviceTerminal, offerShiftOnRefusal } from '../shifts';
import { confirmLargeChange } from './components/change-check';
import { clearDraft } from './draft-storage';
import { kitchenIsReached } from './kitchen-reach';
import * as D from './order-draft';
import { type OrderDetail, outletSettingsQuery, posApi, posKeys } from './orders.api';
import { text } from './orders.text';
import { addPayment, paymentEntries, updatePayment } from './payment-draft';
import { usePosLookups, usePosOrder, usePosPricing } from './pos-state';
import { printPrebill } from './prebill';
import { openReceiptWindow, receiptWidth } from './receipt-window';
import { checksPath } from './table-service/table-service.api';
import { tillText } from './till.text';
import { useOfflineTill } from './use-offline-till';

/**
 * Save, pay and print of the POS screen, each a TanStack Query mutation under one key: what runs shows
 * on every panel that asks (usePosBusy), and one command runs at a time.
 */
const COMMAND = ['pos-command'] as const;
export type Busy = 'save' | 'pay' | 'print' | null;

/** The command running now, if any. */
export function usePosBusy(): Busy {
  const saving = useIsMutating({ mutationKey: [...COMMAND, 'save'] });
  const paying = useIsMutating({ mutationKey: [...COMMAND, 'pay'] });
  const printing = useIsMutating({ mutationKey: [...COMMAND, 'print'] });
  return saving ? 'save' : paying ? 'pay' : printing ? 'print' : null;
}

/** Every command of the till, for the panels and the function keys. */
export function usePosCommands() {
  const busy = usePosBusy() !== null;
  const saving = useSaveCommand();
  const paying = usePayCommand(saving, busy);
  const printing = usePrintCommand(saving.save, busy);
  const { draft, viewOnly, startNew } = usePosOrder();
  const t = useT();
  const onSave = async () => {
    if (busy) return;
    if (viewOnly) return notifyError(VIEW_ONLY_SAVE);
    const detail = await saving.save(draft, 'menu');
    if (!detail) return;
    // Nothing goes to a kitchen without printer or screen: the cashier is told, not left to assume.
    const kitchen = detail.header.offlineno
      ? ` · ${t(text.keptOffline)}`
      : kitchenIsReached(saving.kitchen)
        ? ''
        : ` · ${t(tillText.kitchenNotSent)}`;
    notifySuccess(`${detail.header.orderno} · ${t(text.save)} OK${kitchen}`, SAVE_REQUEST);
    // The open order stays on its table; the terminal is free for the next guests.
    startNew();
  };
  return { onSave, ...paying, ...printing };
}

/** The outlet's settings, waited for when a tap comes before they have loaded (they decide where a receipt goes). */
function useOutletSettingsNow() {
  const queryClient = useQueryClient();
  const { outlet } = usePosLookups();
  const { outletid } = usePosOrder();
  return async (): Promise<Outlet> => outlet.data ?? (await queryClient.fetchQuery<Outlet>(outletSettingsQuery(outletid)));
}

/** A save may have queued a kitchen ticket and a payment a receipt: their fate shows at once, not at the next poll. */
function useRefresh() {
  const queryClient = useQueryClient();
  const { outletid } = usePosOrder();
  return () => {
    queryClient.invalidateQueries({ queryKey: posKeys.tables(outletid) });
    queryClient.invalidateQueries({ queryKey: posKeys.printJobs(outletid) });
  };
}

type Saving = ReturnType<typeof useSaveCommand>;

function useSaveCommand() {
  const t = useT();
  const { setDraft, setLastDetail, update } = usePosOrder();
  const { totals } = usePosPricing();
  const { kitchen } = usePosLookups();
  const refresh = useRefresh();
  // 'always': offline, TanStack Query would hold the save until the network is back; the till must
  // see it fail at once and keep the sale in its outbox.
  const mutation = useMutation({ mutationKey: [...COMMAND, 'save'], mutationFn: posApi.save, networkMode: 'always' });
  const offline = useOfflineTill();

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
    const problem = D.orderProblem(d, totals);
    if (problem) {
      notifyError(problem.message);
      if (problem.step && problem.step !== d.step) update((x) => ({ ...x, step: problem.step as D.PosStep }));
      return null;
    }
    const payload = D.savePayload(d);
    const kept = (detail: OrderDetail) => {
      setLastDetail(detail);
      setDraft((current) => (current ? D.afterSave(current, d, payload, detail, nextStep) : current));
      refresh();
      return detail;
    };
    try {
      // Behind sales still waiting for the server, a save waits its turn too (the outbox keeps the order).
      if (await offline.mustQueue()) return kept(await offline.queueSave(d, payload));
      return kept(await mutation.mutateAsync(payload));
    } catch (err) {
      if (!isNoAnswer(err)) {
        handleSaveError(err);
        return null;
      }
      // No answer: the sale is kept in the outbox and the cashier goes on.
      markUnreachable();
      return kept(await offline.queueSave(d, payload));
    }
  };
  return { save, handleSaveError, kitchen };
}

function usePayCommand({ save, handleSaveError }: Saving, busy: boolean) {
  const t = useT();
  const { draft, update, setDraft, setActiveRow, viewOnly, profile, startNew, lastDetail, outletid } = usePosOrder();
  const navigate = useNavigate();
  const { types, cashCode, outlet } = usePosLookups();
  const { totals } = usePosPricing();
  const refresh = useRefresh();
  const outletSettings = useOutletSettingsNow();
  const offline = useOfflineTill();
  const mutation = useMutation({
    mutationKey: [...COMMAND, 'pay'],
    networkMode: 'always',
    // With a receipt printer, the payment itself queues the receipt (and the drawer kick for cash).
    mutationFn: async ({ paying, cash }: { paying: D.OrderDraft; cash: boolean }) => {
      const outlet = await outletSettings();
      const onPrinter = !!outlet.posprinter;
      const paid = await posApi.pay({
        orderkey: paying.orderkey,
        // The drawer this device is: the payment belongs to the shift open on it.
        terminal: deviceTerminal(outletid) ?? undefined,
        payments: paying.payments.map((p) => ({
          codepayment: p.codepayment,
          paymentamount: p.amount || '0',
          paymentnote: p.paymentnote || undefined,
        })),
        printreceipt: onPrinter,
        receiptwidth: receiptWidth(),
        opendrawer: onPrinter && cash,
      });
      return { paid, outlet, onPrinter };
    },
  });

  /** The payment step starts with an empty cash row under the amount keypad, the most common case. */
  const toPayment = () => {
    const fresh = draft.payments.length === 0;
    update((d) => ({ ...(d.payments.length ? d : addPayment(d, cashCode)), step: 'payment' }));
    setActiveRow(fresh ? 1 : null);
  };
  const onPay = async () => {
    if (busy) return;
    if (viewOnly) return update((d) => ({ ...d, step: 'payment' }));
    if (!draft.dirty && D.isSaved(draft) && draft.lines.length) return toPayment();
    if (await save(draft, 'payment')) toPayment();
  };
  /** `typed`: the amounts came from the keypad, where a slip can add a digit (a quick-cash note cannot). */
  const complete = async (paying: D.OrderDraft, typed = true) => {
    if (busy) return;
    if (viewOnly) return notifyError(VIEW_ONLY_SAVE);
    const entries = paymentEntries(paying, types);
    const settled = settlePayment({ total: totals.total, payments: entries });
    if (!settled.ok) return notifyError(settled.message);
    if (typed && settled.changeamt > totals.total) {
      const received = entries.filter((e) => e.iscash).reduce((sum, e) => sum + e.paymentamount, 0);
      if (!(await confirmLargeChange(t, { bill: totals.total, received, change: settled.changeamt }))) return;
    }
    if (paying.dirty && !(await save(paying, 'payment'))) return;
    const cash = entries.some((e) => e.iscash && e.paymentamount > 0);
    const change = settled.changeamt > 0 ? ` · ${t(tillText.changeDue, { amount: formatRupiah(settled.changeamt) })}` : '';
    /** Paid without the server: queued, and the receipt printed in the browser with the provisional number. */
    const payOffline = async () => {
      const paid = await offline.queuePay(paying, settled);
      clearDraft(profile.username);
      notifySuccess(`${COMPLETE_OK}${change} · ${t(text.keptOffline)}`, SAVE_REQUEST);
      if (outlet.data) openReceiptWindow(paid, outlet.data, profile.name, profile.timezone);
      startNew();
    };
    if (await offline.mustQueue()) return payOffline();
    await mutation.mutateAsync({ paying, cash }).then(
      ({ paid, outlet, onPrinter }) => {
        clearDraft(profile.username);
        // The screen moves on to the next guests at once: the change to hand back stays in the toast.
        notifySuccess(`${COMPLETE_OK}${change}`, SAVE_REQUEST);
        refresh();
        if (!onPrinter) openReceiptWindow(paid, outlet, profile.name, profile.timezone);
        startNew();
        // A check of a split bill leads back to the bill's checks, the next one to pay.
        const bill = lastDetail?.header.splitfrom;
        if (bill) navigate(checksPath(bill));
      },
      (err) => {
        if (!isNoAnswer(err))
          return offerShiftOnRefusal(err, deviceTerminal(outletid), () => complete(paying, false)) || handleSaveError(err);
        markUnreachable();
        return payOffline();
      },
    );
  };
  /** A quick-cash tap: that amount on the row, and the sale completed in the same tap. */
  const onTender = async (rowid: number, amount: number) => {
    if (busy) return;
    const next = updatePayment(draft, rowid, { amount: String(amount) });
    setDraft(next);
    await complete(next, false);
  };
  return { onPay, onComplete: () => complete(draft), onTender };
}

function usePrintCommand(save: Saving['save'], busy: boolean) {
  const t = useT();
  const { draft, lastDetail, viewOnly, profile } = usePosOrder();
  const outletSettings = useOutletSettingsNow();
  const mutation = useMutation({
    mutationKey: [...COMMAND, 'print'],
    mutationFn: async ({ detail, outlet }: { detail: OrderDetail; outlet: Outlet }) => {
      // Before payment it is a pre-bill: marked as such and counted by the server.
      if (!D.isClosed(draft)) return printPrebill({ outlet, profile }, detail);
      await posApi.printReceipt(draft.orderkey, receiptWidth()).catch((err) => notifyError(err, { long: true }));
    },
  });

  /** A receipt on demand: on the outlet's printer, or in the browser when it has none. */
  const onPrint = async () => {
    if (busy) return;
    if (viewOnly) return notifyError(VIEW_ONLY_FEATURE);
    const detail = draft.dirty || !D.isSaved(draft) ? await save(draft, draft.step) : lastDetail;
    if (!detail) return;
    const outlet = await outletSettings().catch((err) => void notifyError(err));
    if (!outlet) return;
    if (D.isClosed(draft) && !outlet.posprinter) return openReceiptWindow(detail, outlet, profile.name, profile.timezone);
    await mutation.mutateAsync({ detail, outlet });
  };
  const onDrawer = async () => {
    if (viewOnly || !D.isSaved(draft)) return notifyError(VIEW_ONLY_FEATURE);
    await posApi.openDrawer(draft.orderkey).catch((err) => notifyError(err, { long: true }));
  };
  const onKitchenReprint = async () => {
    try {
      await posApi.printKitchen(draft.orderkey, true);
      notifySuccess(t(text.kitchenSent));
    } catch (err) {
      notifyError(err, { long: true });
    }
  };
  return { onPrint, onDrawer, onKitchenReprint };
}
