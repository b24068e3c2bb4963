import { Loader } from '@mantine/core';
import type { TableGroup } from '@saji/core';
import { remainingMinutes, tableStatus } from '@saji/core';
import { memo, useEffect, useRef, useState } from 'react';
import { formatAmount } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { KitchenReadyMark } from '../../kitchen';
import type { TableCard } from '../orders.api';
import { text } from '../orders.text';
import css from '../pos.module.css';

/** Re-reads the clock every 30 s so remaining minutes and colours move between server refreshes. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

interface Props {
  positions: TableGroup[] | undefined;
  loading: boolean;
  pickedIds: readonly number[];
  onPick(card: TableCard): void;
  /** A table with an order held down (or its context menu): the order's table-service actions. */
  onHold?(card: TableCard): void;
}

export function TableBoard({ positions, loading, pickedIds, onPick, onHold }: Props) {
  const t = useT();
  const now = useNow();
  const [tab, setTab] = useState<string | null>(null);
  const groups = positions ?? [];
  const active = groups.find((g) => g.tableposcode === tab) ?? groups[0];

  if (loading && !positions) return <Loader m="xl" />;
  return (
    <>
      <div className={css.tabs} role="tablist" aria-label={t(text.tables)}>
        {groups.map((g) => (
          <button
            key={g.tableposcode}
            type="button"
            role="tab"
            className={css.tab}
            aria-selected={g === active}
            onClick={() => setTab(g.tableposcode)}
          >
            {g.tableposname} ({g.tables.filter((c) => c.orderkey).length}/{g.tables.length})
          </button>
        ))}
      </div>
      <div className={css.scroll}>
        <div className={css.tableGrid} role="tabpanel">
          {active?.tables.map((card) => (
            <TableCardButton
              key={card.tableid}
              card={card}
              now={now}
              picked={pickedIds.includes(card.tableid)}
              onPick={onPick}
              onHold={onHold}
            />
          ))}
        </div>
      </div>
    </>
  );
}

const TableCardButton = memo(function TableCardButton({
  card,
  now,
  picked,
  onPick,
  onHold,
}: {
  card: TableCard;
  now: number;
  picked: boolean;
  onPick(card: TableCard): void;
  onHold?(card: TableCard): void;
}) {
  const t = useT();
  const { held, ...press } = useLongPress(card.orderkey && onHold ? () => onHold(card) : undefined);
  const status = card.endtime ? tableStatus(card.endtime, now) : null;
  const left = card.endtime ? remainingMinutes(card.endtime, now) : null;
  return (
    <button
      type="button"
      className={css.tableCard}
      data-status={status ?? ''}
      data-picked={picked}
      data-testid={`table-${card.tablename}`}
      {...press}
      onClick={() => {
        if (!held()) onPick(card);
      }}
    >
      <span className={css.tableName}>{card.tablename}</span>
      <span className={css.muted}>
        {card.tablecapacity} {t(text.seats)}
      </span>
      {card.orderkey ? (
        <>
          <span className={css.tableOrder}>{card.orderno}</span>
          <span className={css.tableOrder}>
            {card.pax} {t(text.pax)} · {formatAmount(card.total ?? 0)}
          </span>
        </>
      ) : (
        <span className={css.tableOrder}>{t(text.noOrder)}</span>
      )}
      {card.orderkey && <KitchenReadyMark outletid={card.outletid} orderkey={card.orderkey} />}
      {left !== null && <span className={css.tableTime}>{left > 0 ? t(text.minutesLeft, { n: left }) : t(text.timeUp)}</span>}
    </button>
  );
});

/** How long a finger rests on a table before its actions open instead of the tap. */
const HOLD_MS = 550;

/**
 * A long press (or the context menu a long touch or a right click opens) calls `onHold`; the tap that
 * ends it is then swallowed, so holding a table never also opens its order.
 */
function useLongPress(onHold: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fired = useRef(false);
  const stop = () => clearTimeout(timer.current);
  const fire = () => {
    stop();
    fired.current = true;
    onHold?.();
  };
  return {
    onPointerDown: () => {
      fired.current = false;
      if (onHold) timer.current = setTimeout(fire, HOLD_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onContextMenu: (e: { preventDefault(): void }) => {
      if (!onHold) return;
      e.preventDefault();
      if (!fired.current) fire();
    },
    held: () => {
      const was = fired.current;
      fired.current = false;
      return was;
    },
  };
}
