import { type OrderDetail, type OrderPaymentInput, type OrderSaveInput, PAYMENT_NOT_ENOUGH } from '@saji/core';
import { api } from '../api';
import type { OutboxCommand } from './outbox';

/**
 * What the cashier may do about a command the server refused, besides sending it again once the
 * cause is fixed: the order is never dropped, and what the guest paid is always sent.
 * - table: the table was taken meanwhile by another terminal; send the order as a take-away.
 * - menu: a menu was removed meanwhile; send the order without that line.
 * - price: the price changed meanwhile and the payment no longer covers the server's total; send the
 *   payment with the difference added to its first row (the cashier collects it, or a manager
 *   corrects the order's price afterwards).
 */
export type ConflictFix = 'table' | 'menu' | 'price';

export function fixOf(c: OutboxCommand): ConflictFix | null {
  if (!c.conflict) return null;
  if (c.kind === 'pay') return c.conflict === PAYMENT_NOT_ENOUGH ? 'price' : null;
  if (c.conflictField === 'tableids') return 'table';
  if (lineOf(c) !== null) return 'menu';
  return null;
}

/** The line the server refused (its field lines.N.menuid), if that is what it named. */
function lineOf(c: OutboxCommand): number | null {
  const m = /^lines\.(\d+)\.menuid$/.exec(c.conflictField ?? '');
  return m ? Number(m[1]) : null;
}

export const asTakeAway = (body: OrderSaveInput): OrderSaveInput => ({ ...body, ordertype: 'TAKE AWAY', tableids: [] });

export const withoutLine = (body: OrderSaveInput, index: number): OrderSaveInput => ({
  ...body,
  lines: body.lines.filter((_, i) => i !== index),
});

/** The payment raised by what it lacks of the server's total, on its first row. */
export function covering(body: OrderPaymentInput, total: number): OrderPaymentInput {
  const paid = body.payments.reduce((s, p) => s + Number(p.paymentamount), 0);
  if (paid >= total || !body.payments.length) return body;
  const [first, ...rest] = body.payments;
  return { ...body, payments: [{ ...first, paymentamount: Number(first.paymentamount) + total - paid }, ...rest] };
}

/** The corrected body for a fix; the price fix reads the order's total as the server computed it. */
export async function fixedBody(c: OutboxCommand): Promise<unknown> {
  const fix = fixOf(c);
  if (fix === 'table') return asTakeAway(c.body as OrderSaveInput);
  if (fix === 'menu') return withoutLine(c.body as OrderSaveInput, lineOf(c) as number);
  if (fix === 'price') {
    const detail = await api.get<OrderDetail>(`/api/restoorderho/detail/${encodeURIComponent(c.orderkey)}`);
    return covering(c.body as OrderPaymentInput, detail.header.total);
  }
  return c.body;
}
