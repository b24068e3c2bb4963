import { modifiedPrice } from '@saji/core';
import { useState } from 'react';
import * as D from '../order-draft';
import { usePosModifiers } from '../orders.api';
import { cancelPayment } from '../payment-draft';
import css from '../pos.module.css';
import { usePosLookups, usePosOrder, usePosPricing } from '../pos-state';
import { ServiceMenu } from '../table-service';
import { usePosBusy, usePosCommands } from '../use-order-commands';
import { ModifierDialog } from './modifier-dialog';
import { OrderTicket } from './order-ticket';
import { PaxPanel } from './pax-panel';
import { PromotionPanel } from './promotion-panel';
import { TicketActions, TicketHead } from './ticket-parts';

/** Beside the work area: the guests and tables while seating, otherwise the ticket with its buttons. */
export function PosSide() {
  const { draft, update } = usePosOrder();
  return (
    <aside className={css.side}>
      {draft.step === 'table' ? (
        <PaxPanel
          draft={draft}
          onPax={(pax) => update((d) => ({ ...d, pax, dirty: true }))}
          onStep={(delta) => update((d) => D.paxStep(d, delta))}
          onRemoveTable={(id) => update((d) => D.removeTable(d, id))}
          onNext={() => update((d) => ({ ...d, step: 'menu' }))}
        />
      ) : (
        <Ticket />
      )}
    </aside>
  );
}

/** The ticket shows the lines as the campaigns price them (free lines last); its controls act on the bought ones. */
function Ticket() {
  const { draft, viewOnly, update, openTables } = usePosOrder();
  const { noteChips } = usePosLookups();
  const { totals, promotions } = usePosPricing();
  const priced = promotions.draft ?? draft;
  const step = draft.step;
  const modifiers = usePosModifiers();
  const [editing, setEditing] = useState<number | null>(null);
  const editLine = editing === null ? undefined : draft.lines[editing];
  return (
    <>
      <OrderTicket
        draft={priced}
        totals={totals}
        editable={step !== 'payment' && !viewOnly}
        noteChips={noteChips}
        onQty={(i, qty) => update((d) => D.setQty(d, i, qty))}
        onNote={(i, note) => update((d) => D.setLineNote(d, i, note))}
        onRemove={(i) => update((d) => D.removeLine(d, i))}
        optionsFor={(line, i) => (modifiers.data?.has(line.menuid) ? () => setEditing(i) : undefined)}
        head={
          <>
            <TicketHead draft={draft} viewOnly={viewOnly} onTables={openTables} service={<ServiceMenu />} />
            <PromotionPanel draft={draft} lines={priced.lines} promotions={promotions} readOnly={viewOnly || step === 'payment'} />
          </>
        }
        actions={<Actions />}
      />
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
    </>
  );
}

function Actions() {
  const { draft, viewOnly, update, startNew } = usePosOrder();
  const commands = usePosCommands();
  return (
    <TicketActions
      step={draft.step}
      busy={usePosBusy()}
      viewOnly={viewOnly}
      onSave={commands.onSave}
      onPay={commands.onPay}
      onPrint={commands.onPrint}
      onComplete={commands.onComplete}
      onCancelPayment={() => (viewOnly ? startNew() : update(cancelPayment))}
      onDrawer={commands.onDrawer}
    />
  );
}
