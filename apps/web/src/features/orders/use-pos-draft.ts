import { DEFAULT_CASH_CODE } from '@saji/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { notifyError, notifyWarning } from '../../lib/notify';
import { detailOf } from './detail-prefetch';
import { clearDraft, loadDraft, storeDraft } from './draft-storage';
import { localDetail } from './offline-view';
import * as D from './order-draft';
import { type OrderDetail, paymentTypesQuery } from './orders.api';
import { text } from './orders.text';
import { addPayment } from './payment-draft';

type Loaded = { state: 'ready'; draft: D.OrderDraft; restored: boolean } | { state: 'loading' };

function initialDraft(username: string, orderkey: string | undefined, outletid: number): Loaded {
  const loaded = loadDraft(username);
  // A draft kept before drafts named their outlet belongs to the terminal's.
  const stored = loaded && { ...loaded, outletid: loaded.outletid ?? outletid };
  if (orderkey)
    return stored?.orderkey === orderkey && stored.dirty ? { state: 'ready', draft: stored, restored: true } : { state: 'loading' };
  if (stored?.dirty) return { state: 'ready', draft: stored, restored: true };
  return { state: 'ready', draft: D.newDraft(outletid), restored: false };
}

/**
 * The order a terminal is taking: restored from the device, or loaded when the address names an
 * order, and written back to the device on every change so that a reload loses nothing.
 */
export function usePosDraft(username: string, orderkey: string | undefined, terminal: number) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loaded] = useState(() => initialDraft(username, orderkey, terminal));
  const [draft, setDraft] = useState<D.OrderDraft | null>(loaded.state === 'ready' ? loaded.draft : null);
  const [activeRow, setActiveRow] = useState<number | null>(null);
  const [lastDetail, setLastDetail] = useState<OrderDetail | null>(null);

  // Once per mount: the orderkey is the screen's key, so a different order is a new mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount on purpose
  useEffect(() => {
    if (loaded.state === 'ready' && loaded.restored) notifyWarning(t(text.unsavedRestored));
    if (loaded.state !== 'loading' || !orderkey) return;
    let cancelled = false;
    // An order with commands still in the outbox opens as the till last computed it (offline-view.ts).
    const local = localDetail(queryClient, orderkey);
    Promise.all([local ?? detailOf(orderkey), queryClient.ensureQueryData(paymentTypesQuery)]).then(
      ([detail, loadedTypes]) => {
        if (cancelled) return;
        setLastDetail(detail);
        const opened = D.fromDetail(detail, 'payment');
        if (D.isClosed(opened) || opened.payments.length) return setDraft(opened);
        // An open order arrives at the payment step ready for the usual case: a cash row under the keypad.
        setDraft(addPayment(opened, loadedTypes.find((p) => p.iscash)?.codepayment ?? DEFAULT_CASH_CODE));
        setActiveRow(1);
      },
      (err) => {
        if (cancelled) return;
        notifyError(err);
        navigate('/pos', { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (draft) storeDraft(username, draft);
  }, [draft, username]);

  const update = useCallback((fn: (d: D.OrderDraft) => D.OrderDraft) => setDraft((d) => (d ? fn(d) : d)), []);

  const startNew = useCallback(
    (outlet = terminal) => {
      clearDraft(username);
      setLastDetail(null);
      setActiveRow(null);
      // Leaving an opened order remounts the screen, which reads the terminal's outlet from storage.
      if (orderkey) navigate('/pos');
      else setDraft(D.newDraft(outlet));
    },
    [username, orderkey, navigate, terminal],
  );

  return { draft, setDraft, update, activeRow, setActiveRow, lastDetail, setLastDetail, startNew };
}
