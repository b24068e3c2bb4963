import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  COMPLETE_OK,
  canSeat,
  DEFAULT_CASH_CODE,
  DELIVERY_INVALID,
  FORM_INVALID,
  joinTables,
  LOADING_ORDER,
  MENU_MISSING,
  normalizePhone,
  type OrderType,
  PAX_MISSING,
  POSTING_OK,
  type Profile,
  paxOverCapacity,
  SAVE_REQUEST,
  SAVE_REQUEST_ERROR,
  settlePayment,
  TAKE_AWAY_SELECTED,
  UNPOSTING_OK,
  VIEW_ONLY_FEATURE,
  VIEW_ONLY_SAVE,
} from '@saji/core';
import { IconArmchair, IconBuildingStore, IconCashRegister, IconHome, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { useCan, useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify';
import { text as adminText } from '../order-admin/order-admin.text';
import { usePosting } from '../order-admin/order-admin-api';
import { DeliveryForm } from './components/delivery-form';
import { MenuGrid } from './components/menu-grid';
import { MoreMenu } from './components/more-menu';
import { OrderTicket } from './components/order-ticket';
import { PaxPanel } from './components/pax-panel';
import { PaymentPanel } from './components/payment-panel';
import { PrintJobsAlert } from './components/print-jobs-alert';
import { TableBoard } from './components/table-board';
import { clearDraft, loadDraft, storeDraft } from './draft-storage';
import * as D from './order-draft';
import { text } from './orders.text';
import css from './pos.module.css';
import {
  type OrderDetail,
  type PosMenu,
  paymentTypesQuery,
  posApi,
  posKeys,
  type TableCard,
  useOutletSettings,
  usePaymentTypes,
  usePosCategories,
  usePosMenus,
  useTableBoard,
} from './pos-api';
import { openReceiptWindow, receiptWidth } from './receipt-window';
import { boundToOutlet, rememberOutlet, terminalOutlet } from './terminal-outlet';
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

type Loaded = { state: 'ready'; draft: D.OrderDraft; restored: boolean } | { state: 'loading' };

function initialDraft(username: string, orderkey: string | undefined, outletid: number): Loaded {
  const loaded = loadDraft(username);
  // A draft kept before drafts named their outlet belongs to the terminal's.
  const stored = loaded && { ...loaded, outletid: loaded.outletid ?? outletid };
  if (orderkey)
    return stored?.orderkey === orderkey && stored.dirty ? { state: 'ready', draft: stored, restored: true } : { state: 'loading' };
  if (stored?.dirty) return { state: 'ready', draft: stored, restored: true };
  return { state: 'ready', draft: D.newDraft(outletid), restored: false };
}

function PosScreen({ profile, orderkey }: { profile: Profile; orderkey: string | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canTake = useCan('orders.take');
  const canPost = useCan('orders.post');
  const posting = usePosting();
  const location = useLocation();
  const username = profile.username;
  const bound = boundToOutlet(profile);
  // PosPage renders this only when the profile names an outlet.
  const [terminal, setTerminal] = useState(() => terminalOutlet(profile) as number);
  const [pickingOutlet, setPickingOutlet] = useState(false);

  const [loaded] = useState(() => initialDraft(username, orderkey, terminal));
  const [draft, setDraft] = useState<D.OrderDraft | null>(loaded.state === 'ready' ? loaded.draft : null);
  // Everything on the screen follows the order's outlet; while an order loads, the terminal's.
  const outletid = draft?.outletid ?? terminal;
  const [activeRow, setActiveRow] = useState<number | null>(null);
  const [busy, setBusy] = useState<'save' | 'pay' | 'print' | null>(null);
  const [lastDetail, setLastDetail] = useState<OrderDetail | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const board = useTableBoard(outletid);
  const menus = usePosMenus(outletid);
  const categories = usePosCategories();
  const paymentTypes = usePaymentTypes();
  const outlet = useOutletSettings(outletid);
  useTablePush(outletid, username);

  const types = paymentTypes.data ?? [];
  const cashCode = types.find((p) => p.iscash)?.codepayment ?? DEFAULT_CASH_CODE;
  const refreshTables = useCallback(() => queryClient.invalidateQueries({ queryKey: posKeys.tables(outletid) }), [queryClient, outletid]);
  // A save may have queued a kitchen ticket and a payment a receipt: their fate shows at once, not at the next poll.
  const refreshPrintJobs = useCallback(
    () => queryClient.invalidateQueries({ queryKey: posKeys.printJobs(outletid) }),
    [queryClient, outletid],
  );

  // Once per mount: the orderkey is this component's key, so a different order is a new mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount on purpose
  useEffect(() => {
    if (loaded.state === 'ready' && loaded.restored) notifyWarning(t(text.unsavedRestored));
    if (loaded.state !== 'loading' || !orderkey) return;
    let cancelled = false;
    Promise.all([posApi.detail(orderkey), queryClient.ensureQueryData(paymentTypesQuery)]).then(
      ([detail, loadedTypes]) => {
        if (cancelled) return;
        setLastDetail(detail);
        const opened = D.fromDetail(detail, 'payment');
        if (D.isClosed(opened) || opened.payments.length) return setDraft(opened);
        // An open order arrives at the payment step ready for the usual case: a cash row under the keypad.
        setDraft(D.addPayment(opened, loadedTypes.find((p) => p.iscash)?.codepayment ?? DEFAULT_CASH_CODE));
        setActiveRow(1);
      },
      (err) => {
        if (cancelled) return;
        notifyError(err);
        navigate('/pos', { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // Every change is on the device before anything else happens: a reload loses nothing.
  useEffect(() => {
    if (draft) storeDraft(username, draft);
  }, [draft, username]);

  const viewOnly = !canTake || (draft ? D.isClosed(draft) : false);
  const totals = useMemo(
    () => (draft ? D.draftTotals(draft, outlet.data?.servicepc ?? 0, outlet.data?.pb1pc ?? 0) : null),
    [draft, outlet.data?.servicepc, outlet.data?.pb1pc],
  );

  const update = useCallback((fn: (d: D.OrderDraft) => D.OrderDraft) => setDraft((d) => (d ? fn(d) : d)), []);
  const onAddMenu = useCallback((menu: PosMenu) => update((d) => D.addMenu(d, menu)), [update]);

  const startNew = useCallback(
    (outlet = terminal) => {
      clearDraft(username);
      setLastDetail(null);
      setActiveRow(null);
      // Leaving an opened order remounts the screen, which reads the terminal's outlet from storage.
      if (orderkey) navigate('/pos');
      else setDraft(D.newDraft(outlet));
    },
    [username, orderkey, navigate, terminal],
  );

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

  // ---- validation with the spec's messages -------------------------------------------------

  const orderProblem = (d: D.OrderDraft): { message: string; step?: D.PosStep } | null => {
    if (!d.pax || D.paxOf(d) < 1) return { message: PAX_MISSING, step: d.ordertype === 'DINE IN' ? 'table' : undefined };
    if (d.ordertype === 'DINE IN' && d.tables.length === 0) return { message: FORM_INVALID, step: 'table' };
    // A table taken away after the guests were counted can leave more guests than seats.
    if (d.ordertype === 'DINE IN' && !canSeat(D.paxOf(d), D.seatsOf(d))) {
      return { message: paxOverCapacity(D.paxOf(d), joinTables(d.tables).tablename, D.seatsOf(d)), step: 'table' };
    }
    if (d.ordertype === 'DELIVERY' && !deliveryComplete(d.delivery)) return { message: DELIVERY_INVALID, step: 'delivery' };
    if (d.lines.length === 0) return { message: MENU_MISSING, step: 'menu' };
    return null;
  };

  // ---- save, pay, print ----------------------------------------------------------------------

  /** Sends the draft; answers the stored order, or null when the save was refused (already shown). */
  const save = async (d: D.OrderDraft, nextStep: D.PosStep): Promise<OrderDetail | null> => {
    const problem = orderProblem(d);
    if (problem) {
      notifyError(problem.message);
      if (problem.step && problem.step !== d.step) update((x) => ({ ...x, step: problem.step as D.PosStep }));
      return null;
    }
    const payload = D.savePayload(d);
    setBusy('save');
    try {
      const detail = await posApi.save(payload);
      setLastDetail(detail);
      setDraft((current) => {
        if (!current) return current;
        const fresh = D.fromDetail(detail, nextStep);
        // Lines tapped while the save was on its way stay, marked unsaved, on top of the new version.
        const untouched = JSON.stringify(D.savePayload({ ...current, version: d.version })) === JSON.stringify(payload);
        return untouched
          ? { ...fresh, payments: current.payments }
          : { ...current, version: fresh.version, orderno: fresh.orderno, dirty: true };
      });
      refreshTables();
      refreshPrintJobs();
      return detail;
    } catch (err) {
      handleSaveError(err);
      return null;
    } finally {
      setBusy(null);
    }
  };

  const handleSaveError = (err: unknown) => {
    if (err instanceof ApiError && err.status === 409) {
      const fresh = (err.body as { details?: OrderDetail } | undefined)?.details;
      if (fresh && typeof fresh === 'object' && 'header' in fresh) {
        // Someone else changed the order: show theirs; nothing is overwritten silently.
        const detail = fresh;
        setLastDetail(detail);
        setDraft(D.fromDetail(detail, 'menu'));
        notifyError(`${err.message} — ${t(text.freshOrder)}`, { title: SAVE_REQUEST_ERROR });
      } else {
        notifyError(err.message || t(text.tableTaken), { title: SAVE_REQUEST_ERROR });
        refreshTables();
        update((x) => (D.isSaved(x) ? x : { ...x, tables: [], step: 'table' }));
      }
      return;
    }
    notifyError(err instanceof ApiError ? err : `${t(text.saveFailed)}: ${String((err as Error)?.message ?? err)}`, {
      title: SAVE_REQUEST_ERROR,
    });
  };

  const onSave = async () => {
    if (!draft || busy) return;
    if (viewOnly) return notifyError(VIEW_ONLY_SAVE);
    const detail = await save(draft, 'menu');
    if (!detail) return;
    notifySuccess(`${detail.header.orderno} · ${t(text.save)} OK`, SAVE_REQUEST);
    // The open order stays on its table; the terminal is free for the next guests.
    startNew();
  };

  const onPay = async () => {
    if (!draft || busy) return;
    if (viewOnly) return update((d) => ({ ...d, step: 'payment' }));
    if (!draft.dirty && D.isSaved(draft) && draft.lines.length) return toPayment();
    const detail = await save(draft, 'payment');
    if (detail) toPayment();
  };

  /** The payment step starts with an empty cash row under the amount keypad, the most common case. */
  const toPayment = () => {
    const fresh = draft?.payments.length === 0;
    update((d) => ({ ...(d.payments.length ? d : D.addPayment(d, cashCode)), step: 'payment' }));
    setActiveRow(fresh ? 1 : null);
  };

  const onComplete = async () => {
    if (!draft || !totals || busy) return;
    if (viewOnly) return notifyError(VIEW_ONLY_SAVE);
    const entries = D.paymentEntries(draft, types);
    const settled = settlePayment({ total: totals.total, payments: entries, cashCode });
    if (!settled.ok) return notifyError(settled.message);
    if (draft.dirty && !(await save(draft, 'payment'))) return;
    setBusy('pay');
    try {
      const detail = await posApi.pay({
        orderkey: draft.orderkey,
        payments: draft.payments.map((p) => ({
          codepayment: p.codepayment,
          paymentamount: p.amount || '0',
          paymentnote: p.paymentnote || undefined,
        })),
      });
      clearDraft(username);
      notifySuccess(COMPLETE_OK, SAVE_REQUEST);
      refreshTables();
      refreshPrintJobs();
      await printAfterPayment(
        detail,
        entries.some((e) => e.iscash && e.paymentamount > 0),
      );
      startNew();
    } catch (err) {
      handleSaveError(err);
    } finally {
      setBusy(null);
    }
  };

  const printAfterPayment = async (detail: OrderDetail, cashTendered: boolean) => {
    if (!outlet.data?.posprinter) {
      if (outlet.data) openReceiptWindow(detail, outlet.data, profile.name, profile.timezone);
      return;
    }
    try {
      await posApi.printReceipt(detail.header.orderkey, receiptWidth());
      if (cashTendered) await posApi.openDrawer(detail.header.orderkey);
    } catch (err) {
      // The sale is done; the failed job shows in the print bar with a Reprint button.
      notifyError(err, { long: true });
    }
  };

  const onPrint = async () => {
    if (!draft || busy) return;
    if (viewOnly) return notifyError(VIEW_ONLY_FEATURE);
    let detail = lastDetail;
    if (draft.dirty || !D.isSaved(draft)) detail = await save(draft, draft.step);
    if (!detail) return;
    if (!outlet.data?.posprinter) {
      if (outlet.data) openReceiptWindow(detail, outlet.data, profile.name, profile.timezone);
      return;
    }
    setBusy('print');
    try {
      await posApi.printReceipt(draft.orderkey, receiptWidth());
    } catch (err) {
      notifyError(err, { long: true });
    } finally {
      setBusy(null);
    }
  };

  const onDrawer = async () => {
    if (!draft) return;
    if (viewOnly || !D.isSaved(draft)) return notifyError(VIEW_ONLY_FEATURE);
    try {
      await posApi.openDrawer(draft.orderkey);
    } catch (err) {
      notifyError(err, { long: true });
    }
  };

  /** Spec 2.1: the form posts a completed order to accounting (or takes it back), then returns whence it came. */
  const onPosting = () => {
    if (!draft) return;
    const post = draft.posting !== 1;
    const orderno = draft.orderno ?? '';
    modals.openConfirmModal({
      title: t(post ? adminText.postingTitle : adminText.unpostingTitle),
      children: <Text size="sm">{t(post ? adminText.postingBody : adminText.unpostingBody, { orderno })}</Text>,
      labels: { confirm: t(adminText.confirm), cancel: t('cancel') },
      confirmProps: { size: 'md' },
      cancelProps: { size: 'md' },
      centered: true,
      zIndex: 400,
      onConfirm: () =>
        posting.mutate(
          { orderkey: draft.orderkey, post },
          {
            onSuccess: () => {
              notifySuccess(post ? POSTING_OK : UNPOSTING_OK);
              if (location.key !== 'default') navigate(-1);
              else startNew();
            },
            onError: (err) => notifyError(err, { long: true }),
          },
        ),
    });
  };

  const onKitchenReprint = async () => {
    if (!draft) return;
    try {
      await posApi.printKitchen(draft.orderkey, true);
      notifySuccess(t(text.kitchenSent));
    } catch (err) {
      notifyError(err, { long: true });
    }
  };

  // ---- tables and order type ----------------------------------------------------------------

  const onPickTable = (card: TableCard) => {
    if (!draft) return;
    const joining = draft.tables.length > 0 && !D.isClosed(draft);
    if (card.orderkey && card.orderkey !== draft.orderkey) {
      if (joining) return notifyError(t(text.tableTaken));
      // A table with an open order opens that order.
      return leaveDraft(() => {
        clearDraft(username);
        navigate(`/pos/${card.orderkey}`);
      });
    }
    if (!draft.pax || D.paxOf(draft) < 1) return notifyError(PAX_MISSING);
    const base = D.isClosed(draft) ? { ...D.newDraft(outletid), pax: draft.pax } : draft;
    const picked = D.pickTable(base, card);
    if (!picked.ok) return notifyError(picked.message);
    setDraft(picked.draft);
  };

  const onOrderType = (type: OrderType) => {
    if (!draft || viewOnly) return;
    if (type === 'TAKE AWAY') {
      update(D.chooseTakeAway);
      notifyWarning(TAKE_AWAY_SELECTED);
    } else if (type === 'DELIVERY') update(D.chooseDelivery);
    else update(D.chooseDineIn);
  };

  /** An admin moves the terminal to another outlet: a new order there, the unsaved one only after asking. */
  const onPickOutlet = (picked: number) => {
    if (picked === outletid && picked === terminal) return;
    leaveDraft(() => {
      rememberOutlet(username, picked);
      setTerminal(picked);
      startNew(picked);
    });
  };

  const onDeliveryNext = () => {
    if (!draft) return;
    if (!deliveryComplete(draft.delivery)) return notifyError(DELIVERY_INVALID);
    update((d) => ({ ...d, delivery: { ...d.delivery, PhoneNo: normalizePhone(d.delivery.PhoneNo) as string }, step: 'menu' }));
  };

  // ---- keyboard -----------------------------------------------------------------------------

  const openTables = () => update((d) => ({ ...d, step: 'table' }));
  const focusSearch = () => {
    if (draft?.step !== 'menu') update((d) => ({ ...d, step: 'menu' }));
    requestAnimationFrame(() => searchRef.current?.focus());
  };
  /** The shortcut keys shown on the buttons; a ref so the listener always sees the current draft. */
  const shortcut = useRef<(key: string) => boolean>(() => false);
  shortcut.current = (key) => {
    const action = (
      {
        F2: focusSearch,
        F3: openTables,
        F4: onSave,
        F8: onPay,
        F9: onPrint,
        F10: draft?.step === 'payment' ? onComplete : undefined,
      } as Record<string, (() => unknown) | undefined>
    )[key];
    action?.();
    return !!action;
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (shortcut.current(e.key)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // ---- render -------------------------------------------------------------------------------

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
  const kbd = (k: string) => <span className={css.kbd}>{k}</span>;
  const saving = busy !== null;

  // A dine-in order starts without a table (spec: a new order opens at the menu); the ticket says so
  // loudly, since the save will send the cashier to the tables anyway.
  const needsTable = draft.ordertype === 'DINE IN' && draft.tables.length === 0 && !viewOnly;
  const ticketHead = (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} truncate data-testid="ticket-title">
            {draft.orderno ? `${t(text.orderNo)} ${draft.orderno}` : t(text.newOrder)}
          </Text>
          <Text size="sm" c="dimmed" truncate data-testid="ticket-where">
            {draft.ordertype === 'DINE IN'
              ? `${draft.tables.map((tb) => tb.tablename).join(', ') || t(text.noTable)} · ${t(text.pax)} ${draft.pax || '–'}`
              : draft.ordertype === 'DELIVERY'
                ? `${draft.ordertype} · ${draft.delivery.customernm}`
                : draft.ordertype}
          </Text>
        </Stack>
        {draft.ordertype === 'DINE IN' && !needsTable && step === 'menu' && !viewOnly && (
          <Button variant="default" size="md" leftSection={<IconPlus size={16} />} onClick={openTables}>
            {t(text.addTable)}
          </Button>
        )}
      </Group>
      {needsTable && step === 'menu' && (
        <Button size="lg" color="orange" fullWidth leftSection={<IconArmchair size={22} />} onClick={openTables} data-testid="choose-table">
          {t(text.chooseTable)}
        </Button>
      )}
    </Stack>
  );

  let actions: ReactNode;
  if (step === 'payment') {
    actions = (
      <>
        <Button
          size="lg"
          color="green"
          style={{ gridColumn: '1 / -1' }}
          loading={busy === 'pay'}
          disabled={saving && busy !== 'pay'}
          onClick={onComplete}
        >
          {t(text.complete)}
          {kbd('F10')}
        </Button>
        <div className={css.actionRow}>
          <Button size="md" px="sm" variant="default" disabled={saving} onClick={() => (viewOnly ? startNew() : update(D.cancelPayment))}>
            {viewOnly ? t(text.close) : t(text.cancelPayment)}
          </Button>
          <Button size="md" px="sm" variant="light" onClick={onPrint} loading={busy === 'print'}>
            {t(text.print)}
            {kbd('F9')}
          </Button>
          <ActionIcon size={42} variant="light" aria-label={t(text.drawer)} title={t(text.drawer)} onClick={onDrawer}>
            <IconCashRegister size={22} />
          </ActionIcon>
        </div>
      </>
    );
  } else {
    actions = (
      <>
        <Button size="lg" variant="default" loading={busy === 'save'} disabled={saving} onClick={onSave}>
          {t(text.save)}
          {kbd('F4')}
        </Button>
        <Button size="lg" color="green" disabled={saving} onClick={onPay}>
          {t(text.pay)}
          {kbd('F8')}
        </Button>
        <Button size="md" variant="light" style={{ gridColumn: '1 / -1' }} disabled={saving} onClick={onPrint}>
          {t(text.print)}
          {kbd('F9')}
        </Button>
      </>
    );
  }

  return (
    <div className={css.screen} style={{ position: 'fixed', inset: 0, zIndex: 150 }} data-testid="pos" data-step={step}>
      <header className={css.topbar}>
        <SegmentedControl
          size="md"
          value={draft.ordertype}
          disabled={viewOnly || D.isSaved(draft)}
          onChange={(v) => onOrderType(v as OrderType)}
          data={[
            { value: 'DINE IN', label: t(text.dineIn) },
            { value: 'TAKE AWAY', label: t(text.takeAway) },
            { value: 'DELIVERY', label: t(text.delivery) },
          ]}
        />
        <div className={css.topinfo}>
          {viewOnly && (
            <Badge color="gray" size="lg" mr={6} data-testid="view-only">
              {t(text.viewOnly)}
            </Badge>
          )}
          {draft.dirty && D.isSaved(draft) && (
            <Badge color="orange" size="lg" variant="light">
              {t(text.unsaved)}
            </Badge>
          )}
        </div>
        {!bound && (
          <Button
            size="md"
            variant="default"
            px="sm"
            maw={190}
            leftSection={<IconBuildingStore size={18} />}
            title={t(text.outlet)}
            data-testid="pos-outlet"
            onClick={() => setPickingOutlet(true)}
          >
            <Text span truncate fw={600}>
              {outlet.data?.outletname ?? t(text.outlet)}
            </Text>
          </Button>
        )}
        <Button size="md" variant={step === 'table' ? 'filled' : 'default'} leftSection={<IconArmchair size={18} />} onClick={openTables}>
          {t(text.tables)}
          {kbd('F3')}
        </Button>
        <Button size="md" variant="default" onClick={() => leaveDraft(() => startNew())}>
          {t(text.newOrder)}
        </Button>
        <MoreMenu
          onKitchenReprint={outlet.data?.kitchenorder === '1' && D.isSaved(draft) && !draft.isvoid ? onKitchenReprint : undefined}
          posting={
            canPost && D.isSaved(draft)
              ? { label: draft.posting === 1 ? t(adminText.unpostingTitle) : t(adminText.postingTitle), onClick: onPosting }
              : undefined
          }
        />
        <Button size="md" variant="subtle" aria-label={t(text.home)} onClick={() => navigate('/')}>
          <IconHome size={20} />
        </Button>
      </header>
      <div className={css.body}>
        <main className={css.main}>
          <PrintJobsAlert outletid={outletid} />
          {step === 'table' && (
            <TableBoard
              positions={board.data}
              loading={board.isPending}
              pickedIds={draft.tables.map((tb) => tb.tableid)}
              onPick={onPickTable}
            />
          )}
          {step === 'delivery' && (
            <div className={css.scroll}>
              <DeliveryForm
                value={draft.delivery}
                readOnly={viewOnly}
                onChange={(delivery) => update((d) => ({ ...d, delivery, dirty: true }))}
                onNext={onDeliveryNext}
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
              onAdd={viewOnly ? noop : onAddMenu}
            />
          )}
          {step === 'payment' && (
            <PaymentPanel
              payments={draft.payments}
              types={types}
              totals={totals}
              activeRow={activeRow}
              readOnly={viewOnly}
              onActivate={setActiveRow}
              onAdd={(code) => {
                const due = Math.max(0, totals.total - totals.paid);
                const next = D.addPayment(draft, code, due ? String(due) : '');
                setDraft(next);
                setActiveRow(next.payments[next.payments.length - 1].rowid);
              }}
              onChange={(rowid, patch) => update((d) => D.updatePayment(d, rowid, patch))}
              onRemove={(rowid) => update((d) => D.removePayment(d, rowid))}
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
              head={ticketHead}
              actions={actions}
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

function deliveryComplete(d: D.DeliveryInfo): boolean {
  return !!(normalizePhone(d.PhoneNo) && d.customernm.trim() && d.DeliveryAddr.trim() && d.deliverby.trim());
}
