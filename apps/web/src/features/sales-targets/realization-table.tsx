import { Anchor, Table } from '@mantine/core';
import type { TargetFigure, TargetReportRow } from '@saji/core';
import { formatAmount, formatMillions } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { actualLink, type FigureBlock, varianceTone } from './realization';
import { text } from './sales-targets.text';
import { InMillions, MillionsCell, stickyOutlet } from './table-parts';

const TONE_COLOUR = { over: 'teal.8', under: 'red.7', even: undefined } as const;

function Figures({ row, block }: { row: TargetReportRow; block: FigureBlock }) {
  const t = useT();
  const actual = block.value(row, 'actual');
  const varian = block.value(row, 'varian');
  const link = actualLink(row, block.range);
  const tone = varianceTone(varian);
  return (
    <>
      <MillionsCell value={block.value(row, 'budget')} />
      <MillionsCell value={actual} data-figure="actual">
        {link ? (
          <Anchor
            href={link}
            target="_blank"
            rel="noopener"
            size="sm"
            title={`${formatAmount(actual)}: ${t(text.openList, { period: `${block.range.tgl1} – ${block.range.tgl2}` })}`}
          >
            {formatMillions(actual)}
          </Anchor>
        ) : (
          formatMillions(actual)
        )}
      </MillionsCell>
      <MillionsCell
        value={varian}
        c={TONE_COLOUR[tone]}
        fw={tone === 'even' ? undefined : 600}
        data-tone={tone}
        title={tone === 'even' ? undefined : t(tone === 'over' ? text.over : text.under)}
      />
    </>
  );
}

/** Target vs Realization: per outlet, Target, Actual (a link to its sales) and Variant of each block, then the totals row. */
export function RealizationTable({ rows, blocks }: { rows: TargetReportRow[]; blocks: FigureBlock[] }) {
  const t = useT();
  const figures: TargetFigure[] = ['budget', 'actual', 'varian'];
  const names = { budget: t(text.target), actual: t(text.actual), varian: t(text.variant) };
  const body = rows.filter((r) => r.kelas !== 'total');
  const totals = rows.filter((r) => r.kelas === 'total');
  return (
    <Table.ScrollContainer minWidth={160 + blocks.length * 300}>
      <InMillions />
      <Table withTableBorder withColumnBorders striped highlightOnHover fz="sm" data-testid="realization-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2} miw={140} style={stickyOutlet}>
              {t(text.outlet)}
            </Table.Th>
            {blocks.map((b) => (
              <Table.Th key={b.key} colSpan={3} ta="center" data-block={b.key}>
                {b.title}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {blocks.flatMap((b) =>
              figures.map((f) => (
                <Table.Th key={`${b.key}-${f}`} ta="right">
                  {names[f]}
                </Table.Th>
              )),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {body.map((r) => (
            <Table.Tr key={r.outletid ?? r.outletname} c={r.kelas === 'inactive' ? 'dimmed' : undefined} data-outlet={r.outletid ?? ''}>
              <Table.Td style={stickyOutlet}>{r.outletname}</Table.Td>
              {blocks.map((b) => (
                <Figures key={b.key} row={r} block={b} />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {totals.map((r) => (
            <Table.Tr key="total" fw={700} data-outlet="">
              <Table.Td style={stickyOutlet}>{t(text.grandTotal)}</Table.Td>
              {blocks.map((b) => (
                <Figures key={b.key} row={r} block={b} />
              ))}
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
