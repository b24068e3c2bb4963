import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { LOADING_ORDER } from '@saji/core';
import { useParams } from 'react-router';
import { useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useToastPlace } from '../../lib/notify';
import { PosHeader } from './components/pos-header';
import { PosMain } from './components/pos-main';
import { PosSide } from './components/pos-side';
import { text } from './orders.text';
import css from './pos.module.css';
import { PosProvider, usePosOrder, usePosReady } from './pos-state';
import { ServiceDialogs } from './table-service/service-dialogs';
import { TableServiceProvider } from './table-service/table-service-state';
import { useAfterFirstPaint } from './use-after-first-paint';
import { usePosCommands } from './use-order-commands';
import { usePosShortcuts } from './use-pos-shortcuts';

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
  return (
    <PosProvider key={orderkey ?? 'new'} profile={profile} orderkey={orderkey}>
      <PosScreen />
    </PosProvider>
  );
}

function PosScreen() {
  if (!usePosReady())
    return (
      <Center className={css.screen} style={{ position: 'fixed', inset: 0, zIndex: 150 }}>
        <Stack align="center">
          <Loader />
          <Text fw={600}>{LOADING_ORDER}</Text>
        </Stack>
      </Center>
    );
  return <PosFrame />;
}

function PosFrame() {
  const { draft } = usePosOrder();
  usePosKeys();
  useToastPlace('bottom-right');
  // The menu grid first; the ticket and the table actions a frame later (its empty column keeps the layout).
  const later = useAfterFirstPaint();
  return (
    <TableServiceProvider>
      <div className={css.screen} style={{ position: 'fixed', inset: 0, zIndex: 150 }} data-testid="pos" data-step={draft.step}>
        <PosHeader />
        <div className={css.body}>
          <PosMain />
          {later ? <PosSide /> : <aside className={css.side} />}
        </div>
      </div>
      {later && <ServiceDialogs />}
    </TableServiceProvider>
  );
}

/** The till's function keys: F2 search, F3 tables, F4 save, F8 pay, F9 print, F10 complete. */
function usePosKeys() {
  const { draft, update, searchRef, openTables } = usePosOrder();
  const commands = usePosCommands();
  usePosShortcuts({
    search: () => {
      if (draft.step !== 'menu') update((d) => ({ ...d, step: 'menu' }));
      requestAnimationFrame(() => searchRef.current?.focus());
    },
    tables: openTables,
    save: commands.onSave,
    pay: commands.onPay,
    print: commands.onPrint,
    complete: draft.step === 'payment' ? commands.onComplete : undefined,
  });
}
