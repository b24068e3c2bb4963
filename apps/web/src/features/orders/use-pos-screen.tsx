import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DEFAULT_CASH_CODE, type Profile } from '@saji/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useOutletPush } from '../../lib/use-outlet-push';
import { useKitchenSetting } from '../kitchen';
import { kitchenReach } from './kitchen-reach';
import * as D from './order-draft';
import { posKeys, useOutletSettings, usePaymentTypes, usePosCategories, usePosMenus, useTableBoard } from './orders.api';
import { text } from './orders.text';
import { rememberOutlet, terminalOutlet } from './terminal-outlet';
import { useNoteChips } from './till.api';
import { useOrderCommands } from './use-order-commands';
import { usePosDraft } from './use-pos-draft';
import { usePosShortcuts } from './use-pos-shortcuts';
import { usePostingAction } from './use-posting-action';
import { usePromotions } from './use-promotions';
import { useTableAndType } from './use-table-and-type';

/** Everything one terminal's POS screen holds and does, for the screen and its parts to render. */
export function usePosScreen(profile: Profile, orderkey: string | undefined) {
  const t = useT();
  const canTake = useCan('orders.take');
  const canPost = useCan('orders.post');
  const username = profile.username;
  // PosPage renders this only when the profile names an outlet.
  const [terminal, setTerminal] = useState(() => terminalOutlet(profile) as number);
  const [pickingOutlet, setPickingOutlet] = useState(false);
  const pos = usePosDraft(username, orderkey, terminal);
  const { draft, update, startNew } = pos;
  // Everything on the screen follows the order's outlet; while an order loads, the terminal's.
  const outletid = draft?.outletid ?? terminal;
  const searchRef = useRef<HTMLInputElement>(null);

  const board = useTableBoard(outletid);
  const menus = usePosMenus(outletid);
  const categories = usePosCategories();
  const paymentTypes = usePaymentTypes();
  const outlet = useOutletSettings(outletid);
  const kitchen = kitchenReach(outlet.data, useKitchenSetting(outletid, true).data);
  const noteChips = useNoteChips(outletid).data ?? [];
  // The table map (and the ready markers under its key) refetch at once on every push of the outlet.
  const queryClient = useQueryClient();
  useOutletPush(outletid, username, () => queryClient.invalidateQueries({ queryKey: posKeys.tables(outletid) }));

  const types = paymentTypes.data ?? [];
  const cashCode = types.find((p) => p.iscash)?.codepayment ?? DEFAULT_CASH_CODE;
  const viewOnly = !canTake || (draft ? D.isClosed(draft) : false);
  const promotions = usePromotions(draft, outletid, menus.data, profile.timezone, update);
  // Totals of the lines as the campaigns price them; `promotions.draft` is what the ticket shows.
  const priced = promotions.draft;
  const totals = useMemo(
    () => (priced ? D.draftTotals(priced, outlet.data?.servicepc ?? 0, outlet.data?.pb1pc ?? 0) : null),
    [priced, outlet.data?.servicepc, outlet.data?.pb1pc],
  );
  const commands = useOrderCommands({ pos, profile, outletid, outlet: outlet.data, kitchen, types, cashCode, totals, viewOnly });
  const posting = usePostingAction(draft, startNew);

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
  const where = useTableAndType(pos, username, outletid, viewOnly, leaveDraft);

  /** An admin moves the terminal to another outlet: a new order there, the unsaved one only after asking. */
  const onPickOutlet = (picked: number) => {
    if (picked === outletid && picked === terminal) return;
    leaveDraft(() => {
      rememberOutlet(username, picked);
      setTerminal(picked);
      startNew(picked);
    });
  };

  const openTables = () => update((d) => ({ ...d, step: 'table' }));
  usePosShortcuts({
    search: () => {
      if (draft?.step !== 'menu') update((d) => ({ ...d, step: 'menu' }));
      requestAnimationFrame(() => searchRef.current?.focus());
    },
    tables: openTables,
    save: commands.onSave,
    pay: commands.onPay,
    print: commands.onPrint,
    complete: draft?.step === 'payment' ? commands.onComplete : undefined,
  });

  return {
    ...{ pos, draft, update, startNew, outletid, terminal, viewOnly, totals, types, canPost },
    ...{ board, menus, categories, outlet, kitchen, noteChips, searchRef, commands, posting, where },
    ...{ leaveDraft, onPickOutlet, openTables, pickingOutlet, setPickingOutlet, promotions },
  };
}

export type PosScreenState = ReturnType<typeof usePosScreen>;
