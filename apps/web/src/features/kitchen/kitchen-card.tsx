import { ageLevel, type KitchenCard as Card, type KitchenCardItem, kitchenDestination, minutesSince } from '@saji/core';
import { memo } from 'react';
import { useLang, useT } from '../../lib/i18n';
import css from './kitchen.module.css';
import { text } from './kitchen.text';
import { VOID_LINGER_MS } from './use-void-leaving';

interface Props {
  card: Card;
  /** 1-9 for the bump bar's keys, else 0. */
  index: number;
  selected: boolean;
  now: number;
  warnminutes: number;
  lateminutes: number;
  onBump: (ids: number[]) => void;
  /** Seconds until a voided card bumps itself (use-void-leaving.ts); undefined for other cards. */
  leavesIn?: number;
}

const itemName = (i: KitchenCardItem) => [i.menuname, i.menusize].filter(Boolean).join(' ');

/** One kitchen card: where it goes, how long it has waited (coloured at the outlet's thresholds), its items. */
export const KitchenCardView = memo(function KitchenCardView({
  card,
  index,
  selected,
  now,
  warnminutes,
  lateminutes,
  onBump,
  leavesIn,
}: Props) {
  const t = useT();
  const lang = useLang();
  const minutes = minutesSince(card.sentat, now);
  const level = ageLevel(minutes, warnminutes, lateminutes);
  const open = card.items.filter((i) => !i.bumpedat).map((i) => i.kitchenjobid);
  const classes = [css.card, level !== 'ok' && css[level], selected && css.selected, card.isvoid === '1' && css.cardVoid];
  return (
    <article className={classes.filter(Boolean).join(' ')} data-testid="kitchen-card" data-orderkey={card.orderkey} data-batch={card.batch}>
      <header className={css.head}>
        <div className={css.headrow}>
          {index > 0 && <span className={css.index}>{index}</span>}
          <span className={css.where}>{kitchenDestination(card, lang)}</span>
          {card.batch !== 'NEW' && (
            <span className={`${css.mark} ${card.batch === 'VOID' ? css.markVOID : ''}`}>{t(text[card.batch])}</span>
          )}
        </div>
        <div className={css.headrow}>
          <span>{card.orderno.slice(-6)}</span>
          <span>{t(text.pax, { pax: card.pax })}</span>
          <span data-testid="kitchen-age">{t(text.minutes, { n: minutes })}</span>
        </div>
        <div className={css.headrow}>
          <span>{card.cashier}</span>
          {card.isvoid === '1' && <strong>{t(text.orderVoid)}</strong>}
        </div>
      </header>
      {leavesIn !== undefined && (
        <div className={css.leaving} data-testid="kitchen-leaving">
          {t(text.leavesIn, { n: leavesIn })}
          <span className={css.leavingBar} style={{ width: `${(leavesIn / (VOID_LINGER_MS / 1000)) * 100}%` }} />
        </div>
      )}
      <ul className={css.items}>
        {card.items.map((i) => (
          <li key={i.kitchenjobid}>
            <button
              type="button"
              className={`${css.item} ${i.batch === 'VOID' ? css.void : i.bumpedat ? css.done : ''}`}
              onClick={() => !i.bumpedat && onBump([i.kitchenjobid])}
              data-testid="kitchen-item"
              data-batch={i.batch}
            >
              {i.batch === 'VOID' ? 'VOID ' : ''}
              {i.qty} × {itemName(i)}
              {i.modifiers.map((m) => (
                <span key={m} className={css.modifier}>
                  + {m}
                </span>
              ))}
              {i.linenote && <span className={css.note}>» {i.linenote}</span>}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={css.bump} onClick={() => onBump(open)} data-testid="kitchen-bump">
        {t(text.bump)}
      </button>
    </article>
  );
});
