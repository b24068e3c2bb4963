import { keypadNumber, modifiedPrice, type PosMenu, TAKE_AWAY_SELECTED } from '@saji/core';
import { useState } from 'react';
import * as D from '../order-draft';
import { usePosModifiers } from '../orders.api';
import { addPayment, cancelPayment, removePayment, updatePayment } from '../payment-draft';
import css from '../pos.module.css';
import type { PosScreenState } from '../use-pos-screen';
import { DeliveryForm } from './delivery-form';
import { MenuGrid } from './menu-grid';
import { ModifierDialog } from './modifier-dialog';
import { OrderTicket } from './order-ticket';
import { PaxPanel } from './pax-panel';
import { PaymentPanel } from './payment-panel';
import { PrintJobsAlert } from './print-jobs-alert';
import { PromotionPanel } from './promotion-panel';
import { QtyPrefix } from './qty-prefix';
import { TableBoard } from './table-board';
import { TicketActions, TicketHead } from './ticket-parts';

const noop = () => {};

type Ready = PosScreenState & { draft: D.OrderDraft; totals: D.DraftTotals };

/** The working area of the current step: table board, delivery form, menu grid or payment. */
export function PosMain(props: Ready) {
  const { draft, viewOnly, outletid, board, menus, categories, searchRef, types, totals, pos, where, update } = props;
  const step = draft.step;
  const [times, setTimes] = useState('');
  const modifiers = usePosModifiers();
  // A menu with modifier groups asks for its options first; any other menu is added by the tap itself.
  const [choosing, setChoosing] = useState<{ menu: PosMenu; qty: number } | null>(null);
  const addMenu = (menu: PosMenu) => {
    const qty = keypadNumber(times) || 1;
    setTimes('');
    if (modifiers.data?.has(menu.menuid)) setChoosing({ menu, qty });
    else update((d) => D.addMenu(d, menu, qty));
  };
  return (
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
          onAdd={viewOnly ? noop : addMenu}
          withOptions={modifiers.data}
          prefix={viewOnly ? undefined : <QtyPrefix times={times} onTimes={setTimes} />}
        />
      )}
      {choosing && (
        <ModifierDialog
          menu={choosing.menu}
          groups={modifiers.data?.get(choosing.menu.menuid) ?? []}
          qty={choosing.qty}
          onClose={() => setChoosing(null)}
          onAdd={(chosen) => {
            update((d) => D.addMenu(d, choosing.menu, choosing.qty, chosen));
            setChoosing(null);
          }}
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
          onTender={props.commands.onTender}
        />
      )}
    </main>
  );
}

/** Beside the work area: the guests and tables while seating, otherwise the ticket with its buttons. */
export function PosSide(props: Ready) {
  const { draft, viewOnly, totals, commands, update, startNew, openTables, promotions } = props;
  // The ticket shows the lines as the campaigns price them (free lines last); its controls act on the bought ones.
  const priced = promotions.draft ?? draft;
  const step = draft.step;
  const modifiers = usePosModifiers();
  const [editing, setEditing] = useState<number | null>(null);
  const editLine = editing === null ? undefined : draft.lines[editing];
  return (
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
          draft={priced}
          totals={totals}
          editable={step !== 'payment' && !viewOnly}
          noteChips={props.noteChips}
          onQty={(i, qty) => update((d) => D.setQty(d, i, qty))}
          onNote={(i, note) => update((d) => D.setLineNote(d, i, note))}
          onRemove={(i) => update((d) => D.removeLine(d, i))}
          optionsFor={(line, i) => (modifiers.data?.has(line.menuid) ? () => setEditing(i) : undefined)}
          head={
            <>
              <TicketHead draft={draft} viewOnly={viewOnly} onTables={openTables} />
              <PromotionPanel draft={draft} lines={priced.lines} promotions={promotions} readOnly={viewOnly || step === 'payment'} />
            </>
          }
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
      {editLine && editing !== null && (
        <ModifierDialog
          menu={{ ...editLine, hargajual: editLine.hargajual - modifiedPrice(0, editLine.modifiers) }}
          groups={modifiers.data?.get(editLine.menuid) ?? []}
          qty={editLine.qty}
          initial={editLine.modifiers ?? []}
          onClose={() => setEditing(null)}
          onAdd={(chosen) => {
            update((d) => D.setLineModifiers(d, editing, chosen));
            setEditing(null);
          }}
        />
      )}
    </aside>
  );
}
