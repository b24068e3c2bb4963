import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatAmount, formatPayment } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type { DraftTotals, OrderDraft } from '../order-draft';
import { text } from '../orders.text';
import css from '../pos.module.css';

interface Props {
  draft: OrderDraft;
  totals: DraftTotals;
  /** Lines can be changed (menu step of an order that is not closed). */
  editable: boolean;
  onQty(index: number, qty: number): void;
  onRemove(index: number): void;
  head: ReactNode;
  actions: ReactNode;
}

/** The right-hand ticket: lines with their controls, then the totals of spec section 5. */
export function OrderTicket({ draft, totals, editable, onQty, onRemove, head, actions }: Props) {
  const t = useT();
  return (
    <>
      <div className={css.ticketHead}>{head}</div>
      <div className={css.scroll} data-testid="order-lines">
        {draft.lines.length === 0 && <div className={`${css.muted} ${css.line}`}>{t(text.noLines)}</div>}
        {draft.lines.map((line, i) => (
          <div
            key={`${line.free ? 'free-' : ''}${line.menuid}`}
            className={css.line}
            data-testid="order-line"
            data-free={line.free || undefined}
          >
            <div className={css.lineRow}>
              <div className={css.lineName}>
                {line.menuname}
                {line.menusize ? <span className={css.muted}> · {line.menusize}</span> : null}
              </div>
              <div className={css.lineAmount} data-testid="line-amount">
                {formatAmount(totals.lineNetto[i] ?? 0)}
              </div>
            </div>
            <div className={css.lineRow}>
              <div className={css.muted}>
                {formatAmount(line.hargajual)}
                {line.free ? ` · ${t(text.free)}` : line.discpc > 0 ? ` · disc ${line.discpc}%` : ''}
                {line.promo ? ` · ${line.promo}` : ''}
              </div>
              <div className={css.lineControls}>
                {editable && !line.free ? (
                  <>
                    <button
                      type="button"
                      className={css.qtyBtn}
                      aria-label={`- ${line.menuname}`}
                      disabled={line.qty <= 1}
                      onClick={() => onQty(i, line.qty - 1)}
                    >
                      −
                    </button>
                    <span className={css.qty} data-testid="line-qty">
                      {line.qty}
                    </span>
                    <button type="button" className={css.qtyBtn} aria-label={`+ ${line.menuname}`} onClick={() => onQty(i, line.qty + 1)}>
                      +
                    </button>
                    <ActionIcon
                      size={44}
                      ml={4}
                      variant="light"
                      color="red"
                      aria-label={`${t('delete')} ${line.menuname}`}
                      onClick={() => onRemove(i)}
                    >
                      <IconTrash size={20} />
                    </ActionIcon>
                  </>
                ) : (
                  <span className={css.qty} data-testid="line-qty">
                    × {line.qty}
                  </span>
                )}
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className={css.totals} data-testid="totals">
        <Row label={t(text.subTotal)} value={formatAmount(totals.subtotal)} />
        <Row label={t(text.discount)} value={formatAmount(totals.discval)} />
        <Row label={t(text.netto)} value={formatAmount(totals.netto)} />
        <Row label={`${t(text.service)} ${totals.servicepc}%`} value={formatAmount(totals.serviceval)} />
        <Row label={`${t(text.pb1)} ${totals.pb1pc}%`} value={formatAmount(totals.pb1val)} />
        <Row label={t(text.total)} value={formatAmount(totals.total)} big testid="total" />
        <Row label={t(text.paid)} value={formatPayment(totals.paid)} testid="paid" />
        <Row label={t(text.change)} value={formatPayment(totals.change)} testid="change" />
      </div>
      <div className={css.actions}>{actions}</div>
    </>
  );
}

function Row({ label, value, big, testid }: { label: string; value: string; big?: boolean; testid?: string }) {
  return (
    <div className={`${css.totalRow} ${big ? css.grandTotal : ''}`}>
      <span>{label}</span>
      <span data-testid={testid}>{value}</span>
    </div>
  );
}
