import { keypadNumber, type PosMenu, TAKE_AWAY_SELECTED } from '@saji/core';
import { useState } from 'react';
import * as D from '../order-draft';
import { usePosModifiers } from '../orders.api';
import { addPayment, removePayment, updatePayment } from '../payment-draft';
import css from '../pos.module.css';
import { usePosLookups, usePosOrder, usePosPricing } from '../pos-state';
import { useTableService } from '../table-service';
import { usePosCommands } from '../use-order-commands';
import { useTableAndType } from '../use-table-and-type';
import { DeliveryForm } from './delivery-form';
import { MenuGrid } from './menu-grid';
import { ModifierDialog } from './modifier-dialog';
import { OfflineBoardNote } from './offline-board-note';
import { PaymentPanel } from './payment-panel';
import { PrintJobsAlert } from './print-jobs-alert';
import { QtyPrefix } from './qty-prefix';
import { TableBoard } from './table-board';

const noop = () => {};

/** The working area of the current step: table board, delivery form, menu grid or payment. */
export function PosMain() {
  const { draft, viewOnly, outletid, update } = usePosOrder();
  const { board } = usePosLookups();
  const where = useTableAndType();
  const { hold } = useTableService();
  const step = draft.step;
  return (
    <main className={css.main}>
      <PrintJobsAlert outletid={outletid} />
      {step === 'table' && <OfflineBoardNote updatedAt={board.dataUpdatedAt} />}
      {step === 'table' && (
        <TableBoard
          positions={board.data}
          loading={board.isPending}
          pickedIds={draft.tables.map((tb) => tb.tableid)}
          onPick={where.onPickTable}
          onHold={hold}
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
      {step === 'menu' && <MenuStep />}
      {step === 'payment' && <PaymentStep />}
    </main>
  );
}

/** The menu cards: a tap adds the menu (times the quantity typed first); a menu with options asks for them. */
function MenuStep() {
  const { draft, viewOnly, update, searchRef } = usePosOrder();
  const { menus, categories } = usePosLookups();
  const [times, setTimes] = useState('');
  const modifiers = usePosModifiers();
  const [choosing, setChoosing] = useState<{ menu: PosMenu; qty: number } | null>(null);
  const addMenu = (menu: PosMenu) => {
    const qty = keypadNumber(times) || 1;
    setTimes('');
    if (modifiers.data?.has(menu.menuid)) setChoosing({ menu, qty });
    else update((d) => D.addMenu(d, menu, qty));
  };
  return (
    <>
      {draft.ordertype === 'TAKE AWAY' && !draft.lines.length && !viewOnly && <div className={css.notice}>{TAKE_AWAY_SELECTED}</div>}
      <MenuGrid
        menus={menus.data}
        categories={categories.data}
        loading={menus.isPending}
        searchRef={searchRef}
        onAdd={viewOnly ? noop : addMenu}
        withOptions={modifiers.data}
        prefix={viewOnly ? undefined : <QtyPrefix times={times} onTimes={setTimes} />}
      />
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
    </>
  );
}

/** The payment rows under the amount keypad, the payment types and quick cash. */
function PaymentStep() {
  const { draft, viewOnly, update, setDraft, activeRow, setActiveRow } = usePosOrder();
  const { types } = usePosLookups();
  const { totals } = usePosPricing();
  const { onTender } = usePosCommands();
  return (
    <PaymentPanel
      payments={draft.payments}
      types={types}
      totals={totals}
      activeRow={activeRow}
      readOnly={viewOnly}
      onActivate={setActiveRow}
      onAdd={(code) => {
        const due = Math.max(0, totals.total - totals.paid);
        const next = addPayment(draft, code, due ? String(due) : '');
        setDraft(next);
        setActiveRow(next.payments[next.payments.length - 1].rowid);
      }}
      onChange={(rowid, patch) => update((d) => updatePayment(d, rowid, patch))}
      onRemove={(rowid) => update((d) => removePayment(d, rowid))}
      onTender={onTender}
    />
  );
}
