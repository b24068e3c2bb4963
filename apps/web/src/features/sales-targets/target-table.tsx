import { Table } from '@mantine/core';
import type { TargetRow, TargetYearInfo } from '@saji/core';
import { useT } from '../../lib/i18n';
import { text } from './sales-targets.text';
import { InMillions, MillionsCell, stickyOutlet } from './table-parts';

/** The year's targets, read-only: an outlet a row, the twelve months from the fiscal start, the total, and the totals row. */
export function TargetTable({ rows, info }: { rows: TargetRow[]; info: TargetYearInfo }) {
  const t = useT();
  const body = rows.filter((r) => r.kelas !== 'total');
  const total = rows.find((r) => r.kelas === 'total');
  return (
    <Table.ScrollContainer minWidth={900}>
      <InMillions />
      <Table striped withTableBorder withColumnBorders highlightOnHover data-testid="target-table" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={stickyOutlet}>{t(text.outlet)}</Table.Th>
            {info.months.map((m) => (
              <Table.Th key={m.key} ta="right">
                {m.label}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t(text.total)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {body.map((r) => (
            <Table.Tr key={r.outletid ?? 'total'} c={r.kelas === 'inactive' ? 'dimmed' : undefined}>
              <Table.Td style={stickyOutlet}>{r.outletname}</Table.Td>
              {info.months.map((m) => (
                <MillionsCell key={m.key} value={r[m.key]} />
              ))}
              <MillionsCell value={r.budget} fw={600} data-testid="row-total" />
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td style={stickyOutlet}>{t(text.grandTotal)}</Table.Td>
              {info.months.map((m) => (
                <MillionsCell key={m.key} value={total[m.key]} />
              ))}
              <MillionsCell value={total.budget} data-testid="grand-total" />
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
