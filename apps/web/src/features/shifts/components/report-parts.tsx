import { Table, Text } from '@mantine/core';
import type { ShiftDetail } from '@saji/core';
import type { ReactNode } from 'react';
import { formatDateTime, formatPayment, formatRupiah } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { text } from '../shifts.text';

/** A titled two-column table of labels and amounts, as the printed report has them. */
export function Figures({ title, rows, testid }: { title: string; rows: [string, ReactNode][]; testid?: string }) {
  return (
    <div data-testid={testid}>
      <Text fw={700} size="sm" mb={4}>
        {title}
      </Text>
      <Table withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{typeof value === 'number' ? formatRupiah(value) : value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The sales, discounts by campaign, voids and cancels of a shift. */
export function SalesFigures({ detail }: { detail: ShiftDetail }) {
  const t = useT();
  const { sales, voids, cancels } = detail;
  const counted = (n: number, amount: number) => `${n} × · ${formatRupiah(amount)}`;
  return (
    <Figures
      title={t(text.sales)}
      testid="sales"
      rows={[
        [t(text.orders), String(sales.count)],
        [t(text.gross), sales.gross],
        ...detail.discounts.map((d): [string, ReactNode] => [`${t(text.discount)} ${d.campaignname}`, out(d.amount)]),
        [t(text.netto), sales.netto],
        [t(text.service), sales.service],
        [t(text.pb1), sales.pb1],
        [t(text.total), <b key="total">{formatRupiah(sales.total)}</b>],
        [t(text.voids), counted(voids.count, voids.amount)],
        [t(text.cancels), counted(cancels.count, cancels.amount)],
        [t(text.firstLast), `${detail.firstorderno ?? '–'} – ${detail.lastorderno ?? '–'}`],
      ]}
    />
  );
}

/** What leaves the drawer, shown negative (and 0 as 0, never -0). */
const out = (amount: number) => (amount ? -amount : 0);

/** How the expected cash is made, and the cash moved in and out with its reasons. */
export function DrawerFigures({ detail }: { detail: ShiftDetail }) {
  const t = useT();
  const { drawer, movements, denominations } = detail;
  return (
    <>
      {drawer && (
        <Figures
          title={t(text.drawer)}
          testid="drawer"
          rows={[
            [t(text.float), drawer.openingfloat],
            [t(text.cashSales), drawer.cashsales],
            [t(text.changeGiven), out(drawer.changegiven)],
            [t(text.cashIn), drawer.cashin],
            [t(text.cashOut), out(drawer.cashout)],
            [t(text.expected), <b key="expected">{formatRupiah(drawer.expected)}</b>],
          ]}
        />
      )}
      {movements.length > 0 && (
        <Figures
          title={t(text.movements)}
          testid="movements"
          rows={movements.map((m) => [`${formatDateTime(m.createtime)} · ${m.reason} · ${m.createby}`, m.amount])}
        />
      )}
      {denominations.some((d) => d.count > 0) && (
        <Figures
          title={t(text.counted)}
          rows={denominations
            .filter((d) => d.count > 0)
            .map((d) => [`${d.count} × Rp ${formatPayment(d.denomination)} ${t(d.kind === 'note' ? text.notes : text.coins)}`, d.amount])}
        />
      )}
    </>
  );
}
