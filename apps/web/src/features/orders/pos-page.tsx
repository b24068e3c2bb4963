import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { LOADING_ORDER, type Profile } from '@saji/core';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { useCan, useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { CancelOrderDialog } from './components/cancel-order-dialog';
import { NoteChipsDialog } from './components/note-chips-dialog';
import { PosMain, PosSide } from './components/pos-parts';
import { PosTopBar } from './components/pos-top-bar';
import { TillTools } from './components/till-tools';
import { canResendKitchen } from './kitchen-reach';
import * as D from './order-draft';
import { text } from './orders.text';
import css from './pos.module.css';
import { boundToOutlet } from './terminal-outlet';
import { usePosScreen } from './use-pos-screen';

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
  const screen = usePosScreen(profile, orderkey);
  const { draft, totals, viewOnly, outlet, kitchen, outletid, commands, posting, canPost, leaveDraft, startNew, openTables, where } =
    screen;
  const { pickingOutlet, setPickingOutlet, onPickOutlet } = screen;
  const canCancel = useCan('orders.cancel');
  const [cancelling, setCancelling] = useState(false);
  const canSetup = useCan('pos.setup');
  const [editingChips, setEditingChips] = useState(false);
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
        onKitchenReprint={
          canResendKitchen(outlet.data, kitchen) && D.isSaved(draft) && !draft.isvoid ? commands.onKitchenReprint : undefined
        }
        posting={canPost && D.isSaved(draft) ? { label: posting.label, onClick: posting.run } : undefined}
        onCancelOrder={canCancel && D.isSaved(draft) && !D.isClosed(draft) ? () => setCancelling(true) : undefined}
        onNoteChips={canSetup ? () => setEditingChips(true) : undefined}
        tools={<TillTools draft={draft} outletid={outletid} kitchen={kitchen} username={profile.username} leaveDraft={leaveDraft} />}
      />
      <div className={css.body}>
        <PosMain {...screen} draft={draft} totals={totals} />
        <PosSide {...screen} draft={draft} totals={totals} />
      </div>
      <CancelOrderDialog
        order={cancelling && draft.orderno ? { orderkey: draft.orderkey, orderno: draft.orderno } : null}
        onClose={() => setCancelling(false)}
        onCancelled={() => startNew()}
      />
      {editingChips && <NoteChipsDialog outletid={outletid} chips={screen.noteChips} opened onClose={() => setEditingChips(false)} />}
      {pickingOutlet && (
        <Suspense>
          <OutletLookup opened onClose={() => setPickingOutlet(false)} onSelect={(o) => onPickOutlet(o.outletid)} />
        </Suspense>
      )}
    </div>
  );
}
