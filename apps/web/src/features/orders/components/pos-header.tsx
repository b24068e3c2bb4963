import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../../lib/auth';
import { ShiftButton } from '../../shifts';
import { canResendKitchen } from '../kitchen-reach';
import * as D from '../order-draft';
import { usePosLookups, usePosOrder } from '../pos-state';
import { receiptWidth } from '../receipt-window';
import { boundToOutlet } from '../terminal-outlet';
import { useAfterFirstPaint } from '../use-after-first-paint';
import { usePosCommands } from '../use-order-commands';
import { usePostingAction } from '../use-posting-action';
import { useTableAndType } from '../use-table-and-type';
import { CancelOrderDialog } from './cancel-order-dialog';
import { NoteChipsDialog } from './note-chips-dialog';
import { PosTopBar } from './pos-top-bar';
import { TillTools } from './till-tools';

// An admin's outlet picker loads when first opened: its data table is no part of the till's first load.
const OutletLookup = lazy(() => import('../../../components/outlet-lookup').then((m) => ({ default: m.OutletLookup })));

/** The top bar with what it opens: the outlet picker, Cancel Order and the note chips. */
export function PosHeader() {
  const { draft, viewOnly, outletid, profile, startNew, leaveDraft, openTables, pickOutlet } = usePosOrder();
  const { outlet, kitchen, noteChips } = usePosLookups();
  const { onKitchenReprint } = usePosCommands();
  const { onOrderType } = useTableAndType();
  const posting = usePostingAction(draft, startNew);
  const canPost = useCan('orders.post');
  const canCancel = useCan('orders.cancel');
  const canSetup = useCan('pos.setup');
  const [open, setOpen] = useState<'outlet' | 'cancel' | 'chips' | null>(null);
  // The shift button, the open orders and the closed dialogs come a frame after the menu grid.
  const later = useAfterFirstPaint();
  const close = () => setOpen(null);
  const saved = D.isSaved(draft);
  return (
    <>
      <PosTopBar
        draft={draft}
        viewOnly={viewOnly}
        outlet={boundToOutlet(profile) ? undefined : { name: outlet.data?.outletname, onPick: () => setOpen('outlet') }}
        onOrderType={onOrderType}
        onTables={openTables}
        onNewOrder={() => leaveDraft(() => startNew())}
        onKitchenReprint={canResendKitchen(outlet.data, kitchen) && saved && !draft.isvoid ? onKitchenReprint : undefined}
        posting={canPost && saved ? { label: posting.label, onClick: posting.run } : undefined}
        onCancelOrder={canCancel && saved && !D.isClosed(draft) ? () => setOpen('cancel') : undefined}
        onNoteChips={canSetup ? () => setOpen('chips') : undefined}
        tools={
          later && (
            <>
              <ShiftButton outletid={outletid} paperWidth={receiptWidth()} iconOnly={!boundToOutlet(profile)} />
              <TillTools draft={draft} outletid={outletid} kitchen={kitchen} username={profile.username} leaveDraft={leaveDraft} />
            </>
          )
        }
      />
      {later && (
        <CancelOrderDialog
          order={open === 'cancel' && draft.orderno ? { orderkey: draft.orderkey, orderno: draft.orderno } : null}
          onClose={close}
          onCancelled={() => startNew()}
        />
      )}
      {open === 'chips' && <NoteChipsDialog outletid={outletid} chips={noteChips} opened onClose={close} />}
      {open === 'outlet' && (
        <Suspense>
          <OutletLookup opened onClose={close} onSelect={(o) => pickOutlet(o.outletid)} />
        </Suspense>
      )}
    </>
  );
}
