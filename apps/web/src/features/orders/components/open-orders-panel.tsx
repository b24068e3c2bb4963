import { Badge, Button, Drawer, Loader, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { minutesOpen, type OpenOrder } from '@saji/core';
import { IconCloudOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRupiah } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { prefetchDetail } from '../detail-prefetch';
import { isWaiting, matchesSearch, mergeOpenOrders, useWaitingOrders, type WaitingOrder } from '../offline-orders';
import { useOpenOrders } from '../till.api';
import css from '../till.module.css';
import { tillText } from '../till.text';

interface Props {
  opened: boolean;
  outletid: number;
  /** The signed-in cashier: whose outbox holds the orders not sent yet. */
  username: string;
  onClose(): void;
  /** Opens the order on the till, at its payment step. */
  onOpen(orderkey: string): void;
}

/** Where an open order is: its tables for dine-in, else the customer it is for (take-away often has none). */
function placeOf(o: OpenOrder): string {
  if (o.ordertype === 'DINE IN') return o.tablename ?? '–';
  return o.customernm ?? '';
}

const WAITING_TEXT = { open: tillText.waitingOpen, paid: tillText.waitingPaid, conflict: tillText.waitingConflict } as const;

/**
 * Every open order of the outlet, oldest first, found by number, table or customer; one tap opens it.
 * Above them, the orders this till took offline and has not sent yet (open or already paid), marked so:
 * the server's list cannot know them, and the cashier must still find them.
 */
export function OpenOrdersPanel({ opened, outletid, username, onClose, onOpen }: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const list = useOpenOrders(outletid, debounced, opened);
  const waiting = useWaitingOrders(username).filter((o) => o.outletid === outletid && matchesSearch(o, debounced));
  const rows = mergeOpenOrders(waiting, list.data);
  const now = new Date();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={460} zIndex={300} title={t(tillText.openOrders)}>
      <Stack gap="xs">
        <TextInput
          size="md"
          data-autofocus
          leftSection={<IconSearch size={18} />}
          placeholder={t(tillText.searchOrders)}
          aria-label={t(tillText.searchOrders)}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && rows[0]) onOpen(rows[0].orderkey);
          }}
        />
        {list.isPending && !rows.length && <Loader m="md" />}
        {!rows.length && !list.isPending && <Text c="dimmed">{t(tillText.noOpenOrders)}</Text>}
        <div className={css.openList} data-testid="open-orders">
          {rows.map((o) => (
            <button
              key={o.orderkey}
              type="button"
              className={css.openRow}
              data-orderkey={o.orderkey}
              data-waiting={isWaiting(o) ? o.state : undefined}
              onPointerDown={() => !isWaiting(o) && prefetchDetail(o.orderkey)}
              onClick={() => onOpen(o.orderkey)}
            >
              <span className={css.openPlace}>
                <Badge size="sm" variant="light" color={o.ordertype === 'DINE IN' ? 'blue' : o.ordertype === 'DELIVERY' ? 'grape' : 'teal'}>
                  {o.ordertype}
                </Badge>
                <span className={css.openName}>{placeOf(o)}</span>
              </span>
              <span className={css.openTotal}>{formatRupiah(o.total)}</span>
              <span className={css.openMeta}>{o.orderno}</span>
              {isWaiting(o) ? (
                <WaitingMark order={o} />
              ) : (
                <span className={css.openMeta}>{t(tillText.minutes, { n: minutesOpen(o.orderdate, now) })}</span>
              )}
            </button>
          ))}
        </div>
        {rows.length > 0 && (
          <Button variant="subtle" onClick={onClose}>
            {t('close')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}

/** Not sent yet, and where it stands: open, paid, or refused by the server (then the badge lists why). */
function WaitingMark({ order }: { order: WaitingOrder }) {
  const t = useT();
  return (
    <span className={css.openMeta}>
      <Tooltip label={order.conflict ?? t(tillText.notSentHelp)} multiline w={260} zIndex={400}>
        <Badge
          size="sm"
          variant="light"
          color={order.state === 'conflict' ? 'red' : 'orange'}
          leftSection={<IconCloudOff size={12} />}
          tt="none"
          data-testid="not-sent"
        >
          {t(tillText.notSent)} · {t(WAITING_TEXT[order.state])}
        </Badge>
      </Tooltip>
    </span>
  );
}
