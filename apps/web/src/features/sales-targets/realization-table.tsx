import { Anchor, Table, Text } from '@mantine/core';
import type { TargetFigure, TargetReportRow } from '@saji/core';
import { formatAmount, formatMillions } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { actualLink, type FigureBlock, varianceTone } from './realization';
import { text } from './sales-targets.text';

const TONE_COLOUR = { over: 'teal.8', under: 'red.7', even: undefined } as const;
/** The outlet column stays in view when the full layout's months scroll under it. */
const outletCell = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

/**
 * Nine amounts of a billion rupiah with their cents are 1,500 px wide, more than a 1366 px screen
 * leaves beside the menu: the table reads in millions (2 decimals, to ten thousand rupiah), and each
 * cell gives its exact amount on hover, as the PDF and the export write it.
 */
const figureProps = (value: number) => ({ ta: 'right' as const, title: formatAmount(value), 'data-amount': value });

function Figures({ row, block }: { row: TargetReportRow; block: FigureBlock }) {
  const t = useT();
  const actual = block.value(row, 'actual');
  const varian = block.value(row, 'varian');
  const link = actualLink(row, block.range);
  const tone = varianceTone(varian);
  return (
    <>
      <Table.Td {...figureProps(block.value(row, 'budget'))}>{formatMillions(block.value(row, 'budget'))}</Table.Td>
      <Table.Td {...figureProps(actual)} data-figure="actual">
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
      </Table.Td>
      <Table.Td
        {...figureProps(varian)}
        c={TONE_COLOUR[tone]}
        fw={tone === 'even' ? undefined : 600}
        data-tone={tone}
        title={tone === 'even' ? formatAmount(varian) : `${formatAmount(varian)}: ${t(tone === 'over' ? text.over : text.under)}`}
      >
        {formatMillions(varian)}
      </Table.Td>
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
      <Text size="xs" c="dimmed" mb={4} data-testid="realization-unit">
        {t(text.inMillions)}
      </Text>
      <Table withTableBorder withColumnBorders striped highlightOnHover fz="sm" data-testid="realization-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2} miw={140} style={outletCell}>
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
              <Table.Td style={outletCell}>{r.outletname}</Table.Td>
              {blocks.map((b) => (
                <Figures key={b.key} row={r} block={b} />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {totals.map((r) => (
            <Table.Tr key="total" fw={700} data-outlet="">
              <Table.Td style={outletCell}>{t(text.grandTotal)}</Table.Td>
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
