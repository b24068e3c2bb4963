import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconArmchair, IconCashRegister, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import type { OrderDraft } from '../order-draft';
import { text } from '../orders.text';
import css from '../pos.module.css';
import type { Busy } from '../use-order-commands';
import { Kbd } from './kbd';

interface TicketHeadProps {
  draft: OrderDraft;
  viewOnly: boolean;
  onTables: () => void;
  /** The table-service menu of a saved open order. */
  service?: ReactNode;
}

/** The ticket's title: order number, where it is served, and the way to a table while it has none. */
export function TicketHead({ draft, viewOnly, onTables, service }: TicketHeadProps) {
  const t = useT();
  const step = draft.step;
  // A dine-in order starts without a table (spec: a new order opens at the menu); the ticket says so
  // loudly, since the save will send the cashier to the tables anyway.
  const needsTable = draft.ordertype === 'DINE IN' && draft.tables.length === 0 && !viewOnly;
  const where =
    draft.ordertype === 'DINE IN'
      ? `${draft.tables.map((tb) => tb.tablename).join(', ') || t(text.noTable)} · ${t(text.pax)} ${draft.pax || '–'}`
      : draft.ordertype === 'DELIVERY'
        ? `${draft.ordertype} · ${draft.delivery.customernm}`
        : draft.ordertype;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} truncate data-testid="ticket-title">
            {draft.orderno ? `${t(text.orderNo)} ${draft.orderno}` : t(text.newOrder)}
          </Text>
          <Text size="sm" c="dimmed" truncate data-testid="ticket-where">
            {where}
          </Text>
        </Stack>
        {draft.ordertype === 'DINE IN' && !needsTable && step === 'menu' && !viewOnly && (
          // The order number gives way (it truncates), never the button's label.
          <Button variant="default" size="md" leftSection={<IconPlus size={16} />} onClick={onTables} style={{ flexShrink: 0 }}>
            {t(text.addTable)}
          </Button>
        )}
      </Group>
      {service}
      {needsTable && step === 'menu' && (
        <Button size="lg" color="orange" fullWidth leftSection={<IconArmchair size={22} />} onClick={onTables} data-testid="choose-table">
          {t(text.chooseTable)}
        </Button>
      )}
    </Stack>
  );
}

export interface TicketActionsProps {
  step: OrderDraft['step'];
  busy: Busy;
  viewOnly: boolean;
  onSave: () => void;
  onPay: () => void;
  onPrint: () => void;
  onComplete: () => void;
  onCancelPayment: () => void;
  onDrawer: () => void;
}

/** The buttons under the ticket: save and pay while ordering; complete, cancel, print and drawer at payment. */
export function TicketActions({ step, busy, viewOnly, onSave, onPay, onPrint, onComplete, onCancelPayment, onDrawer }: TicketActionsProps) {
  const t = useT();
  const saving = busy !== null;
  if (step !== 'payment')
    return (
      <>
        <Button size="lg" variant="default" loading={busy === 'save'} disabled={saving} onClick={onSave}>
          {t(text.save)}
          <Kbd k="F4" />
        </Button>
        <Button size="lg" color="green" disabled={saving} onClick={onPay}>
          {t(text.pay)}
          <Kbd k="F8" />
        </Button>
        <Button size="md" variant="light" style={{ gridColumn: '1 / -1' }} disabled={saving} onClick={onPrint}>
          {t(text.print)}
          <Kbd k="F9" />
        </Button>
      </>
    );
  return (
    <>
      <Button
        size="lg"
        color="green"
        style={{ gridColumn: '1 / -1' }}
        loading={busy === 'pay'}
        // A completed order is only looked at: nothing to complete.
        disabled={viewOnly || (saving && busy !== 'pay')}
        onClick={onComplete}
      >
        {t(text.complete)}
        <Kbd k="F10" />
      </Button>
      <div className={css.actionRow}>
        <Button size="md" px="sm" variant="default" disabled={saving} onClick={onCancelPayment}>
          {viewOnly ? t(text.close) : t(text.cancelPayment)}
        </Button>
        <Button size="md" px="sm" variant="light" onClick={onPrint} loading={busy === 'print'}>
          {t(text.print)}
          <Kbd k="F9" />
        </Button>
        <ActionIcon size={42} variant="light" aria-label={t(text.drawer)} title={t(text.drawer)} onClick={onDrawer}>
          <IconCashRegister size={22} />
        </ActionIcon>
      </div>
    </>
  );
}
