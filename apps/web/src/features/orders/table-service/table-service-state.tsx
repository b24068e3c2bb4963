import type { OrderDetail } from '@saji/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import * as D from '../order-draft';
import { posApi, posKeys, type TableCard } from '../orders.api';
import { usePosOrder } from '../pos-state';
import { checksPath } from './table-service.api';
import { serviceText } from './table-service.text';

/**
 * The table service at the till: which action is open on which order, and what follows a command
 * (the board and the open orders refreshed, the till's own order shown as the server now has it, a
 * stale version's 409 said and the order reloaded). The checks of a split bill are in the address
 * (`/pos?checks=<orderkey>`), so a paid check leads back to them and a reload keeps them.
 */
export type ServiceKind = 'move' | 'merge' | 'transfer' | 'split';

/** An action open on an order: its detail, and the version the till was shown (sent back as is). */
export interface OpenAction {
  kind: ServiceKind;
  order: OrderDetail;
  version: number;
}

const isDetail = (x: unknown): x is OrderDetail => typeof x === 'object' && x !== null && 'header' in x && 'lines' in x;

function useServiceState() {
  const t = useT();
  const { draft, setDraft, setLastDetail, outletid, startNew } = usePosOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [action, setAction] = useState<OpenAction | null>(null);
  // A table held down on the board, whose actions are offered.
  const [held, setHeld] = useState<TableCard | null>(null);

  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: posKeys.tables(outletid) });
    queryClient.invalidateQueries({ queryKey: ['pos', 'open'] });
    queryClient.invalidateQueries({ queryKey: ['pos', 'checks'] });
  };
  /** The till's own order as the server now has it (another order changed leaves the till as it is). */
  const showOnTill = (detail: OrderDetail) => {
    if (detail.header.orderkey !== draft.orderkey) return;
    setLastDetail(detail);
    setDraft(D.fromDetail(detail, 'menu'));
  };

  /** Opens an action on the till's own order (with the version it shows) or on an order of the board. */
  const start = async (kind: ServiceKind, orderkey: string) => {
    const own = orderkey === draft.orderkey;
    if (own && draft.dirty) return notifyWarning(t(serviceText.saveFirst));
    try {
      const order = await posApi.detail(orderkey);
      const version = own && draft.version !== undefined ? draft.version : order.header.version;
      setAction({ kind, order, version });
    } catch (err) {
      notifyError(err);
    }
  };

  const done = (changed: OrderDetail[], message: string) => {
    setAction(null);
    refresh();
    for (const detail of changed) showOnTill(detail);
    notifySuccess(message);
  };

  /** A refusal is said; a 409 (stale version, closed order) also closes the action and reloads what it showed. */
  const failed = (err: unknown) => {
    notifyError(err, { long: true });
    if (!(err instanceof ApiError && err.status === 409)) return;
    setAction(null);
    refresh();
    const fresh = (err.body as { details?: unknown } | undefined)?.details;
    if (isDetail(fresh)) showOnTill(fresh);
    else if (D.isSaved(draft)) posApi.detail(draft.orderkey).then(showOnTill, () => undefined);
  };

  const showChecks = (orderkey: string | null) => navigate(orderkey ? checksPath(orderkey) : '/pos');

  /** A split closes the order: the till starts afresh and shows its checks, each to be paid on its own. */
  const splitDone = (orderkey: string, message: string) => {
    setAction(null);
    refresh();
    notifySuccess(message);
    if (orderkey === draft.orderkey) startNew();
    showChecks(orderkey);
  };

  return {
    ...{ action, start, close: () => setAction(null), done, failed, splitDone },
    ...{ held, hold: setHeld, checks: params.get('checks'), showChecks },
  };
}

type ServiceState = ReturnType<typeof useServiceState>;
const ServiceContext = createContext<ServiceState | null>(null);

/** Holds the table service of one till; inside PosProvider, around the panels that open its actions. */
export function TableServiceProvider({ children }: { children: ReactNode }) {
  return <ServiceContext.Provider value={useServiceState()}>{children}</ServiceContext.Provider>;
}

export function useTableService(): ServiceState {
  const state = useContext(ServiceContext);
  if (!state) throw new Error('useTableService is used outside TableServiceProvider');
  return state;
}

/**
 * One table-service command as a mutation: a double tap sends it once; success and refusal go
 * through the till's handling above.
 */
export function useServiceCommand<I, R>(send: (input: I) => Promise<R>, then: (result: R) => void) {
  const { failed } = useTableService();
  const mutation = useMutation({ mutationKey: ['pos-command', 'service'], mutationFn: send });
  const run = (input: I) => {
    if (mutation.isPending) return;
    mutation.mutate(input, { onSuccess: then, onError: failed });
  };
  return { run, busy: mutation.isPending };
}
