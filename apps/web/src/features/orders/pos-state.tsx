import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DEFAULT_CASH_CODE, type Profile } from '@saji/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, type RefObject, useContext, useMemo, useRef, useState } from 'react';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useOutletPush } from '../../lib/use-outlet-push';
import { useKitchenSetting } from '../kitchen';
import { kitchenReach } from './kitchen-reach';
import { useForgetSent } from './offline-view';
import * as D from './order-draft';
import { posKeys, useOutletSettings, usePaymentTypes, usePosCategories, usePosMenus, useTableBoard } from './orders.api';
import { text } from './orders.text';
import { rememberOutlet, terminalOutlet } from './terminal-outlet';
import { useNoteChips } from './till.api';
import { usePosDraft } from './use-pos-draft';
import { posCampaignsKey, usePromotions } from './use-promotions';

/** The outlet push that says a campaign of the outlet was saved or deleted (campaigns.service.ts). */
const CAMPAIGN_PUSH = 'campaign.changed';

/**
 * The POS screen's state, in three parts that its panels take by narrow hooks (never one object spread
 * through them): the order being taken and how to move it (usePosOrder), what the outlet's till has
 * loaded (usePosLookups), and the order as the campaigns price it (usePosPricing). Commands (save, pay,
 * print) are mutations on top of these (use-order-commands.ts).
 */

function useOrderState(profile: Profile, orderkey: string | undefined) {
  const t = useT();
  const canTake = useCan('orders.take');
  // PosPage renders the screen only when the profile names an outlet.
  const [terminal, setTerminal] = useState(() => terminalOutlet(profile) as number);
  const pos = usePosDraft(profile.username, orderkey, terminal);
  const { draft, update, startNew } = pos;
  const viewOnly = !canTake || (draft ? D.isClosed(draft) : false);
  // Everything on the screen follows the order's outlet; while an order loads, the terminal's.
  const outletid = draft?.outletid ?? terminal;
  const searchRef = useRef<HTMLInputElement>(null);

  /** Unsaved lines are never dropped silently: leaving them for another order asks first. */
  const leaveDraft = (then: () => void) => {
    if (!draft?.dirty || !draft.lines.length || viewOnly) return then();
    modals.openConfirmModal({
      title: t(text.discardTitle),
      children: <Text size="sm">{t(text.discardBody)}</Text>,
      labels: { confirm: t(text.discard), cancel: t(text.keepOrder) },
      confirmProps: { color: 'red', size: 'md' },
      cancelProps: { size: 'md' },
      centered: true,
      zIndex: 400,
      onConfirm: then,
    });
  };
  /** An admin moves the terminal to another outlet: a new order there, the unsaved one only after asking. */
  const pickOutlet = (picked: number) => {
    if (picked === outletid && picked === terminal) return;
    leaveDraft(() => {
      rememberOutlet(profile.username, picked);
      setTerminal(picked);
      startNew(picked);
    });
  };
  const openTables = () => update((d) => ({ ...d, step: 'table' }));
  return { ...pos, profile, outletid, viewOnly, searchRef, leaveDraft, pickOutlet, openTables };
}

function useLookups(outletid: number, username: string) {
  useForgetSent(username);
  const paymentTypes = usePaymentTypes();
  const outlet = useOutletSettings(outletid);
  const kitchen = kitchenReach(outlet.data, useKitchenSetting(outletid, true).data);
  // The table map (and the ready markers under its key) refetch at once on every push of the outlet;
  // the running campaigns on a campaign's, and whenever the socket (re)opens.
  const queryClient = useQueryClient();
  useOutletPush(outletid, username, (event) => {
    if (event !== CAMPAIGN_PUSH) queryClient.invalidateQueries({ queryKey: posKeys.tables(outletid) });
    if (event === CAMPAIGN_PUSH || event === undefined || event === 'resync')
      queryClient.invalidateQueries({ queryKey: posCampaignsKey(outletid) });
  });
  const types = paymentTypes.data ?? [];
  return {
    board: useTableBoard(outletid),
    menus: usePosMenus(outletid),
    categories: usePosCategories(),
    types,
    cashCode: types.find((p) => p.iscash)?.codepayment ?? DEFAULT_CASH_CODE,
    outlet,
    kitchen,
    noteChips: useNoteChips(outletid).data ?? [],
  };
}

type OrderState = ReturnType<typeof useOrderState>;
type Lookups = ReturnType<typeof useLookups>;

function usePricing(order: OrderState, lookups: Lookups) {
  const promotions = usePromotions(order.draft, order.outletid, lookups.menus.data, order.profile.timezone, order.update);
  // Totals of the lines as the campaigns price them; `promotions.draft` is what the ticket shows.
  const priced = promotions.draft;
  const servicepc = lookups.outlet.data?.servicepc ?? 0;
  const pb1pc = lookups.outlet.data?.pb1pc ?? 0;
  const totals = useMemo(() => (priced ? D.draftTotals(priced, servicepc, pb1pc) : null), [priced, servicepc, pb1pc]);
  return { promotions, totals };
}

const OrderContext = createContext<OrderState | null>(null);
const LookupsContext = createContext<Lookups | null>(null);
const PricingContext = createContext<ReturnType<typeof usePricing> | null>(null);

/** Holds one terminal's POS state for the screen under it. */
export function PosProvider({ profile, orderkey, children }: { profile: Profile; orderkey: string | undefined; children: ReactNode }) {
  const order = useOrderState(profile, orderkey);
  const lookups = useLookups(order.outletid, profile.username);
  const pricing = usePricing(order, lookups);
  return (
    <OrderContext.Provider value={order}>
      <LookupsContext.Provider value={lookups}>
        <PricingContext.Provider value={pricing}>{children}</PricingContext.Provider>
      </LookupsContext.Provider>
    </OrderContext.Provider>
  );
}

function inside<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} is used outside the POS screen (PosProvider)`);
  return value;
}

/** Whether the order has arrived (an opened order loads) and its totals can be shown. */
export function usePosReady(): boolean {
  const order = useContext(OrderContext);
  const pricing = useContext(PricingContext);
  return !!order?.draft && !!pricing?.totals;
}

/** The order being taken and what moves it; only under a ready screen (usePosReady), so the draft is there. */
export function usePosOrder(): OrderState & { draft: D.OrderDraft; searchRef: RefObject<HTMLInputElement | null> } {
  const order = inside(useContext(OrderContext), 'usePosOrder');
  return { ...order, draft: inside(order.draft, 'usePosOrder before the order arrived') };
}

/** What the till has loaded for the order's outlet: tables, menus, categories, payment types, settings. */
export const usePosLookups = () => inside(useContext(LookupsContext), 'usePosLookups');

/** The order as the running campaigns price it: its totals and the campaigns applied or offered. */
export function usePosPricing() {
  const pricing = inside(useContext(PricingContext), 'usePosPricing');
  return { ...pricing, totals: inside(pricing.totals, 'usePosPricing before the order arrived') };
}
