import type { ReactNode } from 'react';
import { formatRupiah } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { KitchenLineMark } from '../../kitchen';
import type { DraftTotals, OrderDraft } from '../order-draft';
import { text } from '../orders.text';
import css from '../pos.module.css';
import tcss from '../till.module.css';
import { TicketLines, type TicketLinesProps } from './ticket-lines';

/** `editable`: lines can be changed (menu step of an order that is not closed). */
interface Props extends Pick<TicketLinesProps, 'editable' | 'noteChips' | 'onQty' | 'onNote' | 'onRemove' | 'optionsFor'> {
  draft: OrderDraft;
  totals: DraftTotals;
  head: ReactNode;
  actions: ReactNode;
}

/** The right-hand ticket: lines with their controls, then the totals of spec section 5. */
export function OrderTicket({ draft, totals, editable, noteChips, onQty, onNote, onRemove, optionsFor, head, actions }: Props) {
  const t = useT();
  return (
    <>
      <div className={css.ticketHead}>{head}</div>
      <div className={css.scroll} data-testid="order-lines">
        <TicketLines
          lines={draft.lines}
          lineNetto={totals.lineNetto}
          editable={editable}
          noteChips={noteChips}
          onQty={onQty}
          onNote={onNote}
          onRemove={onRemove}
          optionsFor={optionsFor}
          mark={
            draft.version === undefined
              ? undefined
              : (line) => <KitchenLineMark outletid={draft.outletid} orderkey={draft.orderkey} menuid={line.menuid} />
          }
        />
      </div>
      <div className={tcss.totals} data-testid="totals">
        {/* The parts of the total in two small columns; the total itself stays big. */}
        <div className={tcss.parts}>
          <Row label={t(text.subTotal)} value={formatRupiah(totals.subtotal)} />
          <Row label={t(text.discount)} value={formatRupiah(totals.discval)} />
          <Row label={`${t(text.service)} ${totals.servicepc}%`} value={formatRupiah(totals.serviceval)} />
          <Row label={`${t(text.pb1)} ${totals.pb1pc}%`} value={formatRupiah(totals.pb1val)} />
          <Row label={t(text.netto)} value={formatRupiah(totals.netto)} />
          {totals.paid > 0 && <Row label={t(text.paid)} value={formatRupiah(totals.paid)} testid="paid" />}
          {totals.paid > 0 && <Row label={t(text.change)} value={formatRupiah(totals.change)} testid="change" />}
        </div>
        <Row label={t(text.total)} value={formatRupiah(totals.total)} big testid="total" />
      </div>
      <div className={css.actions}>{actions}</div>
    </>
  );
}

function Row({ label, value, big, testid }: { label: string; value: string; big?: boolean; testid?: string }) {
  return (
    <div className={big ? tcss.grandTotal : tcss.part}>
      <span>{label}</span>
      <span data-testid={testid}>{value}</span>
    </div>
  );
}
