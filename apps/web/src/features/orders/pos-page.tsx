import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DEFAULT_CASH_CODE, LOADING_ORDER, type Profile, TAKE_AWAY_SELECTED } from '@saji/core';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useCan, useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { DeliveryForm } from './components/delivery-form';
import { MenuGrid } from './components/menu-grid';
import { OrderTicket } from './components/order-ticket';
import { PaxPanel } from './components/pax-panel';
import { PaymentPanel } from './components/payment-panel';
import { PosTopBar } from './components/pos-top-bar';
import { PrintJobsAlert } from './components/print-jobs-alert';
import { TableBoard } from './components/table-board';
import { TicketActions, TicketHead } from './components/ticket-parts';
import * as D from './order-draft';
import { useOutletSettings, usePaymentTypes, usePosCategories, usePosMenus, useTableBoard } from './orders.api';
import { text } from './orders.text';
import { addPayment, cancelPayment, removePayment, updatePayment } from './payment-draft';
import css from './pos.module.css';
import { boundToOutlet, rememberOutlet, terminalOutlet } from './terminal-outlet';
import { useOrderCommands } from './use-order-commands';
import { usePosDraft } from './use-pos-draft';
import { usePosShortcuts } from './use-pos-shortcuts';
import { usePostingAction } from './use-posting-action';
import { useTableAndType } from './use-table-and-type';
import { useTablePush } from './use-table-push';

// An admin's outlet picker loads when first opened: its data table is no part of the till's first load.
const OutletLookup = lazy(() => import('../../components/outlet-lookup').then((m) => ({ default: m.OutletLookup })));

/** salesresto.orderfrm: the whole order flow of one terminal (tables, pax, menu, payment). */
export function PosPage() {
  const t = useT();
  const { data: profile } = useProfile();
  const { orderkey } = useParams();
  if (!profile) return <Loader m="xl" />;
  // Only an admin of a company without an active outlet has none.
  if (!profile.outletid)
    return (
      <Alert color="yellow" m="md">
        {t(text.noOutlet)}
      </Alert>
    );
  // A new key remounts the screen, so opening another order never mixes two drafts.
  return <PosScreen key={orderkey ?? 'new'} profile={profile} orderkey={orderkey} />;
}

function PosScreen({ profile, orderkey }: { profile: Profile; orderkey: string | undefined }) {
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
  useTablePush(outletid, username);

  const types = paymentTypes.data ?? [];
  const cashCode = types.find((p) => p.iscash)?.codepayment ?? DEFAULT_CASH_CODE;
  const viewOnly = !canTake || (draft ? D.isClosed(draft) : false);
  const totals = useMemo(
    () => (draft ? D.draftTotals(draft, outlet.data?.servicepc ?? 0, outlet.data?.pb1pc ?? 0) : null),
    [draft, outlet.data?.servicepc, outlet.data?.pb1pc],
  );
  const commands = useOrderCommands({ pos, profile, outletid, outlet: outlet.data, types, cashCode, totals, viewOnly });
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

  if (!draft || !totals)
    return (
      <Center className={css.screen} style={{ position: 'fixed', inset: 0, zIndex: 150 }}>
        <Stack align="center">
          <Loader />
          <Text fw={600}>{LOADING_ORDER}</Text>
        </Stack>
      </Center>
    );

  const step = draft.step;
  return (
    <div className={css.screen} style={{ position: 'fixed', inset: 0, zIndex: 150 }} data-testid="pos" data-step={step}>
      <PosTopBar
        draft={draft}
        viewOnly={viewOnly}
        outlet={boundToOutlet(profile) ? undefined : { name: outlet.data?.outletname, onPick: () => setPickingOutlet(true) }}
        onOrderType={where.onOrderType}
        onTables={openTables}
        onNewOrder={() => leaveDraft(() => startNew())}
        onKitchenReprint={outlet.data?.kitchenorder === '1' && D.isSaved(draft) && !draft.isvoid ? commands.onKitchenReprint : undefined}
        posting={canPost && D.isSaved(draft) ? { label: posting.label, onClick: posting.run } : undefined}
      />
      <div className={css.body}>
        <main className={css.main}>
          <PrintJobsAlert outletid={outletid} />
          {step === 'table' && (
            <TableBoard
              positions={board.data}
              loading={board.isPending}
              pickedIds={draft.tables.map((tb) => tb.tableid)}
              onPick={where.onPickTable}
            />
          )}
          {step === 'delivery' && (
            <div className={css.scroll}>
              <DeliveryForm
                value={draft.delivery}
                readOnly={viewOnly}
                onChange={(delivery) => update((d) => ({ ...d, delivery, dirty: true }))}
                onNext={where.onDeliveryNext}
              />
            </div>
          )}
          {step === 'menu' &&
            (draft.ordertype === 'TAKE AWAY' && !draft.lines.length && !viewOnly ? (
              <div className={css.notice}>{TAKE_AWAY_SELECTED}</div>
            ) : null)}
          {step === 'menu' && (
            <MenuGrid
              menus={menus.data}
              categories={categories.data}
              loading={menus.isPending}
              searchRef={searchRef}
              onAdd={viewOnly ? noop : (menu) => update((d) => D.addMenu(d, menu))}
            />
          )}
          {step === 'payment' && (
            <PaymentPanel
              payments={draft.payments}
              types={types}
              totals={totals}
              activeRow={pos.activeRow}
              readOnly={viewOnly}
              onActivate={pos.setActiveRow}
              onAdd={(code) => {
                const due = Math.max(0, totals.total - totals.paid);
                const next = addPayment(draft, code, due ? String(due) : '');
                pos.setDraft(next);
                pos.setActiveRow(next.payments[next.payments.length - 1].rowid);
              }}
              onChange={(rowid, patch) => update((d) => updatePayment(d, rowid, patch))}
              onRemove={(rowid) => update((d) => removePayment(d, rowid))}
            />
          )}
        </main>
        <aside className={css.side}>
          {step === 'table' ? (
            <PaxPanel
              draft={draft}
              onPax={(pax) => update((d) => ({ ...d, pax, dirty: true }))}
              onStep={(delta) => update((d) => D.paxStep(d, delta))}
              onRemoveTable={(id) => update((d) => D.removeTable(d, id))}
              onNext={() => update((d) => ({ ...d, step: 'menu' }))}
            />
          ) : (
            <OrderTicket
              draft={draft}
              totals={totals}
              editable={step !== 'payment' && !viewOnly}
              onQty={(i, qty) => update((d) => D.setQty(d, i, qty))}
              onRemove={(i) => update((d) => D.removeLine(d, i))}
              head={<TicketHead draft={draft} viewOnly={viewOnly} onTables={openTables} />}
              actions={
                <TicketActions
                  step={step}
                  busy={commands.busy}
                  viewOnly={viewOnly}
                  onSave={commands.onSave}
                  onPay={commands.onPay}
                  onPrint={commands.onPrint}
                  onComplete={commands.onComplete}
                  onCancelPayment={() => (viewOnly ? startNew() : update(cancelPayment))}
                  onDrawer={commands.onDrawer}
                />
              }
            />
          )}
        </aside>
      </div>
      {pickingOutlet && (
        <Suspense>
          <OutletLookup opened onClose={() => setPickingOutlet(false)} onSelect={(o) => onPickOutlet(o.outletid)} />
        </Suspense>
      )}
    </div>
  );
}

const noop = () => {};
