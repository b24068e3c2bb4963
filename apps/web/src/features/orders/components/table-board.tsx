import { Loader } from '@mantine/core';
import type { TableGroup } from '@saji/core';
import { remainingMinutes, tableStatus } from '@saji/core';
import { memo, useEffect, useState } from 'react';
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
}

export function TableBoard({ positions, loading, pickedIds, onPick }: Props) {
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
            <TableCardButton key={card.tableid} card={card} now={now} picked={pickedIds.includes(card.tableid)} onPick={onPick} />
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
}: {
  card: TableCard;
  now: number;
  picked: boolean;
  onPick(card: TableCard): void;
}) {
  const t = useT();
  const status = card.endtime ? tableStatus(card.endtime, now) : null;
  const left = card.endtime ? remainingMinutes(card.endtime, now) : null;
  return (
    <button
      type="button"
      className={css.tableCard}
      data-status={status ?? ''}
      data-picked={picked}
      data-testid={`table-${card.tablename}`}
      onClick={() => onPick(card)}
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
